import { useQuery } from '@tanstack/react-query';
import type { User } from '@/shared/schemas/users';
import { catalog } from '@/client/components/admin/catalog';
import { CrudSection } from '@/client/components/admin/crud-section';
import { FormTextField } from '@/client/components/admin/form-fields';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { ClubChoice } from './club-choice';
import { userMessages as text } from './messages';
import { useCreateUser, useDeleteUser, useUpdateUser, usersQuery } from './mutations';
import { emptyUser, toUserInput, toUserUpdate, userFormSchema, userToForm } from './user-form';

/**
 * The organisers of the tour (docs/roles.md): the administrator creates them, gives and takes
 * their clubs, and deletes them. Administrator accounts come from the command line and are not listed.
 */
export function UsersSection() {
  const users = useQuery(usersQuery());
  const clubs = useQuery(catalog.clubs());
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const editor = useEntityEditor<User, typeof userFormSchema>({
    schema: userFormSchema,
    empty: emptyUser,
    fromEntity: userToForm,
    save: (values, editing) =>
      editing ? updateUser.mutateAsync({ userId: editing.id, input: toUserUpdate(values) }) : createUser.mutateAsync(toUserInput(values)),
    remove: (user) => deleteUser.mutateAsync(user.id),
    messages: text,
  });
  const { control } = editor;
  const clubName = new Map((clubs.data ?? []).map((club) => [club.id, club.name]));
  const organisers = (users.data ?? []).filter((user) => user.role === 'organiser');

  return (
    <CrudSection<User>
      text={text}
      editor={editor}
      noun={text.noun}
      labelOf={(user) => user.username}
      rows={organisers}
      loading={users.isPending}
      rowKey={(user) => user.id}
      empty={users.isError ? text.loadFailed : text.empty}
      createDisabled={!clubs.data?.length}
      columns={[
        { header: text.username, cell: (user) => user.username },
        { header: text.clubs, cell: (user) => user.clubIds.map((id) => clubName.get(id) ?? `#${id}`).join(', ') || '-' },
      ]}
      form={
        <>
          <FormTextField control={control} name="username" label={text.username} required autoComplete="off" />
          <FormTextField
            control={control}
            name="password"
            label={text.password}
            type="password"
            autoComplete="new-password"
            hint={editor.editing ? text.passwordHint : undefined}
            required={!editor.editing}
          />
          <ClubChoice control={control} name="clubIds" label={text.clubs} clubs={clubs.data ?? []} />
        </>
      }
    />
  );
}
