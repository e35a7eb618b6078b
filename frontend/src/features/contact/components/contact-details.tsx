import type { ReactNode } from 'react';
import { company } from '../../../config/company';
import { AlertIcon, ClockIcon, HeadsetIcon, MapPinIcon } from '../../../components/ui/icons';
import styles from './contact-details.module.css';

interface Detail {
  title: string;
  icon: ReactNode;
  body: ReactNode;
}

const details: Detail[] = [
  {
    title: '24/7 Phone Support',
    icon: <HeadsetIcon />,
    body: (
      <>
        <a href={company.phone.href} className={styles.strong}>
          {company.phone.display}
        </a>
        <span>Our guest relations team is available around the clock.</span>
      </>
    ),
  },
  {
    title: 'Office Hours',
    icon: <ClockIcon />,
    body: (
      <>
        <span className={styles.strong}>{company.officeHours}</span>
        <span>Indian Standard Time. Reservations and guest support never close.</span>
      </>
    ),
  },
  {
    title: 'Emergency Hotline',
    icon: <AlertIcon />,
    body: (
      <>
        <a href={company.emergencyPhone.href} className={styles.strong}>
          {company.emergencyPhone.display}
        </a>
        <span>For urgent help during your stay, any hour of any day.</span>
      </>
    ),
  },
  {
    title: 'Corporate Office',
    icon: <MapPinIcon />,
    body: (
      <address className={styles.address}>
        <span className={styles.strong}>Delhi</span>
        {company.office.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <a href={`mailto:${company.reservationsEmail}`}>{company.reservationsEmail}</a>
      </address>
    ),
  },
];

export function ContactDetails() {
  return (
    <ul className={styles.list} aria-label="Contact details">
      {details.map((detail) => (
        <li key={detail.title} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            {detail.icon}
          </span>
          <div className={styles.content}>
            <h3 className={styles.title}>{detail.title}</h3>
            {detail.body}
          </div>
        </li>
      ))}
    </ul>
  );
}
