import { company } from '../../../config/company';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PhoneIcon, ShieldIcon } from '../../../components/ui/icons';
import styles from './emergency-support.module.css';

export function EmergencySupport() {
  return (
    <section className={styles.band} aria-labelledby="emergency-support-title">
      <Container className={styles.inner}>
        <span className={styles.icon} aria-hidden="true">
          <ShieldIcon />
        </span>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Available 24 hours, 7 days a week</p>
          <h2 id="emergency-support-title" className={styles.title}>
            Emergency Support
          </h2>
          <p className={styles.description}>
            For medical assistance, security concerns or travel disruptions during your stay, our emergency team responds
            immediately, wherever you are in India.
          </p>
        </div>
        <Button href={company.emergencyPhone.href} size="lg" icon={<PhoneIcon />} className={styles.call}>
          Call {company.emergencyPhone.display}
        </Button>
      </Container>
    </section>
  );
}
