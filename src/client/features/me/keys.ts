/** The root of a signed-in player's own query keys: never 'admin', so /me is kept for offline viewing. */
export const MY_QUERIES_ROOT = ['me'] as const;
