import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export interface PageTitleProps {
  children: ReactNode;
  /** A small line above the title (the season of a league). */
  eyebrow?: ReactNode;
  /** Ids are needed when a region is labelled by its page title. */
  id?: string;
  /** A control beside the title (the Share button), below it when the line is too narrow. */
  action?: ReactNode;
}

export function PageTitle({ children, eyebrow, id, action }: PageTitleProps) {
  const heading = (
    <h1 className={styles.text} id={id}>
      {children}
    </h1>
  );
  return (
    <div className={styles.pageTitle}>
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      {action ? (
        <div className={styles.row}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
    </div>
  );
}
