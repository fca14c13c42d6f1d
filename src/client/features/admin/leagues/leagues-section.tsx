import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { League } from '@/shared/schemas/league';
import { LEAGUE_STATUSES, MATCH_FORMATS } from '@/shared/domain/constants';
import { MATCH_FORMAT_LABELS } from '@/shared/domain/match-formats';
import { TextField } from '@/client/components/ui/field';
import { CrudSection } from '../shared/crud-section';
import { FormSelectField, FormTextAreaField, FormTextField } from '../shared/form-fields';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { StatusBadge } from '../shared/status-badge';
import { useEntityEditor } from '../shared/use-entity-editor';
import { emptyLeague, leagueFormSchema, leagueToForm } from './league-form';
import { leagueMessages as text, tiebreakerLabels } from './messages';
import { useCreateLeague, useDeleteLeague, useUpdateLeague } from './mutations';
import { TiebreakerOrder } from './tiebreaker-order';
import { Button } from '@/client/components/ui/button';
import { NextSeasonDialog } from '../seasons/next-season-dialog';
import { nextSeasonMessages } from '../seasons/messages';
import layout from '../shared/form-layout.module.css';

const statusOptions = LEAGUE_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}));

const matchTiebreakOptions = [
  { value: 'one', label: 'One game to its winner' },
  { value: 'points', label: 'Its points as games' },
] as const;

const matchFormatOptions = MATCH_FORMATS.map((format) => ({ value: format, label: MATCH_FORMAT_LABELS[format] }));

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
    messages: text,
  });
  const { control } = editor;
  const digitsOnly = (value: string) => value.replace(/\D/g, '');
  const [nextSeasonOf, setNextSeasonOf] = useState<League | null>(null);

  return (
    <CrudSection<League>
      text={text}
      editor={editor}
      noun="league"
      labelOf={(league) => league.name}
      createDisabled={clubId === null}
      selectors={<ScopeSelectors scope={scope} show={{}} />}
      rows={scope.leagues}
      loading={scope.loading && scope.leagues.length === 0}
      rowKey={(league) => league.id}
      empty={clubId === null ? text.noClub : text.empty}
      rowActions={(league) =>
        // A season that already has its next one offers no second (docs/seasons.md).
        league.nextLeagueId !== null ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${nextSeasonMessages.open}: ${league.name}`}
            onClick={() => setNextSeasonOf(league)}
          >
            {nextSeasonMessages.open}
          </Button>
        )
      }
      columns={[
        { header: 'Name', cell: (league) => league.name },
        { header: 'Status', cell: (league) => <StatusBadge status={league.status} /> },
        {
          header: 'Points (win / loss)',
          cell: (league) => `${league.pointsForWin} / ${league.pointsForLoss}`,
          numeric: true,
        },
        { header: 'Match format', cell: (league) => MATCH_FORMAT_LABELS[league.matchFormat] },
        {
          header: 'Tie-break order',
          cell: (league) => league.tiebreakers.map((criterion) => tiebreakerLabels[criterion]).join(', '),
        },
      ]}
      form={
        <>
          <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
          <FormTextAreaField control={control} name="description" label="Description" />
          <FormTextAreaField control={control} name="rules" label="League rules" />
          <FormSelectField control={control} name="status" label="Status" required options={statusOptions} />
          <FormSelectField
            control={control}
            name="matchFormat"
            label="Match format"
            required
            options={matchFormatOptions}
            hint="Results are checked against it from now on; those already recorded stay as they are."
          />
          <div className={layout.row}>
            <Controller
              control={control}
              name="pointsForWin"
              render={({ field, fieldState }) => (
                <TextField
                  label="Points for a win"
                  inputMode="numeric"
                  value={field.value}
                  error={fieldState.error?.message}
                  onValueChange={(value) => field.onChange(digitsOnly(value))}
                />
              )}
            />
            <Controller
              control={control}
              name="pointsForLoss"
              render={({ field, fieldState }) => (
                <TextField
                  label="Points for a loss"
                  inputMode="numeric"
                  value={field.value}
                  error={fieldState.error?.message}
                  onValueChange={(value) => field.onChange(digitsOnly(value))}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="tiebreakers"
            render={({ field }) => <TiebreakerOrder value={field.value ?? []} onChange={field.onChange} />}
          />
          <FormSelectField control={control} name="matchTiebreakGames" label="A match tie-break (e.g. 10–8) counts in games as" options={matchTiebreakOptions} />
        </>
      }
    >
      <NextSeasonDialog league={nextSeasonOf} onClose={() => setNextSeasonOf(null)} />
    </CrudSection>
  );
}
