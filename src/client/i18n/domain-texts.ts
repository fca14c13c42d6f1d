import type { DeuceRule, MatchFormat, WithdrawalPolicy } from '@/shared/domain/constants';
import type { MessageKey } from '@/client/i18n/i18n';

/** The names of the shared domain's values, as the screens show them (the API keeps the codes). */
export const MATCH_FORMAT_NAMES: Record<MatchFormat, MessageKey> = {
  free: 'domain.matchFormat.free',
  bestOf3: 'domain.matchFormat.bestOf3',
  bestOf3SuperTiebreak: 'domain.matchFormat.bestOf3SuperTiebreak',
  proSet9: 'domain.matchFormat.proSet9',
  bestOf3ShortSets: 'domain.matchFormat.bestOf3ShortSets',
  proSet8: 'domain.matchFormat.proSet8',
  timed: 'domain.matchFormat.timed',
};

/** How a game at deuce is settled, as players read it beside the format. */
export const DEUCE_RULE_NAMES: Record<DeuceRule, MessageKey> = {
  advantage: 'domain.deuceRule.advantage',
  goldenPoint: 'domain.deuceRule.goldenPoint',
  starPoint: 'domain.deuceRule.starPoint',
};

/** What becomes of a withdrawn team's matches. */
export const WITHDRAWAL_POLICY_NAMES: Record<WithdrawalPolicy, MessageKey> = {
  annul: 'domain.withdrawal.annul',
  keep: 'domain.withdrawal.keep',
};

/** League and round statuses (active, inactive, finished). */
export const STATUS_NAMES = {
  active: 'domain.status.active',
  inactive: 'domain.status.inactive',
  finished: 'domain.status.finished',
} satisfies Record<string, MessageKey>;
