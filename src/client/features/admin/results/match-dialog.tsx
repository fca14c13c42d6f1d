import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatHour } from '@/shared/domain/format';
import { MATCH_OUTCOMES } from '@/shared/domain/constants';
import type { MatchFormat } from '@/shared/domain/constants';
import type { Match, MatchOutcome } from '@/shared/schemas/match';
import type { Round } from '@/shared/schemas/round';
import type { Team } from '@/shared/schemas/team';
import { TextField } from '@/client/components/ui/field';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { filterTeams } from '../shared/catalog';
import { FormDialog } from '../shared/form-dialog';
import { FormSelectField } from '../shared/form-fields';
import { courtChoices, hourChoices } from '../shared/round-slots';
import { cleanScoreInput, emptyMatch, matchFormSchemaFor, matchToForm, withOutcome, type MatchFormSchema, type MatchFormValues } from './match-form';
import styles from './match-dialog.module.css';
import { matchFormatHints, outcomeLabels, resultMessages as text } from './messages';

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
  const formatHint = matchFormatHints[matchFormat];

  const chooseOutcome = (chosen: MatchOutcome) => {
    const next = withOutcome(form.getValues(), chosen);
    form.setValue('outcome', next.outcome);
    form.setValue('team1Scores', next.team1Scores);
    form.setValue('team2Scores', next.team2Scores);
    form.clearErrors(['outcome', 'team1Scores', 'team2Scores']);
  };

  const submit = form.handleSubmit(async (values) => {
    // Still submitting once saved: the dialog is closing.
    const saved = await onSave(values, editing);
    if (!saved) form.reset(values, { keepDirty: true });
  });

  const search = async (query: string) => filterTeams(teams, query);
  const courtOptions = courtChoices(round).map((court) => ({ value: court, label: `Court ${court}` }));
  const hourOptions = hourChoices(round).map((hour) => ({ value: hour, label: formatHour(hour) }));

  return (
    <FormDialog
      open
      title={isEdit ? text.editTitle : text.createTitle}
      submitLabel={isEdit ? 'Update' : 'Create'}
      submitting={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {isEdit ? (
        <dl className={styles.teams}>
          <div>
            <dt>Team 1</dt>
            <dd>{editing.team1Name}</dd>
          </div>
          <div>
            <dt>Team 2</dt>
            <dd>{editing.team2Name}</dd>
          </div>
        </dl>
      ) : (
        <>
          <TeamPicker control={form.control} name="team1" label="Team 1" search={search} excludeId={team2?.id} />
          <TeamPicker control={form.control} name="team2" label="Team 2" search={search} excludeId={team1?.id} />
        </>
      )}
      <div className={styles.scores}>
        <ScoreField control={form.control} name="team1Scores" label={`Team 1 set scores${team1 ? ` (${team1.label})` : ''}`} placeholder="6, 4, 10" disabled={walkover} />
        <ScoreField control={form.control} name="team2Scores" label={`Team 2 set scores${team2 ? ` (${team2.label})` : ''}`} placeholder="4, 6, 8" disabled={walkover} />
      </div>
      <p className={styles.hint}>{text.scoresHint}</p>
      {formatHint ? <p className={styles.hint}>{formatHint}</p> : null}
      {isEdit ? (
        <fieldset className={styles.outcome}>
          <legend className={styles.legend}>Outcome</legend>
          <div className={styles.segmented}>
            {MATCH_OUTCOMES.map((choice) => (
              <label key={choice} className={styles.option}>
                <input type="radio" name="outcome" value={choice} checked={outcome === choice} onChange={() => chooseOutcome(choice)} />
                <span>{outcomeLabels[choice]}</span>
              </label>
            ))}
          </div>
          {outcome !== 'played' ? (
            <FormSelectField<MatchFormValues, z.output<MatchFormSchema>, number>
              control={form.control}
              name="winnerTeamId"
              label="Winner"
              required
              placeholder="Choose the winner"
              options={[
                { value: editing.team1Id, label: editing.team1Name },
                { value: editing.team2Id, label: editing.team2Name },
              ].filter((option): option is { value: number; label: string } => option.value !== null)}
              hint={walkover ? 'A walkover carries no scores: it counts as 6–0, 6–0.' : 'Enter the scores as they stood.'}
            />
          ) : null}
        </fieldset>
      ) : (
        <div className={styles.row}>
          <FormSelectField<MatchFormValues, z.output<MatchFormSchema>, number> control={form.control} name="courtNumber" label="Court number" required options={courtOptions} />
          <FormSelectField<MatchFormValues, z.output<MatchFormSchema>, number> control={form.control} name="startTime" label="Start hour" required options={hourOptions} />
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

/** A set-score box: digits, commas and spaces only, on the phone's number keypad. */
function ScoreField({ control, name, label, placeholder, disabled }: { control: MatchFormControl; name: 'team1Scores' | 'team2Scores'; label: string; placeholder: string; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      name={field.name}
      inputMode="decimal"
      autoComplete="off"
      className={styles.scoreField}
      placeholder={placeholder}
      disabled={disabled}
      value={field.value}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onValueChange={(value) => field.onChange(cleanScoreInput(value))}
    />
  );
}
