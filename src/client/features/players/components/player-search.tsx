import { useRef } from 'react';
import styles from './player-search.module.css';
import { t } from '@/client/i18n/i18n';

export interface PlayerSearchProps {
  value: string;
  onChange: (text: string) => void;
  onClear: () => void;
}

export function PlayerSearch({ value, onChange, onClear }: PlayerSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.search} role="search">
      <label htmlFor="player-search" className="sr-only">
        {t('players.searchLabel')}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id="player-search"
        className={styles.input}
        type="search"
        inputMode="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('players.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('players.clearSearch')}
          onClick={() => {
            onClear();
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6 L18 18 M18 6 L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
