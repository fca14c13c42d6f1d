import { z } from 'zod';
import { dateOfBirth, playerEmail, playerInput, playerLevel, playerPhone, type StaffPlayer } from '@/shared/schemas/player';
import { formatDecimal } from '@/client/i18n/format';
import { filledText, type LazyMessage } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/**
 * An optional box: left empty it is "not given" (null); filled, the shared rule checks it, with the
 * form's own words for a breach (the shared ones are the API's, in English).
 */
const optionalByRule = (rule: z.ZodType, message: LazyMessage) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || rule.safeParse(value).success, { error: message })
    .transform((value) => (value === '' ? null : value));

/** "3,5" or "3.5" as the number it writes; anything else is not a number. */
const levelNumber = (text: string): number => (/^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN);

/**
 * The starting level (docs/ratings.md): empty is none (null), else a level of the 0.0–7.0 scale,
 * written with a comma or a point.
 */
const startingLevelBox = z
  .string()
  .trim()
  .refine((value) => value === '' || playerLevel.safeParse(levelNumber(value)).success, {
    error: () => t('admin.players.startingLevelInvalid'),
  })
  .transform((value) => (value === '' ? null : levelNumber(value)));

/**
 * The shared player rules (the form has no status), with the form's messages. The date of birth,
 * email and phone are optional and staff-only: public answers never carry them (docs/roles.md).
 */
export const playerFormSchema = z.object({
  firstName: filledText(() => t('admin.players.firstNameRequired'), playerInput.shape.firstName),
  lastName: filledText(() => t('admin.players.lastNameRequired'), playerInput.shape.lastName),
  dob: optionalByRule(dateOfBirth, () => t('admin.players.dobInvalid')),
  email: optionalByRule(playerEmail, () => t('admin.players.emailInvalid')),
  phone: optionalByRule(playerPhone, () => t('admin.players.phoneInvalid')),
  startingLevel: startingLevelBox,
});
export type PlayerFormValues = z.input<typeof playerFormSchema>;
export type PlayerFormOutput = z.output<typeof playerFormSchema>;

export const emptyPlayer = (): PlayerFormValues => ({ firstName: '', lastName: '', dob: '', email: '', phone: '', startingLevel: '' });
export const playerToForm = (player: StaffPlayer): PlayerFormValues => ({
  firstName: player.firstName,
  lastName: player.lastName,
  dob: player.dob ?? '',
  email: player.email ?? '',
  phone: player.phone ?? '',
  startingLevel: typeof player.startingLevel === 'number' ? formatDecimal(player.startingLevel) : '',
});
