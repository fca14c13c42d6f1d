import type { Club, ClubInput } from '../../../../shared/schemas/club';
import type { FormErrors } from '../shared/use-entity-editor';
import { clubMessages } from './messages';

export interface ClubFormValues {
  name: string;
  description: string;
  rules: string;
}

export const emptyClub = (): ClubFormValues => ({ name: '', description: '', rules: '' });
export const clubToForm = (club: Club): ClubFormValues => ({ name: club.name, description: club.description ?? '', rules: club.rules ?? '' });

/** SPEC.md §5: a club needs a name. */
export const validateClub = (values: ClubFormValues): FormErrors<ClubFormValues> => ({
  name: values.name.trim() ? undefined : clubMessages.nameRequired,
});

export const clubPayload = (values: ClubFormValues): ClubInput => ({
  name: values.name.trim(),
  description: values.description,
  rules: values.rules,
});
