import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import type { AccountUser, ProfileChanges, SaveResult } from '../account-types';
import { validateDetails } from '../profile-validation';
import type { DetailsField } from '../profile-validation';
import { FormOutcome } from '../../../components/feedback/form-outcome';
import type { Outcome } from '../../../components/feedback/form-outcome';
import styles from './profile-forms.module.css';

export const profileSavedText = 'Profile updated successfully';

export interface ProfileDetailsFormProps {
  user: AccountUser;
  /** Sends the changes (PUT /api/auth/me); resolves to the auth layer's `{ success, error }`. */
  onSave: (changes: ProfileChanges) => Promise<SaveResult>;
}

/** Full name and phone; the e-mail is shown but cannot be changed here. */
export function ProfileDetailsForm({ user, onSave }: ProfileDetailsFormProps) {
  const [values, setValues] = useState<Record<DetailsField, string>>({ full_name: user.full_name, phone: user.phone ?? '' });
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  const change = (field: DetailsField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const validation = validateDetails(values);
    if (validation.errors) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSave(validation.data);
    setSaving(false);
    setOutcome(result.success ? { kind: 'success', message: profileSavedText } : { kind: 'error', message: result.error });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Personal details">
      <div className={styles.grid}>
        <TextField label="Full Name" name="full_name" autoComplete="name" required value={values.full_name} onChange={change('full_name')} error={errors.full_name} disabled={saving} />
        <TextField label="Phone (Optional)" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} error={errors.phone} disabled={saving} />
        <TextField label="Email Address" name="email" type="email" value={user.email} readOnly disabled hint="Your sign-in e-mail cannot be changed." className={styles.full} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} busy={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
