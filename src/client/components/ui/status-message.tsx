import type { ReactNode } from 'react';
import { Spinner } from './spinner';

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
    <div className={`status status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'loading' ? <Spinner /> : null}
      <Heading className="status__title">{title}</Heading>
      {children ? <p className="status__body">{children}</p> : null}
      {action ? <div className="status__action">{action}</div> : null}
    </div>
  );
}
