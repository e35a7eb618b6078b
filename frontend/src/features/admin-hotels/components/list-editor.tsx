import { useId } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import styles from './list-editor.module.css';

export interface ListEditorProps {
  /** The group's label, e.g. 'Amenities'. */
  label: string;
  /** Names one entry for screen readers and the add button, e.g. 'Amenity'. */
  itemLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  type?: 'text' | 'url';
  disabled?: boolean;
}

/** A repeatable text input: add rows, remove rows; blank rows are dropped when the form is sent. */
export function ListEditor({ label, itemLabel, values, onChange, placeholder, hint, error, type = 'text', disabled }: ListEditorProps) {
  const baseId = useId();
  const messageId = `${baseId}-message`;
  const update = (index: number, value: string) => onChange(values.map((entry, at) => (at === index ? value : entry)));
  const remove = (index: number) => {
    const rest = values.filter((_, at) => at !== index);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={error || hint ? messageId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <ul className={styles.rows}>
        {values.map((value, index) => (
          <li key={index} className={styles.row}>
            <input
              className={styles.input}
              type="text"
              inputMode={type === 'url' ? 'url' : undefined}
              value={value}
              placeholder={placeholder}
              aria-label={`${itemLabel} ${index + 1}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => update(index, event.target.value)}
            />
            <button type="button" className={styles.remove} onClick={() => remove(index)} aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}>
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.add} onClick={() => onChange([...values, ''])}>
        <span aria-hidden="true">+</span> Add {itemLabel}
      </button>
      {error ? (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
