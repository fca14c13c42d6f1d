import type { Player, PlayerInput } from '../../../../shared/schemas/player';
import type { FormErrors } from '../shared/use-entity-editor';
import { playerMessages } from './messages';

export interface PlayerFormValues {
  firstName: string;
  lastName: string;
  dob: string;
}

export const emptyPlayer = (): PlayerFormValues => ({ firstName: '', lastName: '', dob: '' });
export const playerToForm = (player: Player): PlayerFormValues => ({ firstName: player.firstName, lastName: player.lastName, dob: player.dob });

/** SPEC.md §5: first name, last name and date of birth are required. */
export function validatePlayer(values: PlayerFormValues): FormErrors<PlayerFormValues> {
  return {
    firstName: values.firstName.trim() ? undefined : playerMessages.firstNameRequired,
    lastName: values.lastName.trim() ? undefined : playerMessages.lastNameRequired,
    dob: values.dob ? undefined : playerMessages.dobRequired,
  };
}

export const playerPayload = (values: PlayerFormValues): PlayerInput => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  dob: values.dob,
});
