import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './status-message.module.css';

export type StatusTone = 'loading' | 'empty' | 'error';

export interface StatusMessageProps {
  tone: StatusTone;
  /** The main line: 'Loading leagues...', 'No clubs found', 'Failed to load clubs. ...'. */
  title: string;
  /** The second line of an empty or not-found state. */
  children?: ReactNode;
  /** A Retry or Back button. */
  action?: ReactNode;
  /** Headings inside a page section need the right level. */
  headingLevel?: 2 | 3;
}

/**
 * Every loading, empty and error state of the public pages looks and sounds the same: a polite
 * live region for loading and empty lists, an alert for errors.
 */
export function StatusMessage({ tone, title, children, action, headingLevel }: StatusMessageProps) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={tone === 'error' ? `${styles.status} ${styles.error}` : styles.status} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'loading' ? <Spinner /> : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <p className={styles.body}>{children}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
