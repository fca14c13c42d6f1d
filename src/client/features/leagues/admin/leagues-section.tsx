import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { League } from '@/shared/schemas/league';
import { DEUCE_RULES, LEAGUE_STATUSES, MATCH_FORMATS } from '@/shared/domain/constants';
import { DEUCE_RULE_NAMES, MATCH_FORMAT_NAMES, STATUS_NAMES } from '@/client/i18n/domain-texts';
import { SelectField } from '@/client/components/ui/select';
import { CrudSection } from '@/client/components/admin/crud-section';
import {
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  FormWholeNumberField,
} from '@/client/components/admin/form-fields';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { StatusBadge } from '@/client/components/admin/status-badge';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { emptyLeague, leagueFormSchema, leagueToForm, substituteLevelChoices } from './league-form';
import { tiebreakerLabels } from './messages';
import { useCreateLeague, useDeleteLeague, useUpdateLeague } from './mutations';
import { TiebreakerOrder } from './tiebreaker-order';
import { Button } from '@/client/components/ui/button';
import { NextSeasonDialog } from './seasons/next-season-dialog';
import layout from '@/client/components/admin/form-layout.module.css';
import { t } from '@/client/i18n/i18n';

// Functions, so each render reads the labels in the active language.
const statusOptions = () => LEAGUE_STATUSES.map((status) => ({ value: status, label: t(STATUS_NAMES[status]) }));

const matchTiebreakOptions = () =>
  [
    { value: 'one', label: t('admin.leagues.tiebreakOne') },
    { value: 'points', label: t('admin.leagues.tiebreakPoints') },
  ] as const;

const rankingOptions = () =>
  [
    { value: 'points', label: t('admin.leagues.rankByPoints') },
    { value: 'pointsPerMatch', label: t('admin.leagues.rankByPointsPerMatch') },
  ] as const;

const matchFormatOptions = () =>
  MATCH_FORMATS.map((format) => ({ value: format, label: t(MATCH_FORMAT_NAMES[format]) }));

const deuceRuleOptions = () => DEUCE_RULES.map((rule) => ({ value: rule, label: t(DEUCE_RULE_NAMES[rule]) }));

