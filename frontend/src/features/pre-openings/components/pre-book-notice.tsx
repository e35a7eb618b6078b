import { countdownText, formatOpeningDate } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import styles from './pre-book-notice.module.css';

interface PreBookNoticeProps {
  hotel: Pick<Hotel, 'name' | 'openingDate'>;
  now: Date;
  open: boolean;
  onClose: () => void;
}

/**
 * The spec gives Pre-Book no action of its own. Rather than a dead button, it tells the guest when booking
 * opens and sends them to the Contact page, where reservations can put their name down.
 */
export function PreBookNotice({ hotel, now, open, onClose }: PreBookNoticeProps) {
  // A date that has come and gone (the launch slipped) would read as a mistake: then say only that it is close.
  const upcomingDate = hotel.openingDate && countdownText(hotel.openingDate, now) !== 'Opening Soon' ? hotel.openingDate : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Pre-Booking Opens Soon"
      description={
        upcomingDate
          ? `${hotel.name} welcomes its first guests on ${formatOpeningDate(upcomingDate)}.`
          : `${hotel.name} is in its final preparations to welcome its first guests.`
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button to="/contact" iconEnd={<ArrowRightIcon />}>
            Leave Your Details
          </Button>
        </>
      }
    >
      <p className={styles.text}>
        Pre-booking opens closer to launch — leave your details on the Contact page and our reservations team will reach
        you first, with Early Bird rates of up to 30% off.
      </p>
    </Modal>
  );
}
