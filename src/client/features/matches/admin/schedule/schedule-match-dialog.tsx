import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { formatStart } from '@/client/i18n/format-start';
import type { Round } from '@/shared/schemas/round';
import type { Team } from '@/shared/schemas/team';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { useToast } from '@/client/components/ui/toast';
import { filterTeams } from '@/client/components/admin/catalog';
import { FormDialog } from '@/client/components/admin/form-dialog';
import { FormSelectField } from '@/client/components/admin/form-fields';
import { courtChoices, startChoices } from '@/client/components/admin/round-slots';
import { fetchAvailableOpponents, type RoundRef } from './api';
import { AvailableSlots } from './available-slots';
import styles from './schedule-section.module.css';
import { emptySchedule, scheduleFormSchema, scheduleToForm, team2Choices, type ScheduleEntry, type ScheduleFormValues } from './schedule-form';
import { t } from '@/client/i18n/i18n';
import { teamApi } from '@/client/features/teams/queries';

type ScheduleOutput = z.output<typeof scheduleFormSchema>;

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
  const form = useForm<ScheduleFormValues, unknown, ScheduleOutput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: editing ? scheduleToForm(editing) : emptySchedule(),
  });
  const [team1, team2] = useWatch({ control: form.control, name: ['team1', 'team2'] });
  const team1Id = team1?.id ?? null;
  const toast = useToast();

  const opponents = useQuery({
    queryKey: teamApi.admin.key.availableOpponents(team1Id, groupId),
    queryFn: async ({ signal }) => {
      try {
        return (await fetchAvailableOpponents(team1Id!, groupId, signal)) ?? [];
      } catch (error) {
        // A new Team 1 before the answer came: not a failure.
        if (signal.aborted) throw error;
        // Team 2 falls back to the group's teams; the organiser is told the list may be too wide.
        console.error('Failed to load available opponents', error);
        toast.error(t('admin.schedule.teamsLoadFailed'));
        return undefined;
      }
    },
    enabled: team1Id !== null,
    staleTime: 0,
  });

  const submit = form.handleSubmit(async (values) => {
    // Still submitting once saved: the dialog is closing.
    if (!(await onSave(values, editing))) form.reset(values, { keepDirty: true });
  });

  const choices = team2Choices(groupTeams, team1Id, opponents.data);
  const noOpponents = team1Id !== null && opponents.data !== undefined && opponents.data.length === 0;
  const pick = (field: 'courtNumber' | 'startMinutes', value: number) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  return (
    <FormDialog
      open
      title={editing ? t('admin.schedule.editTitle') : t('admin.schedule.addTitle')}
      submitLabel={editing ? t('admin.update') : t('admin.create')}
      submitting={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TeamPicker
        control={form.control}
        name="team1"
        label={t('admin.field.team1')}
        search={async (query) => filterTeams(groupTeams, query)}
        onPicked={(option) => {
          // A new team 1 may not meet the old team 2.
          if (!option || option.id === form.getValues('team2')?.id) form.setValue('team2', null);
        }}
      />
      <TeamPicker
        control={form.control}
        name="team2"
        label={t('admin.field.team2')}
        disabled={team1 === null}
        search={async (query) => filterTeams(choices, query)}
        excludeIds={team1Id === null ? [] : [team1Id]}
        hint={team1 === null ? 'Choose Team 1 first.' : undefined}
      />
      {noOpponents ? (
        <p className={`${styles.warning} ${styles.strong}`} role="status">
          {t('admin.schedule.noOpponents')}
        </p>
      ) : null}
      <AvailableSlots
        round={roundRef}
        team1Id={team1Id}
        team2Id={team2?.id ?? null}
        onPick={(courtNumber, startMinutes) => {
          pick('courtNumber', courtNumber);
          pick('startMinutes', startMinutes);
        }}
      />
      <div className={styles.row}>
        <FormSelectField<ScheduleFormValues, ScheduleOutput, number>
          control={form.control}
          name="courtNumber"
          label={t('admin.field.court')}
          required
          placeholder={t('admin.field.selectCourt')}
          options={courtChoices(round).map((court) => ({ value: court, label: t('admin.field.courtOption', { court }) }))}
        />
        <FormSelectField<ScheduleFormValues, ScheduleOutput, number>
          control={form.control}
          name="startMinutes"
          label={t('admin.field.startTime')}
          required
          placeholder={t('admin.field.selectStartTime')}
          options={startChoices(round).map((start) => ({ value: start, label: formatStart(start) }))}
        />
      </div>
    </FormDialog>
  );
}

interface TeamPickerProps {
  control: Control<ScheduleFormValues, unknown, ScheduleOutput>;
  name: 'team1' | 'team2';
  label: string;
  search: (query: string) => Promise<PickerOption[]>;
  excludeIds?: readonly number[];
  disabled?: boolean;
  hint?: string;
  onPicked?: (option: PickerOption | null) => void;
}

function TeamPicker({ control, name, label, search, excludeIds, disabled, hint, onPicked }: TeamPickerProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SearchPicker
      label={label}
      required
      disabled={disabled}
      selected={field.value}
      onSelect={(option) => {
        field.onChange(option);
        onPicked?.(option);
      }}
      search={search}
      excludeIds={excludeIds}
      error={fieldState.error?.message}
      hint={hint}
    />
  );
}
