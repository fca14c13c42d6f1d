import type { z } from 'zod';
import { clubInput, type Club } from '@/shared/schemas/club';
import { filledText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/** The shared club rules, with the form's message for a missing name. */
export const clubFormSchema = clubInput.extend({ name: filledText(() => t('admin.clubs.nameRequired'), clubInput.shape.name) });
export type ClubFormValues = z.input<typeof clubFormSchema>;

export const emptyClub = (): ClubFormValues => ({ name: '', description: '', rules: '' });
export const clubToForm = (club: Club): ClubFormValues => ({ name: club.name, description: club.description ?? '', rules: club.rules ?? '' });
