import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { joinInput, type InvitationPreview } from '@/shared/schemas/reports';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage, isNotFound } from '@/client/components/layout/missing-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { Button, buttonClassName } from '@/client/components/ui/button';
import { StatusMessage } from '@/client/components/ui/status-message';
import { ApiError } from '@/client/lib/api-client';
import { validUntilText } from '../messages';
import { useJoin } from '../mutations';
import { invitationQuery } from '../queries';
import styles from './auth-card.module.css';
import {
  AccountCard,
  AccountCredentials,
  CreateAccountButton,
  accountRefusal,
  addCredentialIssues,
} from './account-form';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/join/$token');

/**
 * The server's own schema (joinInput: the username and password rules) checks the form, its
 * problems worded for the player. The token is the address's; the form holds what the player types.
 */
const joinFormSchema = z.object({ username: z.string(), password: z.string() }).superRefine((values, ctx) => {
  const checked = joinInput.safeParse({ token: 'checked-by-the-server', ...values });
  if (!checked.success) addCredentialIssues(checked.error.issues, values, ctx);
});
type JoinValues = z.input<typeof joinFormSchema>;

/**
 * /join/<token>: "Join as <player>" (or, an organiser's link, "You are invited to organise <clubs>"),
 * a username and a password, then the player's own page or the dashboard.
 */
export function JoinPage() {
  const { token } = route.useParams();
  const invitation = useQuery(invitationQuery(token));
  useDocumentTitle(invitation.data ? joinTitle(invitation.data) : t('me.join.invalidTitle'));

  if (invitation.isPending) {
    return (
      <PublicPage>
        <StatusMessage tone="loading" title={t('me.join.loading')} />
      </PublicPage>
    );
  }
  // Used, expired or never made: the server answers 404 for all three, and so does this page.
  if (isNotFound(invitation.error) || (invitation.error instanceof ApiError && invitation.error.status < 500)) {
    return (
      <MissingPage
        reason="not-found"
        title={t('me.join.invalidTitle')}
        body={t('me.join.invalidBody')}
        action={
          <Link to="/login" className={buttonClassName('primary')}>
            {t('me.join.toSignIn')}
          </Link>
        }
      />
    );
  }
  if (invitation.isError) {
    return (
      <PublicPage>
        <StatusMessage
          tone="error"
          title={t('me.join.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void invitation.refetch()}>
              {t('me.join.retry')}
            </Button>
          }
        />
      </PublicPage>
    );
  }
  return <JoinForm token={token} preview={invitation.data} />;
}

/** Whom the link is for: the player's name, or (an organiser's link) the clubs they will run. */
const joinName = (preview: InvitationPreview): string =>
  preview.role === 'player' ? preview.playerName : preview.clubNames.join(', ');

/** "Join as Ana Díaz", or "You are invited to organise Club Padel Norte". */
const joinTitle = (preview: InvitationPreview): string =>
  preview.role === 'player'
    ? t('me.join.title', { name: preview.playerName })
    : t('me.join.organiserTitle', { clubs: joinName(preview) });

function JoinForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { expiresAt } = preview;
  const navigate = useNavigate();
  const join = useJoin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<JoinValues, unknown, z.output<typeof joinFormSchema>>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const role = await join.mutateAsync({ token, username: values.username.trim(), password: values.password });
      // An organiser lands in the dashboard, signed in; a player on their own page.
      if (role === 'player') await navigate({ to: '/me', replace: true });
      else await navigate({ to: '/admin/overview', replace: true });
    } catch (error) {
      const refusal = accountRefusal(error);
      if (refusal.field) form.setError(refusal.field, { message: refusal.text }, { shouldFocus: true });
      else setFailure(refusal.text);
    }
  });

  return (
    <AccountCard
      titleId="join-title"
      title={joinTitle(preview)}
      intro={preview.role === 'player' ? t('me.join.intro') : t('me.join.organiserIntro')}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <AccountCredentials
        username={{ ...form.register('username'), error: errors.username?.message }}
        password={{ ...form.register('password'), error: errors.password?.message }}
      />
      <CreateAccountButton busy={isSubmitting} />
      <p className={styles.note}>{validUntilText(expiresAt)}</p>
    </AccountCard>
  );
}
