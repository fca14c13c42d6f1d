/** The protocol between the page and the service worker; both sides import these names. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** Background Sync tag the page registers when it queues a write. */
export const OUTBOX_SYNC_TAG = 'bandeja-outbox';
/** Posted to every window when the browser fires the Background Sync event. */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC';
