import { z } from 'zod';
import { teamUnavailabilityInput, type TeamUnavailability } from '@/shared/schemas/scheduling';
import { pickedOption, sharedInput } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/** A chosen team and its hours, sent sorted, on the shared unavailability rules. */
export const unavailabilityFormSchema = z
  .object({
    team: pickedOption(() => t('admin.unavailability.teamRequired')),
    unavailableHours: z.array(z.number()),
  })
  .transform(({ team, unavailableHours }) => ({ teamId: team.id, unavailableHours: [...unavailableHours].sort((a, b) => a - b) }))
  .pipe(sharedInput<{ teamId: number; unavailableHours: number[] }, typeof teamUnavailabilityInput>(teamUnavailabilityInput));
export type UnavailabilityFormValues = z.input<typeof unavailabilityFormSchema>;

export const emptyUnavailability = (): UnavailabilityFormValues => ({ team: null, unavailableHours: [] });
export const unavailabilityToForm = (entry: TeamUnavailability): UnavailabilityFormValues => ({
  team: { id: entry.teamId, label: entry.teamName },
  unavailableHours: [...entry.unavailableHours].sort((a, b) => a - b),
});
