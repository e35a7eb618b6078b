import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { registerFields, validateRegistration } from '../auth-validation';
import type { FieldErrors, RegisterField, RegisterValues } from '../auth-validation';
import { defaultSignedInPath } from '../return-path';
import { useAuth } from '../use-auth';
import { FormAlert } from './form-alert';
import { unexpectedErrorText } from './login-form';
import styles from './auth-form.module.css';

const emptyValues: RegisterValues = { full_name: '', email: '', phone: '', password: '', confirm_password: '' };

/** Spec: Register. The confirmation is checked here and never sent; success opens the dashboard. */
export function RegisterForm() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: RegisterField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = validateRegistration(values);
    if (validation.errors) {
      setErrors(validation.errors);
      const firstInvalid = registerFields.find((field) => validation.errors[field]);
      const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await register(validation.data);
      if (result.success) {
        navigate(defaultSignedInPath, { replace: true });
        return;
      }
      setFailure(result.error || unexpectedErrorText);
    } catch {
      setFailure(unexpectedErrorText);
    }
    setSubmitting(false);
  };

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
          placeholder="At least 6 characters"
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

      <div className={styles.links}>
        <p>
          Already have an account?{' '}
          <Link to="/login" className={styles.textLink}>
            Sign in
          </Link>
        </p>
        <Link to="/" className={styles.backLink}>
          Back to Home
        </Link>
      </div>
    </form>
  );
}
