import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** The admin Playoffs section's texts, in one place for translation. */
export const playoffAdminMessages = texts({
  title: 'admin.playoffs.title',
  selectLeague: 'admin.playoffs.selectLeague',
  loading: 'admin.playoffs.loading',
  loadFailed: 'admin.playoffs.loadFailed',
  formTitle: 'admin.playoffs.formTitle',
  formIntro: 'admin.playoffs.formIntro',
  qualifiersPerGroup: 'admin.playoffs.qualifiersPerGroup',
  qualifiersHint: 'admin.playoffs.qualifiersHint',
  qualifiersRange: 'admin.playoffs.qualifiersRange',
  thirdPlaceMatch: 'admin.playoffs.thirdPlaceMatch',
  consolation: 'admin.playoffs.consolation',
  round: 'admin.playoffs.round',
  roundHint: 'admin.playoffs.roundHint',
  roundRequired: 'admin.playoffs.roundRequired',
  noRounds: 'admin.playoffs.noRounds',
  preview: 'admin.playoffs.preview',
  create: 'admin.playoffs.create',
  previewTitle: 'admin.playoffs.previewTitle',
  previewNote: 'admin.playoffs.previewNote',
  previewOutdated: 'admin.playoffs.previewOutdated',
  previewFailed: 'admin.playoffs.previewFailed',
  createFailed: 'admin.playoffs.createFailed',
  created: 'admin.playoffs.created',
  currentTitle: 'admin.playoffs.currentTitle',
  summary: (qualifiers: number, thirdPlace: boolean, consolation: boolean) =>
    [
      t('admin.playoffs.summaryQualifiers', { qualifiers }),
      thirdPlace ? t('admin.playoffs.summaryThirdPlace') : null,
      consolation ? t('admin.playoffs.summaryConsolation') : null,
    ]
      .filter(Boolean)
      .join(' · '),
  /** "Final day · 21.11.2026.": a round in the round picker. */
  roundOption: (round: string, date: string) => t('admin.playoffs.roundOption', { round, date }),
  playedOn: 'admin.playoffs.playedOn',
  place: 'admin.playoffs.place',
  placed: 'admin.playoffs.placed',
  placeFailed: 'admin.playoffs.placeFailed',
  placeQuestion: 'admin.playoffs.placeQuestion',
  placeConfirm: 'admin.playoffs.placeConfirm',
  restHours: 'admin.playoffs.restHours',
  noRest: 'admin.playoffs.noRest',
  unplacedTitle: 'admin.playoffs.unplacedTitle',
  delete: 'admin.playoffs.delete',
  deleteQuestion: 'admin.playoffs.deleteQuestion',
  deleted: 'admin.playoffs.deleted',
  deleteFailed: 'admin.playoffs.deleteFailed',
  /** The 409 of a delete, said plainly. */
  deleteRefused: 'admin.playoffs.deleteRefused',
  hasResults: 'admin.playoffs.hasResults',
  placeRefused: 'admin.playoffs.placeRefused',
});
