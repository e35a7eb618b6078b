import { contactTypeLabels, contactTypes } from '@suvarna/contracts';
import type { ContactType } from '@suvarna/contracts';
import type { ReactNode } from 'react';
import { BuildingIcon, CalendarIcon, ChatIcon, StarIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/class-names';
import styles from './inquiry-type-selector.module.css';

const typeDetails: Record<ContactType, { hint: string; icon: ReactNode }> = {
  inquiry: { hint: 'Questions about our hotels and services', icon: <ChatIcon /> },
  booking: { hint: 'Help with a reservation or a stay', icon: <CalendarIcon /> },
  corporate: { hint: 'Events, group stays and alliances', icon: <BuildingIcon /> },
  feedback: { hint: 'Tell us how we can do better', icon: <StarIcon /> },
};

interface InquiryTypeSelectorProps {
  value: ContactType;
  onChange: (type: ContactType) => void;
  disabled?: boolean;
}

/** The four contact message types as selectable cards (a native radio group underneath). */
export function InquiryTypeSelector({ value, onChange, disabled }: InquiryTypeSelectorProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Inquiry Type</legend>
      <div className={styles.options}>
        {contactTypes.map((type) => (
          <label key={type} className={cx(styles.option, value === type && styles.selected)}>
            <input
              type="radio"
              name="type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className={styles.radio}
            />
            <span className={styles.icon} aria-hidden="true">
              {typeDetails[type].icon}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{contactTypeLabels[type]}</span>
              <span className={styles.hint}>{typeDetails[type].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
