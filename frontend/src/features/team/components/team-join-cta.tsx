import { company } from '../../../config/company';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon, MailIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './team-join-cta.module.css';

export function TeamJoinCta() {
  return (
    <section className={styles.band} aria-labelledby="team-join-title">
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>Careers at Suvarna</p>
        <h2 id="team-join-title" className={styles.title}>
          Build the future of Indian hospitality with us
        </h2>
        <Ornament />
        <p className={styles.text}>
          From front office to AI engineering, we are looking for people who love to serve and love to learn.
        </p>
        <Button to="/work-with-us" size="lg" iconEnd={<ArrowRightIcon />}>
          Work with Us
        </Button>
        <p className={styles.mailbox}>
          <MailIcon className={styles.mailIcon} />
          <span>
            Or write to our careers team at <a href={`mailto:${company.careersEmail}`}>{company.careersEmail}</a>
          </span>
        </p>
      </Container>
    </section>
  );
}
