import type { ReactNode } from 'react';
import styles from './section-layout.module.css';

interface SectionHeaderProps {
  title: string;
  /** The Create button (or Add Match, Generate…); several buttons wrap on a phone. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function SectionHeader({ title, actions, children }: SectionHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <h2 id="section-title" className={styles.title}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}

export function EmptyState({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{children}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
    </div>
  );
}
