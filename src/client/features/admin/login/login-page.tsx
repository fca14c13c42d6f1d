import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { SignInOutboxNotice } from '../../../offline';
import { login } from './api';
import { loginMessages as text } from './messages';
import '../../../styles/admin.css';

interface LoginErrors {
  username?: string;
  password?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  // Both login routes ('/admin' and '/admin/login') validate it the same way (login-search.ts).
  const { redirect } = useSearch({ strict: false });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: LoginErrors = {
      username: username.trim() ? undefined : text.usernameRequired,
      password: password ? undefined : text.passwordRequired,
    };
    setErrors(found);
    setFailure(null);
    if (found.username || found.password) return;
    setSubmitting(true);
    try {
      saveSession(await login(username.trim(), password));
      await (redirect ? navigate({ href: redirect }) : navigate({ to: '/admin/dashboard', search: { section: 'overview' } }));
    } catch (error) {
      // Too many attempts (429) gets the server's own words; everything else the fixed text.
      const tooMany = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
      setFailure(tooMany ?? text.invalid);
      setSubmitting(false);
    }
  };

  return (
    <main className="admin-login">
      <form className="admin-login-card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
        <p className="admin-login-brand" aria-hidden="true">
          Bandeja
        </p>
        <h1 id="login-title" className="admin-login-title">
          {text.title}
        </h1>
        <SignInOutboxNotice />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <TextField
          label={text.username}
          required
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          error={errors.username}
          onValueChange={setUsername}
        />
        <TextField
          label={text.password}
          required
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onValueChange={setPassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? <span className="btn-spinner" role="img" aria-label={text.signingIn} /> : null}
          {text.signIn}
        </button>
      </form>
    </main>
  );
}
