import type { MatchFormat } from '@/shared/domain/constants';
import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** The Results (Match Management) texts, word for word (docs/rules.md, "Admin dashboard"). */
export const resultMessages = texts({
  title: 'admin.results.title',
  createMatch: 'admin.results.createMatch',
  createTitle: 'admin.results.createTitle',
  editTitle: 'admin.results.editTitle',
  selectScope: 'admin.results.selectScope',
  loading: 'admin.results.loading',
  empty: 'admin.results.empty',
  team1Required: 'admin.results.team1Required',
  team2Required: 'admin.results.team2Required',
  winnerRequired: 'admin.results.winnerRequired',
  courtRequired: 'admin.results.courtRequired',
  startTimeRequired: 'admin.results.startTimeRequired',
  confirmDelete: 'admin.results.confirmDelete',
  saveFailed: 'admin.results.saveFailed',
  deleteFailed: (reason: string) => t('admin.results.deleteFailed', { reason }),
  created: 'admin.results.created',
  updated: 'admin.results.updated',
  deleted: 'admin.results.deleted',
  queued: 'admin.results.queued',
  pending: 'admin.results.pending',
  /** Under the server's result, the organiser's own that the server refused. */
  yours: (result: string) => t('admin.results.yours', { result }),
});

/**
 * One line by the score boxes: what the league's format accepts (match-formats.ts holds the rule
 * itself). `free` needs nothing beyond the boxes' own hint.
 */
const formatHints = texts({
  bestOf3: 'admin.results.matchFormatHints.bestOf3',
  bestOf3SuperTiebreak: 'admin.results.matchFormatHints.bestOf3SuperTiebreak',
  proSet9: 'admin.results.matchFormatHints.proSet9',
});

export const matchFormatHint = (format: MatchFormat): string | null => (format === 'free' ? null : formatHints[format]);

export const outcomeLabels = texts({
  played: 'admin.results.outcomeLabels.played',
  walkover: 'admin.results.outcomeLabels.walkover',
  retired: 'admin.results.outcomeLabels.retired',
});

/** Who made a change, in the score history and the Activity section: "admin (administrator)". */
export const roleLabels = texts({
  admin: 'admin.history.role.admin',
  organiser: 'admin.history.role.organiser',
  player: 'admin.history.role.player',
  system: 'admin.history.role.system',
});
