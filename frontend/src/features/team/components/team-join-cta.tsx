import { company } from '../../../config/company';
import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../components/ui/cta-band';
import { ArrowRightIcon, MailIcon } from '../../../components/ui/icons';
import styles from './team-join-cta.module.css';

export function TeamJoinCta() {
  return (
    <CtaBand
      className={styles.band}
      titleId="team-join-title"
      eyebrow="Careers at Suvarna"
      title="Build the future of Indian hospitality with us"
      text="From front office to AI engineering, we are looking for people who love to serve and love to learn."
    >
      <Button to="/work-with-us" size="lg" iconEnd={<ArrowRightIcon />} className={styles.join}>
        Work with Us
      </Button>
      <p className={styles.mailbox}>
        <MailIcon className={styles.mailIcon} />
        <span>
          Or write to our careers team at <a href={`mailto:${company.careersEmail}`}>{company.careersEmail}</a>
        </span>
      </p>
    </CtaBand>
  );
}
