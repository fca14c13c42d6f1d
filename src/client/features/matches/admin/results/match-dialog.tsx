import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatStart } from '@/client/i18n/format-start';
import { MATCH_OUTCOMES } from '@/shared/domain/constants';
import type { MatchFormat } from '@/shared/domain/constants';
import type { Match, MatchOutcome } from '@/shared/schemas/match';
import type { Round } from '@/shared/schemas/round';
import type { Team } from '@/shared/schemas/team';
import { ScoreGrid } from '@/client/components/score-entry/score-grid';
import { maxSetsOf } from '@/shared/domain/match-formats';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { filterTeams } from '@/client/components/admin/catalog';
import { FormDialog } from '@/client/components/admin/form-dialog';
import { FormSelectField } from '@/client/components/admin/form-fields';
import { courtChoices, startChoices } from '@/client/components/admin/round-slots';
import {
  emptyMatch,
  matchFormSchemaFor,
  matchToForm,
  withOutcome,
  type MatchFormSchema,
  type MatchFormValues,
} from './match-form';
import styles from './match-dialog.module.css';
import { matchFormatHint, outcomeLabels } from './messages';
import { t } from '@/client/i18n/i18n';

type MatchFormControl = Control<MatchFormValues, unknown, z.output<MatchFormSchema>>;

interface MatchDialogProps {
  /** null: create; a match: edit its results. */
  editing: Match | null;
  round: Round | null;
  /** The league's match format: the scores are checked against it before they are saved. */
  matchFormat: MatchFormat;
  /** The teams the pickers search (the league's teams). */
  teams: readonly Team[];
  onClose: () => void;
  onSave: (values: MatchFormValues, editing: Match | null) => Promise<boolean>;
}

/** 'Create Match' or 'Edit Match Results' (docs/rules.md, "Admin dashboard"); in edit mode only the results change. */
export function MatchDialog({ editing, round, matchFormat, teams, onClose, onSave }: MatchDialogProps) {
  const form = useForm<MatchFormValues, unknown, z.output<MatchFormSchema>>({
    resolver: zodResolver(matchFormSchemaFor(matchFormat)),
    defaultValues: editing ? matchToForm(editing) : emptyMatch(round),
  });
  const [team1, team2, outcome] = useWatch({ control: form.control, name: ['team1', 'team2', 'outcome'] });
  const walkover = outcome === 'walkover';
  const isEdit = editing !== null;
  const formatHint = matchFormatHint(matchFormat);

  const chooseOutcome = (chosen: MatchOutcome) => {
    const next = withOutcome(form.getValues(), chosen);
    form.setValue('outcome', next.outcome);
    form.setValue('scores', next.scores);
    form.clearErrors(['outcome', 'scores']);
  };

  const submit = form.handleSubmit(async (values) => {
    // Still submitting once saved: the dialog is closing.
    const saved = await onSave(values, editing);
    if (!saved) form.reset(values, { keepDirty: true });
  });

  const search = async (query: string) => filterTeams(teams, query);
  const courtOptions = courtChoices(round).map((court) => ({
    value: court,
    label: t('admin.field.courtOption', { court }),
  }));
  const hourOptions = startChoices(round).map((start) => ({ value: start, label: formatStart(start) }));

  return (
    <FormDialog
      open
      title={isEdit ? t('admin.results.editTitle') : t('admin.results.createTitle')}
      submitLabel={isEdit ? t('admin.update') : t('admin.create')}
      submitting={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {isEdit ? (
        <dl className={styles.teams}>
          <div>
            <dt>{t('admin.field.team1')}</dt>
            <dd>{editing.team1Name}</dd>
          </div>
          <div>
            <dt>{t('admin.field.team2')}</dt>
            <dd>{editing.team2Name}</dd>
          </div>
        </dl>
      ) : (
        <>
          <TeamPicker control={form.control} name="team1" label={t('admin.field.team1')} search={search} excludeId={team2?.id} />
          <TeamPicker control={form.control} name="team2" label={t('admin.field.team2')} search={search} excludeId={team1?.id} />
        </>
      )}
      <ScoreField
        control={form.control}
        team1Name={team1?.label ?? t('admin.field.team1')}
        team2Name={team2?.label ?? t('admin.field.team2')}
        format={matchFormat}
        disabled={walkover}
      />
      {formatHint ? <p className={styles.hint}>{formatHint}</p> : null}
      {isEdit ? (
        <fieldset className={styles.outcome}>
          <legend className={styles.legend}>{t('admin.results.outcome')}</legend>
          <div className={styles.segmented}>
            {MATCH_OUTCOMES.map((choice) => (
              <label key={choice} className={styles.option}>
                <input type="radio" name="outcome" value={choice} checked={outcome === choice} onChange={() => chooseOutcome(choice)} />
                <span>{t(outcomeLabels[choice])}</span>
              </label>
            ))}
          </div>
          {outcome !== 'played' ? (
            <FormSelectField<MatchFormValues, z.output<MatchFormSchema>, number>
              control={form.control}
              name="winnerTeamId"
              label={t('admin.results.winner')}
              required
              placeholder={t('admin.results.chooseWinner')}
              options={[
                { value: editing.team1Id, label: editing.team1Name },
                { value: editing.team2Id, label: editing.team2Name },
              ].filter((option): option is { value: number; label: string } => option.value !== null)}
              hint={walkover ? t('admin.results.walkoverHint') : t('admin.results.scoresAsTheyStood')}
            />
          ) : null}
        </fieldset>
      ) : (
        <div className={styles.row}>
          <FormSelectField<MatchFormValues, z.output<MatchFormSchema>, number>
            control={form.control}
            name="courtNumber"
            label={t('admin.field.courtNumber')}
            required
            options={courtOptions}
          />
          <FormSelectField<MatchFormValues, z.output<MatchFormSchema>, number>
            control={form.control}
            name="startMinutes"
            label={t('admin.field.startHour')}
            required
            options={hourOptions}
          />
        </div>
      )}
    </FormDialog>
  );
}

function TeamPicker({
  control,
  name,
  label,
  search,
  excludeId,
}: {
  control: MatchFormControl;
  name: 'team1' | 'team2';
  label: string;
  search: (query: string) => Promise<PickerOption[]>;
  excludeId: number | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SearchPicker
      label={label}
      required
      selected={field.value}
      onSelect={field.onChange}
      search={search}
      excludeIds={excludeId === undefined ? [] : [excludeId]}
      error={fieldState.error?.message}
    />
  );
}

/** The result as the score grid every result entry uses; a walkover's boxes stay empty and shut. */
function ScoreField({ control, team1Name, team2Name, format, disabled }: { control: MatchFormControl; team1Name: string; team2Name: string; format: MatchFormat; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name: 'scores' });
  return (
    <div className={styles.scores}>
      <ScoreGrid
        grid={field.value}
        team1Name={team1Name}
        team2Name={team2Name}
        disabled={disabled}
        problem={fieldState.error?.message}
        format={format}
        maxSets={maxSetsOf(format)}
        onChange={(update) => field.onChange(update(field.value))}
      />
    </div>
  );
}
