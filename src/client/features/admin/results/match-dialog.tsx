import { useState } from 'react';
import { formatHour } from '../../../../shared/domain/format';
import type { Match, MatchOutcome } from '../../../../shared/schemas/match';
import { MATCH_OUTCOMES } from '../../../../shared/domain/constants';
import type { Round } from '../../../../shared/schemas/round';
import type { Team } from '../../../../shared/schemas/team';
import { TextField } from '../../../components/ui/field';
import { SearchPicker } from '../../../components/ui/search-picker';
import { SelectField } from '../../../components/ui/select';
import { filterTeams } from '../shared/catalog';
import { FormDialog } from '../shared/form-dialog';
import { hasErrors, type FormErrors } from '../shared/use-entity-editor';
import { courtChoices, hourChoices } from '../shared/round-slots';
import { cleanScoreInput, emptyMatch, matchToForm, validateMatch, withOutcome, type MatchFormValues } from './match-form';
import { outcomeLabels, resultMessages as text } from './messages';

interface MatchDialogProps {
  /** null: create; a match: edit its results. */
  editing: Match | null;
  round: Round | null;
  /** The teams the pickers search (the league's teams). */
  teams: readonly Team[];
  onClose: () => void;
  onSave: (values: MatchFormValues, editing: Match | null) => Promise<boolean>;
}

/** 'Create Match' or 'Edit Match Results' (SPEC.md §2); in edit mode only the results change. */
export function MatchDialog({ editing, round, teams, onClose, onSave }: MatchDialogProps) {
  const [values, setValues] = useState<MatchFormValues>(() => (editing ? matchToForm(editing) : emptyMatch(round)));
  const [errors, setErrors] = useState<FormErrors<MatchFormValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof MatchFormValues>(key: K, value: MatchFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const chooseOutcome = (outcome: MatchOutcome) => {
    setValues((current) => withOutcome(current, outcome));
    setErrors((current) => ({ ...current, outcome: undefined, team2Scores: undefined }));
  };
  const walkover = values.outcome === 'walkover';

  const submit = async () => {
    const found = validateMatch(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    const saved = await onSave(values, editing);
    if (!saved) setSubmitting(false);
  };

  const search = async (query: string) => filterTeams(teams, query);
  const isEdit = editing !== null;
  const courtOptions = courtChoices(round).map((court) => ({ value: court, label: `Court ${court}` }));
  const hourOptions = hourChoices(round).map((hour) => ({ value: hour, label: formatHour(hour) }));

  return (
    <FormDialog open title={isEdit ? text.editTitle : text.createTitle} submitLabel={isEdit ? 'Update' : 'Create'} submitting={submitting} onSubmit={() => void submit()} onClose={onClose}>
      {isEdit ? (
        <dl className="match-teams-readonly">
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
          <SearchPicker label="Team 1" required selected={values.team1} onSelect={(option) => set('team1', option)} search={search} excludeIds={values.team2 ? [values.team2.id] : []} error={errors.team1} />
          <SearchPicker label="Team 2" required selected={values.team2} onSelect={(option) => set('team2', option)} search={search} excludeIds={values.team1 ? [values.team1.id] : []} error={errors.team2} />
        </>
      )}
      <div className="form-row form-row--scores">
        <TextField
          label={`Team 1 set scores${values.team1 ? ` (${values.team1.label})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          className="score-field"
          placeholder="6, 4, 10"
          disabled={walkover}
          value={values.team1Scores}
          onValueChange={(value) => set('team1Scores', cleanScoreInput(value))}
        />
        <TextField
          label={`Team 2 set scores${values.team2 ? ` (${values.team2.label})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          className="score-field"
          placeholder="4, 6, 8"
          disabled={walkover}
          value={values.team2Scores}
          error={errors.team2Scores}
          onValueChange={(value) => set('team2Scores', cleanScoreInput(value))}
        />
      </div>
      <p className="field-hint">{text.scoresHint}</p>
      {isEdit ? (
        <fieldset className="outcome-fieldset">
          <legend className="field-label">Outcome</legend>
          <div className="segmented">
            {MATCH_OUTCOMES.map((outcome) => (
              <label key={outcome} className="segmented-option">
                <input type="radio" name="outcome" value={outcome} checked={values.outcome === outcome} onChange={() => chooseOutcome(outcome)} />
                <span>{outcomeLabels[outcome]}</span>
              </label>
            ))}
          </div>
          {values.outcome !== 'played' ? (
            <SelectField
              label="Winner"
              required
              value={values.winnerTeamId}
              placeholder="Choose the winner"
              options={[
                { value: editing.team1Id, label: editing.team1Name },
                { value: editing.team2Id, label: editing.team2Name },
              ]}
              error={errors.winnerTeamId}
              onValueChange={(value) => set('winnerTeamId', value)}
              hint={walkover ? 'A walkover carries no scores: it counts as 6–0, 6–0.' : 'Enter the scores as they stood.'}
            />
          ) : null}
        </fieldset>
      ) : (
        <div className="form-row">
          <SelectField label="Court number" required value={values.courtNumber} options={courtOptions} error={errors.courtNumber} onValueChange={(value) => set('courtNumber', value)} />
          <SelectField label="Start hour" required value={values.startTime} options={hourOptions} error={errors.startTime} onValueChange={(value) => set('startTime', value)} />
        </div>
      )}
    </FormDialog>
  );
}
