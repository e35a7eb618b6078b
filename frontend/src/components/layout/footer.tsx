import { Link } from 'react-router-dom';
import { company } from '../../config/company';
import { cx } from '../../lib/class-names';
import { Container } from '../ui/container';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';
import { Logo } from './logo';
import styles from './footer.module.css';

// No social links until the brand's accounts exist: a link that goes nowhere ("#") only misleads.

const quickLinks = [
  { label: 'Our Brand', to: '/brand' },
  { label: 'Our Hotels', to: '/hotels' },
  { label: 'Pre Openings', to: '/pre-openings' },
  { label: 'Future Projects', to: '/future-projects' },
] as const;

const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.border} aria-hidden="true" />
      <Container size="wide" className={styles.top}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.blurb}>
            Timeless Indian hospitality, thoughtfully enhanced by artificial intelligence. From palace retreats to Himalayan
            hideaways, every Suvarna stay is crafted around you.
          </p>
        </div>

        <nav className={styles.column} aria-labelledby="footer-quick-links">
          <h2 className={styles.heading} id="footer-quick-links">
            Quick Links
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Our Services</h2>
          <ul className={styles.list}>
            <li className={styles.item}>AI Concierge</li>
            <li>
              <Link to="/book-now" className={styles.link}>
                Smart Reservations
              </Link>
            </li>
            <li className={styles.item}>Wellness Programs</li>
            <li className={styles.item}>Corporate Events</li>
          </ul>
        </div>

        <div className={cx(styles.column, styles.contactColumn)}>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.address}>
            <ul className={styles.contactList}>
            <li>
              <MapPinIcon className={styles.contactIcon} />
              <span>
                <strong className={styles.contactTitle}>{company.office.title}</strong>
                {company.office.lines.map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </span>
            </li>
            <li>
              <PhoneIcon className={styles.contactIcon} />
              <a href={company.phone.href} className={styles.link}>
                {company.phone.display}
              </a>
            </li>
            <li>
              <MailIcon className={styles.contactIcon} />
              <a href={`mailto:${company.reservationsEmail}`} className={styles.link}>
                {company.reservationsEmail}
              </a>
            </li>
            </ul>
          </address>
        </div>
      </Container>

      <Container size="wide" className={styles.bottom}>
        <p className={styles.copyright}>© 2026 Suvarna Hotels &amp; Resorts. All rights reserved.</p>
        <ul className={styles.legal} aria-label="Legal">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.legalLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.credit}>
          Powered by <span className={styles.creditName}>Suvarna AI</span>
        </p>
      </Container>
    </footer>
  );
}
