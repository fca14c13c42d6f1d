import type { TeamUnavailability, TeamUnavailabilityInput } from '../../../../shared/schemas/scheduling';
import type { PickerOption } from '../../../components/ui/search-picker';
import type { FormErrors } from '../shared/use-entity-editor';
import { unavailabilityMessages } from './messages';

export interface UnavailabilityFormValues {
  team: PickerOption | null;
  unavailableHours: number[];
}

export const emptyUnavailability = (): UnavailabilityFormValues => ({ team: null, unavailableHours: [] });
export const unavailabilityToForm = (entry: TeamUnavailability): UnavailabilityFormValues => ({
  team: { id: entry.teamId, label: entry.teamName },
  unavailableHours: [...entry.unavailableHours].sort((a, b) => a - b),
});

/** SPEC.md §5: a team must be chosen before saving. */
export const validateUnavailability = (values: UnavailabilityFormValues): FormErrors<UnavailabilityFormValues> => ({
  team: values.team ? undefined : unavailabilityMessages.teamRequired,
});

export const unavailabilityPayload = (values: UnavailabilityFormValues): TeamUnavailabilityInput => ({
  teamId: values.team!.id,
  unavailableHours: [...values.unavailableHours].sort((a, b) => a - b),
});
