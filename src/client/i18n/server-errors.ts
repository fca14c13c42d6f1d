import { hasMessage, t, type MessageKey } from './i18n';

/** The server's error answer (docs/rules.md, "API conventions"): an English sentence, a code and fields. */
interface ErrorBody {
  error?: unknown;
  code?: unknown;
  details?: ({ field?: unknown } & Record<string, unknown>)[];
}

/**
 * The messages for the server's error codes, and for a code on one field where the field says more
 * than the code. Written out so the catalogue test sees every key in use. The English catalogue
 * gives back the server's own sentence (`{serverError}`), which is English and the most precise.
 */
const CODE_MESSAGES: Record<string, MessageKey> = {
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
  NOT_FOUND: 'errors.NOT_FOUND',
  CONFLICT: 'errors.CONFLICT',
  STALE: 'errors.STALE',
  IDEMPOTENCY_MISMATCH: 'errors.IDEMPOTENCY_MISMATCH',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  INTERNAL: 'errors.INTERNAL',
  MATCH_NOT_STARTED: 'errors.MATCH_NOT_STARTED',
};

const FIELD_MESSAGES: Record<string, MessageKey> = {
  'VALIDATION_FAILED.currentPassword': 'errors.VALIDATION_FAILED.currentPassword',
  'VALIDATION_FAILED.newPassword': 'errors.VALIDATION_FAILED.newPassword',
  'VALIDATION_FAILED.winnerTeamId': 'errors.VALIDATION_FAILED.winnerTeamId',
  'VALIDATION_FAILED.unavailableHours': 'errors.VALIDATION_FAILED.unavailableHours',
  // A next season's level sizes and moves per boundary (docs/seasons.md): the detail names the level.
  'VALIDATION_FAILED.groups': 'errors.VALIDATION_FAILED.groups',
  'VALIDATION_FAILED.promote': 'errors.VALIDATION_FAILED.promote',
  'VALIDATION_FAILED.relegate': 'errors.VALIDATION_FAILED.relegate',
  'CONFLICT.player1Id': 'errors.CONFLICT.player1Id',
  'CONFLICT.player2Id': 'errors.CONFLICT.player2Id',
  'CONFLICT.team_id': 'errors.CONFLICT.team_id',
  'CONFLICT.teamId': 'errors.CONFLICT.teamId',
};

/** The plain values a detail carries beside its field and message (a level's name, a size), for the message's placeholders. */
const detailValues = (detail: Record<string, unknown> | undefined): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(detail ?? {}).filter(
      (entry): entry is [string, string | number] =>
        entry[0] !== 'field' && entry[0] !== 'message' && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
    ),
  );

/**
 * The reason to show for a refused request, in the active language: chosen by the error's code and
 * its first field, with the server's English `error` as the fallback (an unknown code, or no code).
 * The first detail's own values (`groupName`, `size`) fill the message's placeholders.
 */
export function serverErrorText(body: unknown): string | undefined {
  const { error, code, details } = (body ?? {}) as ErrorBody;
  const serverError = typeof error === 'string' ? error : undefined;
  if (typeof code !== 'string') return serverError;
  const field = details?.[0]?.field;
  const key = (typeof field === 'string' ? FIELD_MESSAGES[`${code}.${field}`] : undefined) ?? CODE_MESSAGES[code];
  if (!key || !hasMessage(key)) return serverError;
  const text = t(key, { ...detailValues(details?.[0]), serverError: serverError ?? '' });
  return text.trim() === '' ? serverError : text;
}
