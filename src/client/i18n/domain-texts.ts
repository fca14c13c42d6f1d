import type { MatchFormat } from '@/shared/domain/constants';
import type { MessageKey } from '@/client/i18n/i18n';

/** The names of the shared domain's values, as the screens show them (the API keeps the codes). */
export const MATCH_FORMAT_NAMES: Record<MatchFormat, MessageKey> = {
  free: 'domain.matchFormat.free',
  bestOf3: 'domain.matchFormat.bestOf3',
  bestOf3SuperTiebreak: 'domain.matchFormat.bestOf3SuperTiebreak',
  proSet9: 'domain.matchFormat.proSet9',
};

/** League and round statuses (active, inactive, finished). */
export const STATUS_NAMES = {
  active: 'domain.status.active',
  inactive: 'domain.status.inactive',
  finished: 'domain.status.finished',
} satisfies Record<string, MessageKey>;
