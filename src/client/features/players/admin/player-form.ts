import type { z } from 'zod';
import { dateOfBirth, playerInput, type StaffPlayer } from '@/shared/schemas/player';
import { filledText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/** The shared player rules (the form has no status), with the form's messages for empty fields. */
export const playerFormSchema = playerInput.omit({ status: true }).extend({
  firstName: filledText(() => t('admin.players.firstNameRequired'), playerInput.shape.firstName),
  lastName: filledText(() => t('admin.players.lastNameRequired'), playerInput.shape.lastName),
  dob: filledText(() => t('admin.players.dobRequired'), dateOfBirth),
});
export type PlayerFormValues = z.input<typeof playerFormSchema>;
export type PlayerFormOutput = z.output<typeof playerFormSchema>;

export const emptyPlayer = (): PlayerFormValues => ({ firstName: '', lastName: '', dob: '' });
export const playerToForm = (player: StaffPlayer): PlayerFormValues => ({ firstName: player.firstName, lastName: player.lastName, dob: player.dob ?? '' });
