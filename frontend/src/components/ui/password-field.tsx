import { useId, useState } from 'react';
import { TextField } from './form-fields';
import type { TextFieldProps } from './form-fields';
import styles from './password-field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.8" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle; the toggle's label says what pressing it will do. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
