import { useId } from 'react';
import { chooseLocale, t } from './i18n';
import { LANGUAGES, LOCALES, isLocale } from './languages';
import { useLocale } from './locale-provider';
import styles from './language-switcher.module.css';

/** The visible language picker (the public header and the admin's Settings); the pick is kept on the device. */
/** `compact` (the phone header) shows the language code and keeps the name for screen readers. */
export function LanguageSwitcher({ tone = 'light', compact = false }: { tone?: 'light' | 'dark'; compact?: boolean }) {
  const id = useId();
  const locale = useLocale();
  return (
    <span className={styles.switcher} data-tone={tone}>
      <label htmlFor={id} className={compact ? styles.hiddenLabel : styles.label}>
        {t('i18n.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} aria-label={LANGUAGES[code]}>
            {compact ? code.toUpperCase() : LANGUAGES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
