import { LanguageSwitcher } from '@/client/i18n/language-switcher';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/admin/form-fields';
import { serverReason } from '@/client/components/admin/load';
import { SectionHeader } from '@/client/components/admin/section-layout';
import { useChangePassword } from './mutations';
import { emptyPasswordForm, PASSWORD_FORM_PROBLEM, passwordFormSchema, type PasswordFormValues } from './password-form';
import section from '@/client/components/admin/section.module.css';
import notices from '@/client/components/admin/notices.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';
import styles from './settings-section.module.css';
import { t } from '@/client/i18n/i18n';
import { PushSettings, STAFF_TOPICS } from '@/client/features/push';

export function SettingsSection() {
  const changePassword = useChangePassword();
  const form = useForm<PasswordFormValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: emptyPasswordForm(),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const ruleBroken = (form.formState.errors as Record<string, FieldError | undefined>)[PASSWORD_FORM_PROBLEM]?.message;
  const error = ruleBroken ?? serverError;

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await changePassword.mutateAsync(input);
        form.reset(emptyPasswordForm());
        setSuccess(true);
      } catch (failure) {
        console.error(t('admin.settings.failed'), failure);
        // The server's error text in the red box, else the fixed one (docs/rules.md, "Accounts and sessions").
        setServerError(serverReason(failure) ?? t('admin.settings.failed'));
      }
    },
    () => setSuccess(false),
  );

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader title={t('admin.settings.title')} />
      <section className={`${section.card} ${styles.form}`} aria-labelledby="language-title">
        <h3 id="language-title" className={section.cardTitle}>
          {t('i18n.language')}
        </h3>
        <p className={styles.hint}>{t('i18n.languageHint')}</p>
        <LanguageSwitcher />
      </section>
      <div className={`${section.card} ${styles.form}`}>
        <PushSettings scope="admin" topics={STAFF_TOPICS} hint={t('push.hintStaff')} headingLevel={3} headingClassName={section.cardTitle} />
      </div>
      <form
        className={`${section.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          setServerError(null);
          setSuccess(false);
          void submit(event);
        }}
        aria-labelledby="password-form-title"
      >
        <h3 id="password-form-title" className={section.cardTitle}>
          {t('admin.settings.formTitle')}
        </h3>
        {error ? (
          <p className={refusalClassName()} role="alert">
            {error}
          </p>
        ) : null}
        {success ? (
          <p className={notices.success} role="status">
            {t('admin.settings.changed')}
          </p>
        ) : null}
        <FormTextField control={form.control} name="currentPassword" label={t('admin.settings.currentPassword')} type="password" required autoComplete="current-password" />
        <FormTextField control={form.control} name="newPassword" label={t('admin.settings.newPassword')} type="password" required autoComplete="new-password" />
        <FormTextField control={form.control} name="confirmPassword" label={t('admin.settings.confirmPassword')} type="password" required autoComplete="new-password" />
        <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? <span className={notices.spinner} aria-hidden="true" /> : null}
          {t('admin.settings.submit')}
        </Button>
      </form>
    </section>
  );
}
