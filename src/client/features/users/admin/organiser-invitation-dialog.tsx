import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type { Club } from '@/shared/schemas/club';
import { organiserInvitationInput, type Invitation } from '@/shared/schemas/reports';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { refusalClassName } from '@/client/components/ui/refusal';
import { apiRequest } from '@/client/lib/api-client';
import { userApi } from './queries';
import { formatInstant } from '@/client/i18n/format';
import { InvitationLinks } from '@/client/components/admin/invitation-links';
import { reasonOf } from '@/client/components/admin/load';
import { t } from '@/client/i18n/i18n';
import { ClubChoice } from './club-choice';
import styles from './organiser-invitation-dialog.module.css';

/** The clubs the new organiser will run: at least one, as the server's own rule says. */
const organiserInvitationForm = z.object({
  clubIds: z
    .array(z.number())
    .min(1, { error: () => t('admin.users.clubsRequired') })
    .superRefine((ids, context) => {
      const rule = organiserInvitationInput.shape.clubIds.safeParse(ids);
      if (!rule.success) context.addIssue({ code: 'custom', message: t('admin.users.clubsRequired') });
    }),
});
type OrganiserInvitationValues = z.input<typeof organiserInvitationForm>;

/** POST /v1/admin/users/invitations: a one-time link that makes an organiser's account for these clubs. */
const createOrganiserInvitation = (clubIds: number[]) =>
  apiRequest<Invitation>(userApi.admin.path.invitations(), { method: 'POST', body: { clubIds } });

/**
 * Invite an organiser by link, as players are invited: the administrator chooses the clubs, gets
 * the link to send, and the organiser chooses their own username and password with it
 * (docs/roles.md, "Organisers by invitation"). No password is typed for them.
 */
export function OrganiserInvitationDialog({
  clubs,
  onClose,
}: {
  clubs: readonly Pick<Club, 'id' | 'name'>[];
  onClose: () => void;
}) {
  const invite = useMutation({ mutationFn: createOrganiserInvitation });
  const form = useForm<OrganiserInvitationValues, unknown, z.output<typeof organiserInvitationForm>>({
    resolver: zodResolver(organiserInvitationForm),
    defaultValues: { clubIds: [] },
  });
  const submit = form.handleSubmit((values) => invite.mutate(values.clubIds));
  const clubNames = (ids: readonly number[]) =>
    ids.map((id) => clubs.find((club) => club.id === id)?.name ?? `#${id}`).join(', ');

  if (invite.data) {
    const names = clubNames(invite.variables ?? []);
    return (
      <Dialog
        open
        title={t('admin.users.inviteTitle')}
        onClose={onClose}
        footer={
          <Button variant="secondary" onClick={onClose}>
            {t('admin.invite.done')}
          </Button>
        }
      >
        <div className={styles.body}>
          <p className={styles.intro}>{t('admin.users.inviteLinkIntro', { clubs: names })}</p>
          <InvitationLinks
            links={[{ key: 'organiser', name: names, url: invite.data.url }]}
            shareTitle={t('admin.users.inviteTitle')}
          />
          <p className={styles.expiry}>
            {t('admin.users.inviteValidUntil', { date: formatInstant(Date.parse(invite.data.expiresAt)) })}
          </p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title={t('admin.users.inviteTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="organiser-invitation"
            disabled={invite.isPending}
            aria-busy={invite.isPending || undefined}
          >
            {t('admin.users.inviteMake')}
          </Button>
        </>
      }
    >
      <form id="organiser-invitation" className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('admin.users.inviteIntro')}</p>
        {invite.isError ? (
          <p className={refusalClassName()} role="alert">
            {t('admin.invite.failed', { reason: reasonOf(invite.error) })}
          </p>
        ) : null}
        <ClubChoice control={form.control} name="clubIds" label={t('admin.users.clubs')} clubs={clubs} />
      </form>
    </Dialog>
  );
}
