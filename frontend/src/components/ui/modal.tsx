import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/class-names';
import { focusableWithin, trapTabKey } from '../../lib/focus';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Action buttons, laid out at the bottom right. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the dimmed backdrop closes the dialog unless this is false (e.g. while a form is submitting). */
  closeOnBackdrop?: boolean;
  children?: ReactNode;
}

/**
 * An accessible modal dialog: focus moves inside and stays there, Escape and the close button call
 * `onClose`, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, description, footer, size = 'md', closeOnBackdrop = true, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeFromKeyboard = useEffectEvent(() => onClose());
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Start in the content (first field or action) rather than on the close button.
    const firstInBody = bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined;
    (firstInBody ?? dialogRef.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeFromKeyboard();
      } else if (dialogRef.current) {
        trapTabKey(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={cx(styles.dialog, styles[size])}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {/* Not <header>/<footer>: in a dialog outside <main> they would be a second banner and contentinfo. */}
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close dialog">
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
