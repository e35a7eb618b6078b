import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { loginFields, validateLogin } from '../auth-validation';
import type { LoginValues } from '../auth-validation';
import { authPathKeepingReturn, defaultSignedInPath, returnPathFrom } from '../return-path';
import { useAuth } from '../use-auth';
import { useAuthForm } from '../use-auth-form';
import { AuthFormLinks } from './auth-form-links';
import { FormAlert } from './form-alert';
import styles from './auth-form.module.css';

export const demoAdmin = { email: 'admin@suvarnahotels.in', password: 'Admin@123' } as const;

const emptyValues: LoginValues = { email: '', password: '' };

/** Spec: Login. After success the visitor goes back where they came from, else to the dashboard. */
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, errors, failure, submitting, formRef, change, submit } = useAuthForm({
    initialValues: emptyValues,
    fields: loginFields,
    validate: validateLogin,
    send: login,
    onSuccess: () => navigate(returnPathFrom(location) ?? defaultSignedInPath, { replace: true }),
  });

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

      <AuthFormLinks prompt="New to Suvarna?" to={authPathKeepingReturn('/register', returnPathFrom(location))} label="Create an account" />
    </form>
  );
}
