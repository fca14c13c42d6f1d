import { ApiError, apiRequest, isNetworkError, type QueryParams } from '@/client/lib/api-client';
import { refusalReason } from '@/client/offline';
import { t } from '@/client/i18n/i18n';

/** docs/rules.md, "API conventions": admin lists ask 100 at a time and follow `total` until every row is in. */
export const ADMIN_PAGE_SIZE = 100;
/** A guard against a server that keeps answering full pages. */
const MAX_PAGES = 200;

export async function fetchAllPages<T>(path: string, key: string, query: QueryParams = {}, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await apiRequest<Record<string, unknown>>(path, { query: { ...query, page, pageSize: ADMIN_PAGE_SIZE }, signal, auth: true });
    const list = (answer?.[key] as T[] | undefined) ?? [];
    rows.push(...list);
    const total = typeof answer?.total === 'number' ? answer.total : rows.length;
    if (list.length === 0 || rows.length >= total) break;
  }
  return rows;
}

/**
 * docs/rules.md, "Admin dashboard": a load failure in an admin screen is logged and the list shows empty. `silent404`
 * is for the schedule, whose 404 (nothing scheduled yet) is not even worth a log line.
 */
/** A read TanStack Query cancelled (the organiser switched league or round first): not a failure. */
const isCancelledRead = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === 'AbortError';

export async function loggedList<T>(what: string, load: () => Promise<T[]>, options: { silent404?: boolean } = {}): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    // No network is not an empty list: rethrown, the query keeps the data it had (courtside). A
    // cancelled read is rethrown unlogged: the query drops it.
    if (isNetworkError(error) || isCancelledRead(error)) throw error;
    if (!(options.silent404 && error instanceof ApiError && error.status === 404)) console.error(`Failed to load ${what}`, error);
    return [];
  }
}

/** The words to put after "Failed to …: " — the server's reason when it gave one. */
export function reasonOf(error: unknown, fallback = t('admin.unknownError')): string {
  if (error instanceof ApiError) return refusalReason(error.status, error.body) ?? t('offline.reason.http', { status: error.status });
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's reason only (for a detail line under a fixed text of docs/rules.md), if any. */
export const serverReason = (error: unknown): string | undefined =>
  error instanceof ApiError ? refusalReason(error.status, error.body) : undefined;
