import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export interface PageTitleProps {
  children: ReactNode;
  /** A small line above the title (the season of a league). */
  eyebrow?: ReactNode;
  /** Ids are needed when a region is labelled by its page title. */
  id?: string;
}

export function PageTitle({ children, eyebrow, id }: PageTitleProps) {
  return (
    <div className={styles.pageTitle}>
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      <h1 className={styles.text} id={id}>
        {children}
      </h1>
    </div>
  );
}
