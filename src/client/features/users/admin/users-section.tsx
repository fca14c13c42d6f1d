import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import type { User } from '@/shared/schemas/users';
import { catalog } from '@/client/components/admin/catalog';
import { CrudSection } from '@/client/components/admin/crud-section';
import { FormTextField } from '@/client/components/admin/form-fields';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { ClubChoice } from './club-choice';
import { useCreateUser, useDeleteUser, useUpdateUser, usersQuery } from './mutations';
import { emptyUser, toUserInput, toUserUpdate, userFormSchema, userToForm } from './user-form';
import { t } from '@/client/i18n/i18n';

// The invitation form loads when the administrator asks for it.
const OrganiserInvitationDialog = lazy(() =>
  import('./organiser-invitation-dialog').then(({ OrganiserInvitationDialog }) => ({
    default: OrganiserInvitationDialog,
  })),
);

/**
 * The organisers of the tour (docs/roles.md): the administrator invites them by link (they choose
 * their own username and password), or, second, creates one with a password; gives and takes their
 * clubs, and deletes them. Administrator accounts come from the command line and are not listed.
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
      editing
        ? updateUser.mutateAsync({ userId: editing.id, input: toUserUpdate(values) })
        : createUser.mutateAsync(toUserInput(values)),
    remove: (user) => deleteUser.mutateAsync(user.id),
    messages: {
      saveFailed: t('admin.users.saveFailed'),
      deleteFailed: t('admin.users.deleteFailed'),
      confirmDelete: t('admin.users.confirmDelete'),
    },
  });
  const { control } = editor;
  const clubName = new Map((clubs.data ?? []).map((club) => [club.id, club.name]));
  const organisers = (users.data ?? []).filter((user) => user.role === 'organiser');
  const [inviting, setInviting] = useState(false);

  return (
    <CrudSection<User>
      text={{
        title: t('admin.users.title'),
        create: t('admin.users.create'),
        createTitle: t('admin.users.createTitle'),
        editTitle: t('admin.users.editTitle'),
      }}
      editor={editor}
      noun={t('admin.users.noun')}
      labelOf={(user) => user.username}
      rows={organisers}
      loading={users.isPending}
      rowKey={(user) => user.id}
      empty={users.isError ? t('admin.users.loadFailed') : t('admin.users.empty')}
      createDisabled={!clubs.data?.length}
      createVariant="secondary"
      extraActions={
        <Button variant="primary" disabled={!clubs.data?.length} onClick={() => setInviting(true)}>
          {t('admin.users.invite')}
        </Button>
      }
      columns={[
        { header: t('admin.users.username'), cell: (user) => user.username },
        {
          header: t('admin.users.clubs'),
          cell: (user) => user.clubIds.map((id) => clubName.get(id) ?? `#${id}`).join(', ') || '-',
        },
      ]}
      form={
        <>
          <FormTextField
            control={control}
            name="username"
            label={t('admin.users.username')}
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="password"
            label={t('admin.users.password')}
            type="password"
            autoComplete="new-password"
            hint={editor.editing ? t('admin.users.passwordHint') : undefined}
            required={!editor.editing}
          />
          <ClubChoice control={control} name="clubIds" label={t('admin.users.clubs')} clubs={clubs.data ?? []} />
        </>
      }
    >
      {inviting ? (
        <Suspense fallback={null}>
          <OrganiserInvitationDialog clubs={clubs.data ?? []} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </CrudSection>
  );
}
