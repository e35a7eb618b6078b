import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { HotelImage } from '../../../components/ui/safe-image';
import { cx } from '../../../lib/class-names';
import styles from './image-carousel.module.css';

export interface ImageCarouselProps {
  images: readonly string[];
  /** The hotel's name, used in the alternative texts and the carousel's label. */
  name: string;
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm14.5 5-7 7 7 7' : 'm9.5 5 7 7-7 7'} />
    </svg>
  );
}

/**
 * The hotel's photographs, one at a time: previous/next buttons, a dot per photo, and the arrow keys once
 * the carousel has focus. A photo that fails to load shows the default hotel artwork.
 */
export function ImageCarousel({ images, name }: ImageCarouselProps) {
  // A hotel without photographs still shows one frame: the default artwork.
  const slides = images.length > 0 ? images : [''];
  const [current, setCurrent] = useState(0);
  const hintId = useId();
  const count = slides.length;
  const active = Math.min(current, count - 1);
  const go = (index: number) => setCurrent((index + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(active - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(active + 1);
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      aria-describedby={count > 1 ? hintId : undefined}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      {count > 1 ? (
        <p id={hintId} className="visually-hidden">
          Use the left and right arrow keys to browse the photos.
        </p>
      ) : null}
      <div className={styles.viewport}>
        {slides.map((src, index) => (
          <div
            key={`${src}-${index}`}
            className={cx(styles.slide, index === active && styles.activeSlide)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index === active ? undefined : true}
          >
            <HotelImage src={src} alt={`${name}, photo ${index + 1} of ${count}`} className={styles.image} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} />
          </div>
        ))}
        <span className={styles.shade} aria-hidden="true" />
        {count > 1 ? (
          <p className={styles.counter} aria-live="polite">
            <span className="visually-hidden">Showing photo </span>
            {active + 1} / {count}
          </p>
        ) : null}
      </div>

      {count > 1 ? (
        <>
          <button type="button" className={cx(styles.arrow, styles.prev)} onClick={() => go(active - 1)} aria-label="Previous image">
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={cx(styles.arrow, styles.next)} onClick={() => go(active + 1)} aria-label="Next image">
            <ChevronIcon direction="right" />
          </button>
          <div className={styles.dots}>
            {slides.map((src, index) => (
              <button
                key={`${src}-${index}`}
                type="button"
                className={cx(styles.dot, index === active && styles.activeDot)}
                onClick={() => go(index)}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === active ? 'true' : undefined}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
