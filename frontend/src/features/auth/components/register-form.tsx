import { useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_RULE_HINT } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { registerFields, validateRegistration } from '../auth-validation';
import type { RegisterValues } from '../auth-validation';
import { authPathKeepingReturn, defaultSignedInPath, returnPathFrom } from '../return-path';
import { useAuth } from '../use-auth';
import { useAuthForm } from '../use-auth-form';
import { AuthFormLinks } from './auth-form-links';
import { FormAlert } from './form-alert';
import styles from './auth-form.module.css';

const emptyValues: RegisterValues = { full_name: '', email: '', phone: '', password: '', confirm_password: '' };

/**
 * Spec: Register. The confirmation is checked here and never sent; success opens the dashboard, or the page the
 * guest was on when asked to sign in (a booking with its hotel, dates and rooms).
 */
export function RegisterForm() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const back = returnPathFrom(location);
  const { values, errors, failure, submitting, formRef, change, submit } = useAuthForm({
    initialValues: emptyValues,
    fields: registerFields,
    validate: validateRegistration,
    send: register,
    onSuccess: () => navigate(back ?? defaultSignedInPath, { replace: true }),
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Create account">
      {failure ? <FormAlert message={failure} /> : null}

      <TextField
        label="Full Name"
        name="full_name"
        autoComplete="name"
        placeholder="e.g. Priya Sharma"
        required
        value={values.full_name}
        onChange={change('full_name')}
        error={errors.full_name}
        disabled={submitting}
      />
      <div className={styles.pair}>
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
        <TextField
          label="Phone (Optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98765 43210"
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
          disabled={submitting}
        />
      </div>
      <div className={styles.pair}>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          placeholder="Choose a password"
          hint={PASSWORD_RULE_HINT}
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          disabled={submitting}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm_password"
          autoComplete="new-password"
          placeholder="Type it again"
          required
          value={values.confirm_password}
          onChange={change('confirm_password')}
          error={errors.confirm_password}
          disabled={submitting}
        />
      </div>

      <Button type="submit" size="lg" fullWidth disabled={submitting} busy={submitting} iconEnd={submitting ? undefined : <ArrowRightIcon />}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>

      <AuthFormLinks prompt="Already have an account?" to={authPathKeepingReturn('/login', back)} label="Sign in" />
    </form>
  );
}
