import type { z } from 'zod';
import { groupInput, type Group } from '@/shared/schemas/group';
import { filledText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

export const groupFormSchema = groupInput.extend({ name: filledText(() => t('admin.groups.nameRequired'), groupInput.shape.name) });
export type GroupFormValues = z.input<typeof groupFormSchema>;

export const emptyGroup = (): GroupFormValues => ({ name: '' });
export const groupToForm = (group: Group): GroupFormValues => ({ name: group.name });
