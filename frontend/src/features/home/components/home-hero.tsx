import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon, SparkIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import { formatFigure } from '../../../lib/claimed-figures';
import type { HomeFigure } from '../hooks/use-home-figures';
import styles from './home-hero.module.css';

export interface HomeHeroProps {
  /** The brand in figures, counted from the site's data (see useHomeFigures); a `null` one is left out. */
  figures: readonly HomeFigure[];
}

/** The landing band: badge, headline, the two journeys a visitor starts with, and the brand in figures. */
export function HomeHero({ figures }: HomeHeroProps) {
  const shown = figures.filter((figure) => figure.value !== null);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.backdrop} aria-hidden="true">
        <img className={styles.image} src="/images/hero-palace.svg" alt="" decoding="async" fetchPriority="high" />
        <span className={styles.scrim} />
      </div>

      <Container className={styles.content}>
        <p className={styles.badge}>
          <SparkIcon className={styles.badgeIcon} />
          India’s First AI-Powered Luxury Hotel Chain
        </p>
        <h1 id="home-hero-title" className={styles.title}>
          Timeless Indian Hospitality, <em>Intelligently</em> Reimagined
        </h1>
        <Ornament className={styles.ornament} />
        <p className={styles.lead}>
          From palace courtyards to Himalayan hideaways, Suvarna pairs the warmth of Indian hospitality with an AI that
          anticipates every wish, so each stay feels entirely your own.
        </p>
        <div className={styles.actions}>
          <Button to="/hotels" size="lg" iconEnd={<ArrowRightIcon />}>
            Book Your Stay
          </Button>
          <Button to="/ai-demos" size="lg" variant="secondary" inverse>
            Explore AI Features
          </Button>
        </div>
      </Container>

      {shown.length > 0 ? (
        <div className={styles.figuresBand}>
          <Container size="wide">
            <dl className={styles.figures}>
              {shown.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt className={styles.figureLabel}>{figure.label}</dt>
                  <dd className={styles.figureValue}>
                    {typeof figure.value === 'number' ? (
                      formatFigure(figure.value)
                    ) : (
                      <span className={styles.figurePending}>
                        <span className="visually-hidden">Counting…</span>
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </Container>
        </div>
      ) : null}
    </section>
  );
}
