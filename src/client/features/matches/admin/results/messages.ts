import type { MatchFormat } from '@/shared/domain/constants';
import { t, type MessageKey } from '@/client/i18n/i18n';

/**
 * One line by the score boxes: what the league's format accepts (match-formats.ts holds the rule
 * itself). `free` needs nothing beyond the boxes' own hint.
 */
const formatHints = {
  bestOf3: 'admin.results.matchFormatHints.bestOf3',
  bestOf3SuperTiebreak: 'admin.results.matchFormatHints.bestOf3SuperTiebreak',
  proSet9: 'admin.results.matchFormatHints.proSet9',
  bestOf3ShortSets: 'admin.results.matchFormatHints.bestOf3ShortSets',
  proSet8: 'admin.results.matchFormatHints.proSet8',
  timed: 'admin.results.matchFormatHints.timed',
} satisfies Record<string, MessageKey>;

export const matchFormatHint = (format: MatchFormat): string | null => (format === 'free' ? null : t(formatHints[format]));

export const outcomeLabels = {
  played: 'admin.results.outcomeLabels.played',
  walkover: 'admin.results.outcomeLabels.walkover',
  retired: 'admin.results.outcomeLabels.retired',
} satisfies Record<string, MessageKey>;

/** Who made a change, in the score history and the Activity section: "admin (administrator)". */
export const roleLabels = {
  admin: 'admin.history.role.admin',
  organiser: 'admin.history.role.organiser',
  player: 'admin.history.role.player',
  system: 'admin.history.role.system',
} satisfies Record<string, MessageKey>;

/**
 * A line-up the league's rules refused (docs/substitutes.md): the rule the server names in its
 * details, in the active language; English gives the server's own sentence, which says more.
 */
const lineupRuleMessages = {
  maxSubstituteAppearances: 'admin.lineup.rule.maxSubstituteAppearances',
  substituteMaxLevelAbove: 'admin.lineup.rule.substituteMaxLevelAbove',
  opponentSubstitute: 'admin.lineup.rule.opponentSubstitute',
} satisfies Record<string, MessageKey>;

export function lineupRefusalText(body: unknown): string | undefined {
  const { error, details } = (body ?? {}) as { error?: unknown; details?: { rule?: unknown }[] };
  const rule = details?.[0]?.rule;
  if (typeof rule !== 'string' || !(rule in lineupRuleMessages)) return undefined;
  return t(lineupRuleMessages[rule as keyof typeof lineupRuleMessages], { serverError: typeof error === 'string' ? error : '' });
}
