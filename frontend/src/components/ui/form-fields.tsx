import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names';
import styles from './form-fields.module.css';

interface FieldOwnProps {
  label: ReactNode;
  /** Shown under the control; replaced by `error` when there is one. */
  hint?: ReactNode;
  error?: string;
  className?: string;
}

interface FieldShellProps extends FieldOwnProps {
  id: string;
  required?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, required, className, children }: FieldShellProps) {
  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-message`}>
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint} id={`${id}-message`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function useFieldIds(givenId: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const id = givenId ?? generated;
  return { id, describedBy: error || hint ? `${id}-message` : undefined };
}

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
  /** A small control drawn inside the field's end edge, e.g. a show/hide password button. */
  trailing?: ReactNode;
}

export function TextField({ label, hint, error, className, id: givenId, required, ref, trailing, ...inputProps }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(givenId, error, hint);
  const input = (
    <input
      {...inputProps}
      ref={ref}
      id={id}
      required={required}
      // A field whose message stands elsewhere (a form-wide alert) may be marked by its caller.
      aria-invalid={error ? true : inputProps['aria-invalid']}
      aria-describedby={describedBy ?? inputProps['aria-describedby']}
      className={cx(styles.control, trailing !== undefined && styles.withTrailing)}
    />
  );
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {trailing !== undefined ? (
        <div className={styles.controlWrap}>
          {input}
          <span className={styles.trailing}>{trailing}</span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export interface TextAreaProps extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, hint, error, className, id: givenId, required, rows = 5, ref, ...textareaProps }: TextAreaProps) {
  const { id, describedBy } = useFieldIds(givenId, error, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...textareaProps}
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(styles.control, styles.textarea)}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a department'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, hint, error, className, id: givenId, required, options, placeholder, ref, ...selectProps }: SelectProps) {
  const { id, describedBy } = useFieldIds(givenId, error, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.selectWrap}>
        <select
          {...selectProps}
          ref={ref}
          id={id}
          required={required}
          // A choice whose message stands beside a group of them (rooms of each type) may be marked by its caller.
          aria-invalid={error ? true : selectProps['aria-invalid']}
          aria-describedby={describedBy ?? selectProps['aria-describedby']}
          className={cx(styles.control, styles.select)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </FieldShell>
  );
}
