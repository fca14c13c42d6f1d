import { z } from 'zod';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { pickerOption } from '../results/match-form';
import { t } from '@/client/i18n/i18n';

/** A row of the schedule table: a saved match (id) or a proposal held on screen (no id). */
export interface ScheduleEntry {
  key: string;
  id: number | null;
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team2Name: string;
  /** The match's group (a proposal's too); absent on entries kept before it was shown. */
  groupId?: number | null;
  courtNumber: number | null;
  /** The start in minutes after midnight (1170 = 19:30). */
  startMinutes: number | null;
  version?: number;
}

export interface ScheduleFormValues {
  team1: PickerOption | null;
  team2: PickerOption | null;
  courtNumber: number | null;
  /** One of the round's starts, in minutes after midnight. */
  startMinutes: number | null;
}

export const emptySchedule = (): ScheduleFormValues => ({
  team1: null,
  team2: null,
  courtNumber: null,
  startMinutes: null,
});

export const scheduleToForm = (entry: ScheduleEntry): ScheduleFormValues => ({
  team1: { id: entry.team1Id, label: entry.team1Name },
  team2: { id: entry.team2Id, label: entry.team2Name },
  courtNumber: entry.courtNumber,
  startMinutes: entry.startMinutes,
});

export type ScheduleFormErrors = Partial<Record<keyof ScheduleFormValues, string>>;

/** docs/rules.md, "Scheduling": in the order the organiser fills the form; {} when nothing is wrong. */
export function validateSchedule(values: ScheduleFormValues): ScheduleFormErrors {
  const errors: ScheduleFormErrors = {
    team1: values.team1 ? undefined : t('admin.schedule.team1Required'),
    team2: values.team2 && values.team2.id !== values.team1?.id ? undefined : t('admin.schedule.team2Required'),
    courtNumber: values.courtNumber !== null ? undefined : t('admin.schedule.courtRequired'),
    startMinutes: values.startMinutes !== null ? undefined : t('admin.schedule.startTimeRequired'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The Add/Edit Match form for react-hook-form (zodResolver): its shape, checked by validateSchedule. */
export const scheduleFormSchema = z
  .object({
    team1: pickerOption,
    team2: pickerOption,
    courtNumber: z.number().int().nullable(),
    startMinutes: z.number().int().nullable(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateSchedule(values))) ctx.addIssue({ code: 'custom', path: [field], message });
  });

/**
 * Team 2's choices: never team 1, and only the available opponents when the server returned some
 * (docs/rules.md, "Scheduling"). An empty answer warns instead, and leaves the group's teams to
 * choose from: a rematch added by hand is allowed.
 */
export function team2Choices<T extends { id: number }>(groupTeams: readonly T[], team1Id: number | null, opponents: readonly T[] | undefined): T[] {
  const source = opponents && opponents.length > 0 ? opponents : groupTeams;
  return source.filter((team) => team.id !== team1Id);
}
