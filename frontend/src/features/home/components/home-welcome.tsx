import { Link } from 'react-router-dom';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './home-welcome.module.css';

/** A short editorial welcome between the hero and the features: the brand's promise in its own voice. */
export function HomeWelcome() {
  return (
    <section className={styles.section} aria-labelledby="home-welcome-title">
      <Container className={styles.layout}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>Welcome to Suvarna</p>
          <h2 id="home-welcome-title" className={styles.title}>
            A golden thread of hospitality, woven from the Himalaya to the backwaters
          </h2>
          <Ornament align="start" />
        </div>
        <div className={styles.body}>
          <p className={styles.lead}>
            Suvarna, Sanskrit for gold, is our promise: the graciousness of an Indian home, the polish of a grand hotel,
            and quiet technology that remembers how you take your chai.
          </p>
          <p>
            Each of our properties is shaped by its place: Mughal arches in Delhi, cedar lodges in the hills, houseboats
            on Kerala’s waters. Behind them, an AI concierge and smart reservations take care of the details, so our
            people can take care of you.
          </p>
          <Link to="/brand" className={styles.link}>
            Discover our story
            <ArrowRightIcon />
          </Link>
        </div>
      </Container>
    </section>
  );
}