export function LeaguesSection() {
  const scope = useAdminScope();
  const clubId = scope.clubId;
  const createLeague = useCreateLeague();
  const updateLeague = useUpdateLeague();
  const deleteLeague = useDeleteLeague();
  const editor = useEntityEditor<League, typeof leagueFormSchema>({
    schema: leagueFormSchema,
    empty: emptyLeague,
    fromEntity: leagueToForm,
    save: (input, editing) =>
      editing
        ? updateLeague.mutateAsync({ clubId: editing.clubId, leagueId: editing.id, input })
        : createLeague.mutateAsync({ clubId: clubId!, input }),
    remove: (league) => deleteLeague.mutateAsync({ clubId: league.clubId, leagueId: league.id }),
    messages: {
      saveFailed: t('admin.leagues.saveFailed'),
      deleteFailed: t('admin.leagues.deleteFailed'),
      confirmDelete: t('admin.leagues.confirmDelete'),
    },
  });
  const { control } = editor;
  const [nextSeasonOf, setNextSeasonOf] = useState<League | null>(null);

  return (
    <CrudSection<League>
      text={{
        title: t('admin.leagues.title'),
        create: t('admin.leagues.create'),
        createTitle: t('admin.leagues.createTitle'),
        editTitle: t('admin.leagues.editTitle'),
      }}
      editor={editor}
      noun={t('admin.noun.league')}
      labelOf={(league) => league.name}
      createDisabled={clubId === null}
      selectors={<ScopeSelectors scope={scope} show={{}} />}
      rows={scope.leagues}
      loading={scope.loading && scope.leagues.length === 0}
      rowKey={(league) => league.id}
      empty={clubId === null ? t('admin.leagues.noClub') : t('admin.leagues.empty')}
      rowActions={(league) =>
        // A season that already has its next one offers no second (docs/seasons.md).
        league.nextLeagueId !== null ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t('admin.seasons.open')}: ${league.name}`}
            onClick={() => setNextSeasonOf(league)}
          >
            {t('admin.seasons.open')}
          </Button>
        )
      }
      columns={[
        { header: t('admin.field.name'), cell: (league) => league.name },
        { header: t('admin.field.status'), cell: (league) => <StatusBadge status={league.status} /> },
        {
          header: t('admin.leagues.pointsColumn'),
          cell: (league) => `${league.pointsForWin} / ${league.pointsForLoss}`,
          numeric: true,
        },
        { header: t('admin.leagues.matchFormat'), cell: (league) => t(MATCH_FORMAT_NAMES[league.matchFormat]) },
        {
          header: t('admin.leagues.tiebreakOrder'),
          cell: (league) => league.tiebreakers.map((criterion) => t(tiebreakerLabels[criterion])).join(', '),
        },
      ]}
      form={
        <>
          <FormTextField control={control} name="name" label={t('admin.field.name')} required autoComplete="off" />
          <FormTextAreaField control={control} name="description" label={t('admin.field.description')} />
          <FormTextAreaField control={control} name="rules" label={t('admin.leagues.rules')} />
          <FormSelectField
            control={control}
            name="status"
            label={t('admin.field.status')}
            required
            options={statusOptions()}
          />
          <FormSelectField
            control={control}
            name="matchFormat"
            label={t('admin.leagues.matchFormat')}
            required
            options={matchFormatOptions()}
            hint={t('admin.leagues.matchFormatHint')}
          />
          <Controller
            control={control}
            name="autoApproveReschedules"
            render={({ field }) => (
              <SelectField<'organiser' | 'auto'>
                label={t('admin.leagues.agreedMoves')}
                value={field.value ? 'auto' : 'organiser'}
                options={[
                  { value: 'organiser', label: t('admin.leagues.agreedMovesOrganiser') },
                  { value: 'auto', label: t('admin.leagues.agreedMovesAuto') },
                ]}
                hint={t('admin.leagues.agreedMovesHint')}
                onValueChange={(value) => field.onChange(value === 'auto')}
              />
            )}
          />
          <FormSelectField
            control={control}
            name="deuceRule"
            label={t('admin.leagues.deuceRule')}
            required
            options={deuceRuleOptions()}
            hint={t('admin.leagues.deuceRuleHint')}
          />
          <div className={layout.row}>
            <FormWholeNumberField control={control} name="pointsForWin" label={t('admin.leagues.pointsForWin')} />
            <FormWholeNumberField control={control} name="pointsForLoss" label={t('admin.leagues.pointsForLoss')} />
            <FormWholeNumberField
              control={control}
              name="pointsForDraw"
              label={t('admin.leagues.pointsForDraw')}
              hint={t('admin.leagues.pointsForDrawHint')}
            />
          </div>
          <Controller
            control={control}
            name="tiebreakers"
            render={({ field }) => <TiebreakerOrder value={field.value ?? []} onChange={field.onChange} />}
          />
          <FormSelectField
            control={control}
            name="matchTiebreakGames"
            label={t('admin.leagues.matchTiebreakGames')}
            options={matchTiebreakOptions()}
          />
          <FormSelectField
            control={control}
            name="rankByPointsPerMatch"
            label={t('admin.leagues.ranking')}
            options={rankingOptions()}
            hint={t('admin.leagues.rankingHint')}
          />
          <div className={layout.row}>
            <FormWholeNumberField
              control={control}
              name="maxSubstituteAppearances"
              label={t('admin.leagues.maxSubstituteAppearances')}
            />
            <Controller
              control={control}
              name="substituteMaxLevelAbove"
              render={({ field }) => (
                <SelectField<number>
                  label={t('admin.leagues.substituteMaxLevelAbove')}
                  placeholder={t('admin.leagues.noLevelLimit')}
                  value={field.value ?? null}
                  options={substituteLevelChoices(field.value).map((level) => ({
                    value: level,
                    label: level.toFixed(1),
                  }))}
                  onValueChange={field.onChange}
                />
              )}
            />
          </div>
        </>
      }
    >
      <NextSeasonDialog league={nextSeasonOf} onClose={() => setNextSeasonOf(null)} />
    </CrudSection>
  );
}
