import type { EntryListState, EntryStatus } from '@/shared/schemas/entries';
import { formatInstant } from '@/client/i18n/format';
import { t, type MessageKey } from '@/client/i18n/i18n';

export const ENTRY_STATUS_TEXT: Record<EntryStatus, MessageKey> = {
  confirmed: 'entries.status.confirmed',
  waiting: 'entries.status.waiting',
  awaitingPartner: 'entries.status.awaitingPartner',
  freeAgent: 'entries.status.freeAgent',
  withdrawn: 'entries.status.withdrawn',
};

/** "Open until 12 May 20:00", "Opens …", "Closed". */
export function windowText(state: EntryListState): string {
  const registration = state.registration;
  if (!registration) return '';
  if (state.window === 'notOpen')
    return t('entries.window.opens', { at: formatInstant(Date.parse(registration.opensAt)) });
  if (state.window === 'closed') return t('entries.window.closed');
  return t('entries.window.openUntil', { at: formatInstant(Date.parse(registration.closesAt)) });
}

/** "12 of 16 places taken · 3 waiting". */
export const placesText = (state: EntryListState): string =>
  t('entries.places', { taken: state.confirmed, capacity: state.registration?.capacity ?? 0, waiting: state.waiting });

/** A status, with the place on the waiting list when there is one. */
export const statusText = (status: EntryStatus, position?: number): string =>
  status === 'waiting' && position !== undefined
    ? t('entries.status.waitingAt', { position })
    : t(ENTRY_STATUS_TEXT[status]);
