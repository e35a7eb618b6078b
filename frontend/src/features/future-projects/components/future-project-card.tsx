import { formatOpeningDate, futurePhase } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { Badge } from '../../../components/ui/badge';
import { CalendarIcon, MapPinIcon, SparkIcon } from '../../../components/ui/icons';
import { HotelImage } from '../../../components/ui/safe-image';
import { cx } from '../../../lib/class-names';
import { investmentHighlights, projectTimeline } from '../project-timeline';
import styles from './future-project-card.module.css';

interface FutureProjectCardProps {
  hotel: Hotel;
  /** The moment the phase and the timeline are measured from. */
  now: Date;
}

export function FutureProjectCard({ hotel, now }: FutureProjectCardProps) {
  const phase = hotel.openingDate ? futurePhase(hotel.openingDate, now) : 'Conceptual';
  const timeline = projectTimeline(hotel, now);
  const nameId = `future-${hotel.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="future-project-card">
      <div className={styles.media}>
        <HotelImage src={hotel.images[0]} alt={`${hotel.name}, ${hotel.location}`} className={styles.image} />
        <Badge tone="gold" className={styles.phase}>
          <span className="visually-hidden">Phase: </span>
          {phase}
        </Badge>
        <p className={styles.type}>{hotel.type}</p>
      </div>

      <div className={styles.body}>
        <p className={styles.place}>
          <MapPinIcon className={styles.pin} />
          {hotel.location}, {hotel.state}
        </p>
        <h3 id={nameId} className={styles.name}>
          {hotel.name}
        </h3>
        {hotel.openingDate ? (
          <p className={styles.opening}>
            <CalendarIcon className={styles.calendar} />
            <span>
              Expected Opening <time dateTime={hotel.openingDate}>{formatOpeningDate(hotel.openingDate)}</time>
            </span>
          </p>
        ) : null}
        <p className={styles.description}>{hotel.description}</p>

        {hotel.features.length > 0 ? (
          <div>
            <p className={styles.subheading}>Key Innovations</p>
            <ul className={styles.innovations}>
              {hotel.features.map((feature) => (
                <li key={feature} className={styles.innovation}>
                  <SparkIcon className={styles.spark} />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {timeline.length > 0 ? (
          <div>
            <p className={styles.subheading}>Project Timeline</p>
            <ol className={styles.timeline}>
              {timeline.map((step) => (
                <li key={`${step.phase}-${step.when}`} className={cx(styles.step, step.reached && styles.reached)}>
                  <span className={styles.marker} aria-hidden="true" />
                  <p className={styles.stepWhen}>{step.when}</p>
                  <p className={styles.stepPhase}>{step.phase}</p>
                  {step.description ? <p className={styles.stepText}>{step.description}</p> : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}

        <dl className={styles.highlights} aria-label="Investment highlights">
          {investmentHighlights.map((highlight) => (
            <div key={highlight.label} className={styles.highlight}>
              <dt className={styles.highlightLabel}>{highlight.label}</dt>
              <dd className={styles.highlightValue}>{highlight.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
