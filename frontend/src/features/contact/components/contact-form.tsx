import { contactMessageSchema } from '@suvarna/contracts';
import type { ContactType } from '@suvarna/contracts';
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { FormOutcome } from '../../../components/feedback/form-outcome';
import type { Outcome } from '../../../components/feedback/form-outcome';
import { Button } from '../../../components/ui/button';
import { TextArea, TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useSendContactMessageMutation } from '../api/contact-api';
import { InquiryTypeSelector } from './inquiry-type-selector';
import styles from './contact-form.module.css';

const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const;
type FieldName = (typeof fieldNames)[number];
type FormValues = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const emptyValues: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };
export const contactFailureText = 'Failed to send message. Please try again.';

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (fieldNames as readonly string[]).includes(value);
}

/** Spec: Contact form. Sending shows 'Sending...'; success shows the server's message and resets to an inquiry. */
export function ContactForm() {
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [type, setType] = useState<ContactType>('inquiry');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendContactMessage, { isLoading: sending }] = useSendContactMessageMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = contactMessageSchema.safeParse({ ...values, type });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      const firstInvalid = fieldNames.find((field) => found[field]);
      const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    try {
      const { message } = await sendContactMessage(parsed.data).unwrap();
      setOutcome({ kind: 'success', message });
      setValues(emptyValues);
      setType('inquiry');
    } catch {
      setOutcome({ kind: 'error', message: contactFailureText });
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <InquiryTypeSelector value={type} onChange={setType} disabled={sending} />

      <div className={styles.grid}>
        <TextField label="Full Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} error={errors.name} disabled={sending} />
        <TextField label="Email Address" name="email" type="email" autoComplete="email" required value={values.email} onChange={change('email')} error={errors.email} disabled={sending} />
        <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" required value={values.phone} onChange={change('phone')} error={errors.phone} disabled={sending} />
        <TextField label="Subject" name="subject" required value={values.subject} onChange={change('subject')} error={errors.subject} disabled={sending} />
        <TextArea
          label="Message"
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
          disabled={sending}
          className={styles.full}
          placeholder="Tell us about your plans, dates or questions..."
        />
      </div>

      <div className={styles.submitRow}>
        <p className={styles.note}>
          All fields are required. We reply within one business day.
        </p>
        <Button type="submit" size="lg" disabled={sending} busy={sending} iconEnd={sending ? undefined : <ArrowRightIcon />}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>

      <FormOutcome outcome={outcome} />
    </form>
  );
}
