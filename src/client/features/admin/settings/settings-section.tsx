import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api-client';
import { serverReason } from '../shared/load';
import { SectionHeader } from '../shared/section-layout';
import { settingsMessages as text } from './messages';
import { emptyPasswordForm, passwordProblem, type PasswordFormValues } from './password-form';

export function SettingsSection() {
  const [values, setValues] = useState<PasswordFormValues>(emptyPasswordForm);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof PasswordFormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(false);
    const problem = passwordProblem(values);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await apiRequest<null>('/v1/auth/password', { method: 'PUT', body: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      setValues(emptyPasswordForm());
      setSuccess(true);
    } catch (failure) {
      console.error(text.failed, failure);
      // SPEC.md §8: the server's error text in the red box, else the fixed one.
      setError(serverReason(failure) ?? text.failed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="section-title" className="admin-section">
      <SectionHeader title={text.title} />
      <form className="admin-card admin-form settings-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="password-form-title">
        <h3 id="password-form-title" className="admin-card-title">
          {text.formTitle}
        </h3>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {success ? (
          <p className="form-success" role="status">
            {text.changed}
          </p>
        ) : null}
        <TextField label={text.currentPassword} type="password" required autoComplete="current-password" value={values.currentPassword} onValueChange={set('currentPassword')} />
        <TextField label={text.newPassword} type="password" required autoComplete="new-password" value={values.newPassword} onValueChange={set('newPassword')} />
        <TextField label={text.confirmPassword} type="password" required autoComplete="new-password" value={values.confirmPassword} onValueChange={set('confirmPassword')} />
        <button type="submit" className="btn btn--primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? <span className="btn-spinner" aria-hidden="true" /> : null}
          {text.submit}
        </button>
      </form>
    </section>
  );
}
