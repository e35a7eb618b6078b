import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { FieldErrors, Validation } from './auth-validation';
import type { AuthResult } from './auth-types';

export const unexpectedErrorText = 'An unexpected error occurred. Please try again.';

interface AuthFormOptions<Field extends string, Data> {
  initialValues: Record<Field, string>;
  /** The fields in screen order: the first invalid one takes the focus. */
  fields: readonly Field[];
  validate: (values: Record<Field, string>) => Validation<Field, Data>;
  send: (data: Data) => Promise<AuthResult>;
  onSuccess: () => void;
}

/** Generic Field and Data keep TypeScript from narrowing the union by `errors` alone. */
function isInvalid<Field extends string, Data>(validation: Validation<Field, Data>): validation is { data: null; errors: FieldErrors<Field> } {
  return validation.errors !== null;
}

/**
 * The state and flow the sign-in and registration forms share: validate on submit, focus the first invalid
 * field, send, then either leave (onSuccess) or show the auth layer's error above the form.
 */
export function useAuthForm<Field extends string, Data>({ initialValues, fields, validate, send, onSuccess }: AuthFormOptions<Field, Data>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = validate(values);
    if (isInvalid(validation)) {
      setErrors(validation.errors);
      const firstInvalid = fields.find((field) => validation.errors[field]);
      const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await send(validation.data);
      if (result.success) {
        onSuccess();
        return;
      }
      setFailure(result.error || unexpectedErrorText);
    } catch {
      setFailure(unexpectedErrorText);
    }
    setSubmitting(false);
  };

  return { values, errors, failure, submitting, formRef, change, submit };
}
