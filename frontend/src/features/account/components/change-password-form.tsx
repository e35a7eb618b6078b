import { useState } from 'react';
import { PASSWORD_RULE_HINT } from '@suvarna/contracts';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField as PasswordInput } from '../../../components/ui/password-field';
import type { ProfileChanges, SaveResult } from '../account-types';
import { validatePasswordChange } from '../profile-validation';
import type { PasswordField } from '../profile-validation';
import { FormOutcome } from '../../../components/feedback/form-outcome';
import type { Outcome } from '../../../components/feedback/form-outcome';
import styles from './profile-forms.module.css';

export const passwordChangedText = 'Password changed successfully';

const emptyValues: Record<PasswordField, string> = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Current, new and confirmed password; the fields clear once the change is saved. The rule is shown
 * under the new password before anything is sent; `email` lets the form refuse a password that
 * contains the part before the @ without asking the server.
 */
export function ChangePasswordForm({ onSave, email }: { onSave: (changes: ProfileChanges) => Promise<SaveResult>; email?: string }) {
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  const change = (field: PasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const validation = validatePasswordChange(values, email);
    if (validation.errors) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSave(validation.data);
    setSaving(false);
    if (result.success) {
      setValues(emptyValues);
      setOutcome({ kind: 'success', message: passwordChangedText });
    } else {
      setOutcome({ kind: 'error', message: result.error });
    }
  };

  return (
    <form id="change-password" className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
      <div className={styles.grid}>
        <PasswordInput
          label="Current Password"
          name="current_password"
          autoComplete="current-password"
          required
          value={values.current_password}
          onChange={change('current_password')}
          error={errors.current_password}
          disabled={saving}
          className={styles.full}
        />
        <PasswordInput
          label="New Password"
          name="new_password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_HINT}
          required
          value={values.new_password}
          onChange={change('new_password')}
          error={errors.new_password}
          disabled={saving}
        />
        <PasswordInput
          label="Confirm New Password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          onChange={change('confirm_password')}
          error={errors.confirm_password}
          disabled={saving}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} busy={saving}>
          {saving ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
