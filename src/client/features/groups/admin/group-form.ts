import type { z } from 'zod';
import { groupInput, type Group } from '@/shared/schemas/group';
import { filledText } from '@/client/components/admin/form-rules';
import { groupMessages } from './messages';

export const groupFormSchema = groupInput.extend({ name: filledText(() => groupMessages.nameRequired, groupInput.shape.name) });
export type GroupFormValues = z.input<typeof groupFormSchema>;

export const emptyGroup = (): GroupFormValues => ({ name: '' });
export const groupToForm = (group: Group): GroupFormValues => ({ name: group.name });
