import type { ReactNode } from 'react';
import { ApiError } from '@/client/lib/api-client';
import { NotAvailableOffline } from '@/client/pwa';
import { StatusMessage } from '../ui/status-message';
import { PublicPage } from './public-page';

/** True when the server said the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export type MissingPageProps =
  | { reason: 'offline' }
  | { reason: 'not-found'; title: string; body: string; action: ReactNode };

/**
 * A public page whose subject cannot be shown, said as such instead of a page of fallbacks and
 * empty states: 'offline' when it was never opened on this device, 'not-found' when the server has
 * no such thing. Unknown addresses, clubs, leagues and players all say it this way.
 */
export function MissingPage(props: MissingPageProps) {
  return (
    <PublicPage>
      {props.reason === 'offline' ? (
        <NotAvailableOffline />
      ) : (
        <StatusMessage tone="empty" title={props.title} headingLevel={2} action={props.action}>
          {props.body}
        </StatusMessage>
      )}
    </PublicPage>
  );
}
