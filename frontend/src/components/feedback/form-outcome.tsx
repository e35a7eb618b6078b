import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../lib/class-names';
import { AlertIcon, CheckIcon } from '../ui/icons';
import styles from './form-outcome.module.css';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Tells every form result on the page which one is the newest. */
const newestOutcome = new EventTarget();

/**
 * The green or red box a sent (or refused) form shows. Success goes into a status region that is on the page
 * before anything is sent, so screen readers announce the message when it arrives (a region added together
 * with its text is often missed); a failure is an alert, announced at once. The box is scrolled into view:
 * on a phone the result of a long form would otherwise land below the screen, leaving only an emptied form.
 * Only the newest result of a page is shown: a success box left from one form goes away when another form
 * (the profile page has two) reports, so an old "updated successfully" never sits next to a new error.
 * `appear` slides it in; forms that sit in a busy panel (reviews) show it still.
 */
export function FormOutcome({ outcome, appear = true }: { outcome: Outcome; appear?: boolean }) {
  const id = useId();
  const boxRef = useRef<HTMLParagraphElement>(null);
  const [superseded, setSuperseded] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return;
    newestOutcome.dispatchEvent(new CustomEvent('reported', { detail: id }));
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    boxRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    // What the form's success reloads (a new review in the list above it) can push the box off screen just
    // after: for a moment, bring it back whenever the page changes size.
    if (typeof ResizeObserver === 'undefined') return;
    const keepInView = new ResizeObserver(() => {
      const box = boxRef.current?.getBoundingClientRect();
      if (box && (box.top < -1 || box.bottom > window.innerHeight + 1)) boxRef.current?.scrollIntoView?.({ block: 'nearest' });
    });
    keepInView.observe(document.body);
    const stop = window.setTimeout(() => keepInView.disconnect(), 2000);
    return () => {
      window.clearTimeout(stop);
      keepInView.disconnect();
    };
  }, [outcome, id]);

  useEffect(() => {
    const onReported = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== id) setSuperseded(outcome);
    };
    newestOutcome.addEventListener('reported', onReported);
    return () => newestOutcome.removeEventListener('reported', onReported);
  }, [outcome, id]);

  const shown = outcome && outcome !== superseded ? outcome : null;
  const success = shown?.kind === 'success';
  const box = shown ? (
    <p ref={boxRef} className={cx(styles.outcome, appear && styles.appear, success ? styles.success : styles.error)} role={success ? undefined : 'alert'}>
      {success ? <CheckIcon className={styles.icon} /> : <AlertIcon className={styles.icon} />}
      <span>{shown.message}</span>
    </p>
  ) : null;
  return (
    <>
      <div role="status" className={styles.region}>
        {success ? box : null}
      </div>
      {success ? null : box}
    </>
  );
}
