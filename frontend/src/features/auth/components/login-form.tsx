import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { loginFields, validateLogin } from '../auth-validation';
import type { FieldErrors, LoginField, LoginValues } from '../auth-validation';
import { defaultSignedInPath, returnPathFrom } from '../return-path';
import { useAuth } from '../use-auth';
import { FormAlert } from './form-alert';
import styles from './auth-form.module.css';

export const unexpectedErrorText = 'An unexpected error occurred. Please try again.';
export const demoAdmin = { email: 'admin@suvarnahotels.in', password: 'Admin@123' } as const;

const emptyValues: LoginValues = { email: '', password: '' };

/** Spec: Login. After success the visitor goes back where they came from, else to the dashboard. */
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = validateLogin(values);
    if (validation.errors) {
      setErrors(validation.errors);
      const firstInvalid = loginFields.find((field) => validation.errors[field]);
      const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await login(validation.data);
      if (result.success) {
        navigate(returnPathFrom(location) ?? defaultSignedInPath, { replace: true });
        return;
      }
      setFailure(result.error || unexpectedErrorText);
    } catch {
      setFailure(unexpectedErrorText);
    }
    setSubmitting(false);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
      {failure ? <FormAlert message={failure} /> : null}

      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
        disabled={submitting}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        disabled={submitting}
      />

      <Button type="submit" size="lg" fullWidth disabled={submitting} busy={submitting} iconEnd={submitting ? undefined : <ArrowRightIcon />}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>

      <aside className={styles.demo} aria-label="Demo credentials">
        <ShieldIcon className={styles.demoIcon} />
        <div className={styles.demoText}>
          <p className={styles.demoTitle}>Demo admin account</p>
          <p>
            <span className={styles.demoValue}>{demoAdmin.email}</span>
            <span className={styles.demoSeparator} aria-hidden="true">
              {' / '}
            </span>
            <span className="visually-hidden">, password </span>
            <span className={styles.demoValue}>{demoAdmin.password}</span>
          </p>
        </div>
      </aside>

      <div className={styles.links}>
        <p>
          New to Suvarna?{' '}
          <Link to="/register" className={styles.textLink}>
            Create an account
          </Link>
        </p>
        <Link to="/" className={styles.backLink}>
          Back to Home
        </Link>
      </div>
    </form>
  );
}
