import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signupInput } from '@/shared/schemas/entries';
import { PublicPage } from '@/client/components/layout/public-page';
import { MissingPage } from '@/client/components/layout/missing-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { metaApi, metaQueries } from '@/client/components/layout/queries';
import { Button, buttonClassName } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/field';
import { StatusMessage } from '@/client/components/ui/status-message';
import { ApiError } from '@/client/lib/api-client';
import { t } from '@/client/i18n/i18n';
import { useSignUp } from '../mutations';
import styles from './auth-card.module.css';
import {
  AccountCard,
  AccountCredentials,
  CreateAccountButton,
  accountRefusal,
  addCredentialIssues,
} from './account-form';

const route = getRouteApi('/signup');

/** The longest first or last name signupInput takes. */
const NAME_MAX = 60;

/** A name's problem as signupInput found it, in the player's words. */
const nameProblem = (value: string, required: string): string => {
  if (value.trim() === '') return required;
  if (value.trim().length > NAME_MAX) return t('me.signup.nameTooLong', { max: NAME_MAX });
  return t('me.signup.nameInvalid');
};

/** The server's own schema (signupInput) checks the form; each problem is worded on its own box. */
const signupFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), username: z.string(), password: z.string() })
  .superRefine((values, ctx) => {
    const checked = signupInput.safeParse(values);
    if (checked.success) return;
    const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
    if (fields.has('firstName'))
      ctx.addIssue({
        code: 'custom',
        path: ['firstName'],
        message: nameProblem(values.firstName, t('me.signup.firstNameRequired')),
      });
    if (fields.has('lastName'))
      ctx.addIssue({
        code: 'custom',
        path: ['lastName'],
        message: nameProblem(values.lastName, t('me.signup.lastNameRequired')),
      });
    addCredentialIssues(checked.error.issues, values, ctx);
  });
type SignupValues = z.input<typeof signupFormSchema>;

/**
 * /signup (docs/entries.md, "Sign-up"): where the tour opens sign-up, a player without an account
 * makes one (a name, a username, a password), is signed in and goes back to the page that sent them
 * (the league's Enter card), or to /me. Where it is closed, the page says so and how to get in.
 */
export function SignupPage() {
  const meta = useQuery({ ...metaQueries.tour(), refetchOnMount: 'always' });
  useDocumentTitle(t('me.signup.title'));

  if (meta.isPending) {
    return (
      <PublicPage>
        <StatusMessage tone="loading" title={t('me.signup.loading')} />
      </PublicPage>
    );
  }
  if (meta.isError) {
    return (
      <PublicPage>
        <StatusMessage
          tone="error"
          title={t('me.signup.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void meta.refetch()}>
              {t('me.join.retry')}
            </Button>
          }
        />
      </PublicPage>
    );
  }
  if (!meta.data.signupOpen) return <SignupClosed />;
  return <SignupForm />;
}

function SignupClosed() {
  const { redirect } = route.useSearch();
  return (
    <MissingPage
      reason="not-found"
      title={t('me.signup.closedTitle')}
      body={t('me.signup.closedBody')}
      action={
        <Link to="/login" search={{ redirect }} className={buttonClassName('primary')}>
          {t('me.join.toSignIn')}
        </Link>
      }
    />
  );
}

function SignupForm() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues, unknown, z.output<typeof signupFormSchema>>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { firstName: '', lastName: '', username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        password: values.password,
      });
      await navigate({ href: redirect ?? '/me', replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // The tour closed sign-up since this page asked: say so, and learn it for the other pages.
        setFailure(t('me.signup.closedNow'));
        void queryClient.invalidateQueries({ queryKey: metaApi.key.tour() });
        return;
      }
      const refusal = accountRefusal(error);
      if (refusal.field) form.setError(refusal.field, { message: refusal.text }, { shouldFocus: true });
      else setFailure(refusal.text);
    }
  });

  return (
    <AccountCard
      titleId="signup-title"
      title={t('me.signup.title')}
      intro={t('me.signup.intro')}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.names}>
        <TextField
          label={t('me.signup.firstName')}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('me.signup.lastName')}
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <AccountCredentials
        usernameHint={t('me.signup.usernameHint')}
        username={{ ...form.register('username'), error: errors.username?.message }}
        password={{ ...form.register('password'), error: errors.password?.message }}
      />
      <CreateAccountButton busy={isSubmitting} />
      <p className={styles.note}>
        {t('me.signup.haveAccount')}{' '}
        <Link to="/login" search={{ redirect }} className={styles.link}>
          {t('me.signup.toSignIn')}
        </Link>
      </p>
    </AccountCard>
  );
}
