import { useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { serverReason } from './load';
import { useRefreshAfterWrite } from './use-admin-write';

/** What useEntityEditor answers: the state and actions of one section's modal. */
export type EntityEditor<E, V> = ReturnType<typeof useEntityEditor<E, V>>;

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

export interface EntityEditorOptions<E, V> {
  empty: () => V;
  fromEntity: (entity: E) => V;
  validate: (values: V) => FormErrors<V>;
  /** Creates when `editing` is null, else updates it. */
  save: (values: V, editing: E | null) => Promise<unknown>;
  remove: (entity: E) => Promise<unknown>;
  messages: { saveFailed: string; deleteFailed: string; confirmDelete: string };
}

/**
 * The create / edit / delete cycle every list section shares: the modal's values and errors,
 * validation before sending, the SPEC.md alert on failure, and the delete confirmation.
 */
export function useEntityEditor<E, V>(options: EntityEditorOptions<E, V>) {
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useRefreshAfterWrite();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<E | null>(null);
  const [values, setValues] = useState<V>(options.empty);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);

  const openWith = (entity: E | null) => {
    setEditing(entity);
    setValues(entity ? options.fromEntity(entity) : options.empty());
    setErrors({});
    setOpen(true);
  };

  const setField = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The message goes as soon as the field is touched again; it comes back on the next submit.
    setErrors((current) => (current[key as keyof V & string] ? { ...current, [key]: undefined } : current));
  };

  const submit = async () => {
    const found = options.validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await options.save(values, editing);
      setOpen(false);
      await refresh();
    } catch (error) {
      console.error(options.messages.saveFailed, error);
      toast.error(options.messages.saveFailed, serverReason(error));
    } finally {
      setSubmitting(false);
    }
  };

  const requestDelete = async (entity: E) => {
    if (!(await confirm(options.messages.confirmDelete))) return;
    try {
      await options.remove(entity);
      await refresh();
    } catch (error) {
      console.error(options.messages.deleteFailed, error);
      toast.error(options.messages.deleteFailed, serverReason(error));
    }
  };

  return {
    open,
    editing,
    values,
    errors,
    submitting,
    setField,
    submit,
    close: () => setOpen(false),
    openCreate: () => openWith(null),
    openEdit: (entity: E) => openWith(entity),
    requestDelete,
  };
}
