import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useConfirm } from '@/client/components/ui/confirm-dialog';
import { useToast } from '@/client/components/ui/toast';
import { serverReason } from './load';

/** What useEntityEditor answers: one section's form and the state of its modal. */
export type EntityEditor<E, Schema extends FormSchema> = ReturnType<typeof useEntityEditor<E, Schema>>;

/** A form's zod schema: its input is what the fields hold, its output what the API takes. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

export interface EntityEditorOptions<E, Schema extends FormSchema> {
  schema: Schema;
  empty: () => z.input<Schema>;
  fromEntity: (entity: E) => z.input<Schema>;
  /** Creates when `editing` is null, else updates it: a create or update mutation. */
  save: (values: z.output<Schema>, editing: E | null) => Promise<unknown>;
  /** The delete mutation. */
  remove: (entity: E) => Promise<unknown>;
  messages: { saveFailed: string; deleteFailed: string; confirmDelete: string };
}

/**
 * What react-hook-form leaves to each list section: which entity the modal edits, closing it once
 * the save succeeded, the fixed failure text as a toast (with the server's reason), and the
 * confirmation before a delete. Validation is the schema's (docs/rules.md, "Admin dashboard").
 */
export function useEntityEditor<E, Schema extends FormSchema>(options: EntityEditorOptions<E, Schema>) {
  const toast = useToast();
  const confirm = useConfirm();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(options.schema as never),
    defaultValues: options.empty() as DefaultValues<z.input<Schema>>,
  });
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<E | null>(null);

  const openWith = (entity: E | null) => {
    setEditing(entity);
    form.reset(entity ? options.fromEntity(entity) : options.empty());
    setOpen(true);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await options.save(values, editing);
      setOpen(false);
    } catch (error) {
      console.error(options.messages.saveFailed, error);
      toast.error(options.messages.saveFailed, serverReason(error));
    }
  });

  const requestDelete = async (entity: E) => {
    if (!(await confirm(options.messages.confirmDelete))) return;
    try {
      await options.remove(entity);
    } catch (error) {
      console.error(options.messages.deleteFailed, error);
      toast.error(options.messages.deleteFailed, serverReason(error));
    }
  };

  return {
    form,
    control: form.control,
    open,
    editing,
    submitting: form.formState.isSubmitting,
    submit,
    close: () => setOpen(false),
    openCreate: () => openWith(null),
    openEdit: (entity: E) => openWith(entity),
    requestDelete,
  };
}
