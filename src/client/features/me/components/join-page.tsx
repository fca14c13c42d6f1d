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
import { TextField } from '@/client/components/ui/field';
import { StatusMessage } from '@/client/components/ui/status-message';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { passwordTooShortText, validUntilText } from '../messages';
import { useJoin } from '../mutations';
import { invitationQuery } from '../queries';
import styles from './auth-card.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/join/$token');

/**
 * The server's own schema (joinInput: the username and password rules) checks the form, its
 * problems worded for the player. The token is the address's; the form holds what the player types.
 */
const joinFormSchema = z.object({ username: z.string(), password: z.string() }).superRefine((values, ctx) => {
  const checked = joinInput.safeParse({ token: 'checked-by-the-server', ...values });
  if (checked.success) return;
  const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
  if (fields.has('username')) {
    ctx.addIssue({
      code: 'custom',
      path: ['username'],
      message: values.username.trim() === '' ? t('me.login.usernameRequired') : t('me.join.usernameInvalid'),
    });
  }
  if (fields.has('password')) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordTooShortText() });
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
      const reason =
        error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : t('me.join.loadFailed');
      setFailure(t('me.join.failed', { reason: reason }));
    }
  });

  return (
    <PublicPage>
      <form className={styles.card} noValidate aria-labelledby="join-title" onSubmit={(event) => void submit(event)}>
        <h1 id="join-title" className={styles.title}>
          {joinTitle(preview)}
        </h1>
        <p className={styles.intro}>{preview.role === 'player' ? t('me.join.intro') : t('me.join.organiserIntro')}</p>
        {failure ? (
          <p className={refusalClassName(styles.alert)} role="alert">
            {failure}
          </p>
        ) : null}
        <TextField
          label={t('me.login.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label={t('me.login.password')}
          required
          type="password"
          autoComplete="new-password"
          hint={t('me.join.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <span className={styles.spinner} role="img" aria-label={t('me.join.submitting')} /> : null}
          {t('me.join.submit')}
        </Button>
        <p className={styles.note}>{validUntilText(expiresAt)}</p>
      </form>
    </PublicPage>
  );
}
