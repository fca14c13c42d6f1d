import type { Group, GroupInput } from '../../../../shared/schemas/group';
import type { FormErrors } from '../shared/use-entity-editor';
import { groupMessages } from './messages';

export interface GroupFormValues {
  name: string;
}

export const emptyGroup = (): GroupFormValues => ({ name: '' });
export const groupToForm = (group: Group): GroupFormValues => ({ name: group.name });

/** SPEC.md §5: a group needs a name. */
export const validateGroup = (values: GroupFormValues): FormErrors<GroupFormValues> => ({
  name: values.name.trim() ? undefined : groupMessages.nameRequired,
});

export const groupPayload = (values: GroupFormValues): GroupInput => ({ name: values.name.trim() });
