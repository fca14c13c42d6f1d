import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { PublicPage } from '@/client/components/layout/public-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { useSignupOpen } from '@/client/components/layout/signup-open';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/field';
import { ApiError } from '@/client/lib/api-client';
import { StaffAccountError, usePlayerLogin } from '../mutations';
import styles from './auth-card.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/login');

const loginSchema = z.object({
  username: z.string().trim().min(1, { error: () => t('me.login.usernameRequired') }),
  password: z.string().min(1, { error: () => t('me.login.passwordRequired') }),
});
type LoginValues = z.input<typeof loginSchema>;

type Failure = { kind: 'message'; message: string } | { kind: 'staff' };

/** /login: the players' sign-in. A staff account is sent to /admin in words; it is not kept here. */
export function PlayerLoginPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const signIn = usePlayerLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const form = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  useDocumentTitle(t('me.login.title'));
  const signupOpen = useSignupOpen();

  const submit = form.handleSubmit(async (credentials) => {
    setSigningIn(true);
    try {
      await signIn.mutateAsync(credentials);
      await navigate({ href: redirect ?? '/me', replace: true });
    } catch (error) {
      if (error instanceof StaffAccountError) setFailure({ kind: 'staff' });
      // Locked out (429) gets the server's own words; every other refusal the fixed text.
      else if (error instanceof ApiError && error.status === 429) setFailure({ kind: 'message', message: error.serverMessage ?? t('me.login.invalid') });
      else setFailure({ kind: 'message', message: t('me.login.invalid') });
      setSigningIn(false);
    }
  });

  return (
    <PublicPage>
      <form
        className={styles.card}
        noValidate
        aria-labelledby="player-login-title"
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
      >
        <h1 id="player-login-title" className={styles.title}>
          {t('me.login.title')}
        </h1>
        <p className={styles.intro}>{t('me.login.intro')}</p>
        {failure?.kind === 'message' ? (
          <p className={refusalClassName(styles.alert)} role="alert">
            {failure.message}
          </p>
        ) : null}
        {failure?.kind === 'staff' ? (
          <p className={styles.redirect} role="alert">
            <span>{t('me.login.staffAccount')}</span>
            <Link to="/admin">{t('me.login.toAdmin')}</Link>
          </p>
        ) : null}
        <TextField label={t('me.login.username')} required autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register('username')} />
        <TextField label={t('me.login.password')} required type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <Button type="submit" block disabled={signingIn} aria-busy={signingIn || undefined}>
          {signingIn ? <span className={styles.spinner} role="img" aria-label={t('me.login.signingIn')} /> : null}
          {t('me.login.signIn')}
        </Button>
        {signupOpen ? (
          <p className={styles.note}>
            <Link to="/signup" search={{ redirect }} className={styles.link}>
              {t('me.login.signUp')}
            </Link>
          </p>
        ) : (
          <p className={styles.note}>{t('me.login.noAccount')}</p>
        )}
      </form>
    </PublicPage>
  );
}
