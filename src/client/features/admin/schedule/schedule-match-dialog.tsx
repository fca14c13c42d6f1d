import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatHour } from '../../../../shared/domain/format';
import type { Round } from '../../../../shared/schemas/round';
import type { Team } from '../../../../shared/schemas/team';
import { SearchPicker } from '../../../components/ui/search-picker';
import { SelectField } from '../../../components/ui/select';
import { filterTeams } from '../shared/catalog';
import { FormDialog } from '../shared/form-dialog';
import { hasErrors, type FormErrors } from '../shared/use-entity-editor';
import { courtChoices, hourChoices } from '../shared/round-slots';
import { fetchAvailableOpponents, type RoundRef } from './api';
import { AvailableSlots } from './available-slots';
import { scheduleMessages as text } from './messages';
import { emptySchedule, scheduleToForm, team2Choices, validateSchedule, type ScheduleEntry, type ScheduleFormValues } from './schedule-form';
import { useToast } from '../../../components/ui/toast';

interface ScheduleMatchDialogProps {
  editing: ScheduleEntry | null;
  roundRef: RoundRef;
  round: Round | null;
  groupId: number;
  /** The chosen group's teams: both pickers search among them. */
  groupTeams: readonly Team[];
  onClose: () => void;
  /** Saves (locally for a proposal, on the server for a match); true when the dialog may close. */
  onSave: (values: ScheduleFormValues, editing: ScheduleEntry | null) => Promise<boolean>;
}

export function ScheduleMatchDialog({ editing, roundRef, round, groupId, groupTeams, onClose, onSave }: ScheduleMatchDialogProps) {
  const [values, setValues] = useState<ScheduleFormValues>(() => (editing ? scheduleToForm(editing) : emptySchedule()));
  const [errors, setErrors] = useState<FormErrors<ScheduleFormValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof ScheduleFormValues>(key: K, value: ScheduleFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const team1Id = values.team1?.id ?? null;
  const toast = useToast();

  const opponents = useQuery({
    queryKey: ['admin', 'available-opponents', team1Id, groupId],
    queryFn: async ({ signal }) => {
      try {
        return (await fetchAvailableOpponents(team1Id!, groupId, signal)) ?? [];
      } catch (error) {
        // Team 2 falls back to the group's teams; the organiser is told the list may be too wide.
        console.error('Failed to load available opponents', error);
        toast.error(text.teamsLoadFailed);
        return undefined;
      }
    },
    enabled: team1Id !== null,
    staleTime: 0,
  });

  const submit = async () => {
    const found = validateSchedule(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    if (!(await onSave(values, editing))) setSubmitting(false);
  };

  const choices = team2Choices(groupTeams, team1Id, opponents.data);
  const noOpponents = team1Id !== null && opponents.data !== undefined && opponents.data.length === 0;

  return (
    <FormDialog
      open
      title={editing ? text.editTitle : text.addTitle}
      submitLabel={editing ? 'Update' : 'Create'}
      submitting={submitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <SearchPicker
        label="Team 1"
        required
        selected={values.team1}
        onSelect={(option) => {
          set('team1', option);
          // A new team 1 may not meet the old team 2.
          if (!option || option.id === values.team2?.id) set('team2', null);
        }}
        search={async (query) => filterTeams(groupTeams, query)}
        error={errors.team1}
      />
      <SearchPicker
        label="Team 2"
        required
        disabled={values.team1 === null}
        selected={values.team2}
        onSelect={(option) => set('team2', option)}
        search={async (query) => filterTeams(choices, query)}
        excludeIds={team1Id === null ? [] : [team1Id]}
        error={errors.team2}
        hint={values.team1 === null ? 'Choose Team 1 first.' : undefined}
      />
      {noOpponents ? (
        <p className="warning-box" role="status">
          {text.noOpponents}
        </p>
      ) : null}
      <AvailableSlots
        round={roundRef}
        team1Id={team1Id}
        team2Id={values.team2?.id ?? null}
        onPick={(courtNumber, startTime) => {
          set('courtNumber', courtNumber);
          set('startTime', startTime);
        }}
      />
      <div className="form-row">
        <SelectField
          label="Court"
          required
          value={values.courtNumber}
          placeholder="Select a court"
          options={courtChoices(round).map((court) => ({ value: court, label: `Court ${court}` }))}
          error={errors.courtNumber}
          onValueChange={(value) => set('courtNumber', value)}
        />
        <SelectField
          label="Start time"
          required
          value={values.startTime}
          placeholder="Select a start time"
          options={hourChoices(round).map((hour) => ({ value: hour, label: formatHour(hour) }))}
          error={errors.startTime}
          onValueChange={(value) => set('startTime', value)}
        />
      </div>
    </FormDialog>
  );
}
