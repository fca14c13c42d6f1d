import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PublicPage } from '@/client/components/layout/public-page';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/field';
import { refusalClassName } from '@/client/components/ui/refusal';
import { ApiError, isNetworkError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { t } from '@/client/i18n/i18n';
import { passwordTooShortText } from '../messages';
import styles from './auth-card.module.css';

/*
 * What making an account by invitation (/join/<token>) and by sign-up (/signup) have in common: the
 * card, the username and new password the server's own schema checks, the button that says it is
 * working, and the words for a refusal.
 */

/** A form's card under the public header: its title, what it is for, and a refusal in the red box. */
export function AccountCard({
  titleId,
  title,
  intro,
  failure,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <PublicPage>
      <form className={styles.card} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {failure ? (
          <p className={refusalClassName(styles.alert)} role="alert">
            {failure}
          </p>
        ) : null}
        {children}
      </form>
    </PublicPage>
  );
}

type Registered = UseFormRegisterReturn & { error?: string };

/** The username and the new password, as every new account chooses them. */
export function AccountCredentials({
  username,
  password,
  usernameHint,
}: {
  username: Registered;
  password: Registered;
  usernameHint?: string;
}) {
  const { error: usernameError, ...usernameField } = username;
  const { error: passwordError, ...passwordField } = password;
  return (
    <>
      <TextField
        label={t('me.login.username')}
        required
        autoComplete="username"
        autoCapitalize="none"
        hint={usernameHint}
        error={usernameError}
        {...usernameField}
      />
      <TextField
        label={t('me.login.password')}
        required
        type="password"
        autoComplete="new-password"
        hint={t('me.join.passwordHint')}
        error={passwordError}
        {...passwordField}
      />
    </>
  );
}

/** "Create account", with a spinner and its label while the server answers. */
export function CreateAccountButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className={styles.spinner} role="img" aria-label={t('me.join.submitting')} /> : null}
      {t('me.join.submit')}
    </Button>
  );
}

/**
 * The username's and the password's problems, as the server's schema (joinInput, signupInput) found
 * them, worded for the player on their own boxes. For a form schema's superRefine.
 */
export function addCredentialIssues(
  issues: readonly z.core.$ZodIssue[],
  values: { username: string },
  ctx: z.RefinementCtx,
): void {
  const fields = new Set(issues.map((issue) => issue.path[0]));
  if (fields.has('username')) {
    ctx.addIssue({
      code: 'custom',
      path: ['username'],
      message: values.username.trim() === '' ? t('me.login.usernameRequired') : t('me.join.usernameInvalid'),
    });
  }
  if (fields.has('password')) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordTooShortText() });
}

/** Why the account was not made: on the username's box when the name is taken, otherwise in the card's red box. */
export type AccountRefusal = { field: 'username'; text: string } | { field: null; text: string };

/**
 * A refused or failed request to make an account, in words: a taken name (409 naming `username`),
 * too many attempts from this address (429), no connection, or the server's own reason.
 */
export function accountRefusal(error: unknown): AccountRefusal {
  if (error instanceof ApiError) {
    const body = error.body as { details?: { field?: unknown }[] } | null;
    if (error.status === 409 && body?.details?.[0]?.field === 'username')
      return { field: 'username', text: t('me.account.usernameTaken') };
    if (error.status === 429) return { field: null, text: t('me.account.rateLimited') };
    return { field: null, text: t('me.join.failed', { reason: serverErrorText(error.body) ?? String(error.status) }) };
  }
  if (isNetworkError(error)) return { field: null, text: t('me.account.offline') };
  return { field: null, text: t('me.join.failed', { reason: error instanceof Error ? error.message : String(error) }) };
}
