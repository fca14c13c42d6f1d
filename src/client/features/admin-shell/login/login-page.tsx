import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import { SignInOutboxNotice } from '@/client/offline';
import { FormTextField } from '@/client/components/admin/form-fields';
import { loginFormSchema, type LoginFormValues } from './login-form';
import { PlayerAccountError, useLogin } from './mutations';
import { DEFAULT_SECTION, sectionPath } from '../sections';
import notices from '@/client/components/admin/notices.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';
import styles from './login-page.module.css';
import { t } from '@/client/i18n/i18n';

export function LoginPage() {
  const navigate = useNavigate();
  // Both login routes ('/admin' and '/admin/login') validate it the same way (login-search.ts).
  const { redirect } = useSearch({ strict: false });
  const signIn = useLogin();
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [playerAccount, setPlayerAccount] = useState(false);
  // Busy from the request until the dashboard has taken over (the navigation included).
  const [signingIn, setSigningIn] = useState(false);

  const submit = form.handleSubmit(async (credentials) => {
    setSigningIn(true);
    try {
      await signIn.mutateAsync(credentials);
      await (redirect ? navigate({ href: redirect }) : navigate({ to: sectionPath(DEFAULT_SECTION) }));
    } catch (error) {
      if (error instanceof PlayerAccountError) {
        setPlayerAccount(true);
        setSigningIn(false);
        return;
      }
      // Too many attempts (429) gets the server's own words; everything else the fixed text.
      const tooMany = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
      setFailure(tooMany ?? t('admin.login.invalid'));
      setSigningIn(false);
    }
  });

  return (
    <main className={styles.page}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          setPlayerAccount(false);
          void submit(event);
        }}
        aria-labelledby="login-title"
      >
        <p className={styles.brand} aria-hidden="true">
          Bandeja
        </p>
        <h1 id="login-title" className={styles.title}>
          {t('admin.login.title')}
        </h1>
        <SignInOutboxNotice />
        {failure ? (
          <p className={refusalClassName()} role="alert">
            {failure}
          </p>
        ) : null}
        {playerAccount ? (
          <p className={refusalClassName()} role="alert">
            {t('admin.login.playerAccount')}{' '}
            <Link to="/login" search={{}}>
              {t('admin.login.toPlayerSignIn')}
            </Link>
          </p>
        ) : null}
        <FormTextField control={form.control} name="username" label={t('admin.login.username')} required autoComplete="username" autoCapitalize="none" />
        <FormTextField control={form.control} name="password" label={t('admin.login.password')} required type="password" autoComplete="current-password" />
        <Button type="submit" block disabled={signingIn} aria-busy={signingIn || undefined}>
          {signingIn ? <span className={notices.spinner} role="img" aria-label={t('admin.login.signingIn')} /> : null}
          {t('admin.login.signIn')}
        </Button>
      </form>
    </main>
  );
}
