import { formatRupees, minRoomPrice } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isBookable } from '../hotel-status';
import styles from './sticky-booking-bar.module.css';

/**
 * On a phone the booking panel sits below the rooms. While it is off screen, a bar at the bottom keeps the price
 * from and a Book Now that brings the guest to the panel (dates and guests are chosen there) with focus on its
 * first field. Rendered inside the panel's column: it watches that column. Wide screens keep the panel beside
 * the page and never show the bar.
 */
export function StickyBookingBar({ hotel }: { hotel: Hotel }) {
  const barRef = useRef<HTMLDivElement>(null);
  const [panelOffScreen, setPanelOffScreen] = useState(false);
  const bookable = isBookable(hotel.status) && hotel.rooms.length > 0;

  useEffect(() => {
    const panel = barRef.current?.parentElement;
    if (!bookable || !panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelOffScreen(entry ? !entry.isIntersecting : false));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [bookable]);

  useEffect(() => {
    document.body.classList.toggle(styles.withBar ?? 'with-booking-bar', panelOffScreen);
    return () => document.body.classList.remove(styles.withBar ?? 'with-booking-bar');
  }, [panelOffScreen]);

  if (!bookable) return null;

  const goToPanel = () => {
    const panel = barRef.current?.parentElement;
    if (!panel) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    panel.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    panel.querySelector<HTMLElement>('input, select, button')?.focus({ preventScroll: true });
  };

  return (
    <div ref={barRef} className={styles.bar} hidden={!panelOffScreen} data-testid="sticky-booking-bar">
      <p className={styles.price}>
        <span className={styles.from}>From</span> <span className={styles.amount}>{formatRupees(minRoomPrice(hotel))}</span>{' '}
        <span className={styles.per}>/night</span>
      </p>
      <Button onClick={goToPanel} className={styles.book}>
        Book Now
      </Button>
    </div>
  );
}
