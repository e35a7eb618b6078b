import { useState } from 'react';
import { formatStayDate, guestEmailMessages } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { errorDetail } from '../../../lib/api-errors';
import { guestEmailsApi } from '../api/guest-emails-api';

type Outcome = { state: 'asking' } | { state: 'confirmed'; message: string; stay: string } | { state: 'refused'; message: string };

/**
 * /guest-emails?token=…: the link of the one question sent to a guest address someone typed into a booking.
 * Nothing is sent to the address unless its owner says yes here, with one click (a link alone, which mail
 * scanners open, never says yes).
 */
export function GuestEmailsPage({ token }: { token: string | null }) {
  const [confirm, { isLoading }] = guestEmailsApi.useConfirmGuestEmailsMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'asking' } : { state: 'refused', message: guestEmailMessages.invalid });

  const yes = async () => {
    if (!token) return;
    const result = await confirm(token);
    if ('error' in result) setOutcome({ state: 'refused', message: errorDetail(result.error, guestEmailMessages.invalid) });
    else {
      const { message, hotel_name, check_in, check_out } = result.data;
      setOutcome({ state: 'confirmed', message, stay: `${hotel_name}, ${formatStayDate(check_in)} – ${formatStayDate(check_out)}` });
    }
  };

  if (outcome.state === 'confirmed') {
    return (
      <PageHero size="full"
        eyebrow="Your Stay"
        title="You Will Hear From Us"
        description={`${outcome.message} Your stay: ${outcome.stay}.`}
        actions={
          <Button to="/hotels" size="lg" variant="secondary" inverse>
            Explore Our Hotels
          </Button>
        }
      />
    );
  }
  if (outcome.state === 'refused') {
    return (
      <PageHero size="full"
        eyebrow="Your Stay"
        title="This Link Cannot Be Used"
        description={outcome.message}
        actions={
          <Button to="/contact" size="lg" variant="secondary" inverse>
            Contact Us
          </Button>
        }
      />
    );
  }
  return (
    <PageHero size="full"
      eyebrow="Your Stay"
      title="E-mails About This Stay"
      description="Someone booking a stay with Suvarna gave this address for the guest. Would you like its confirmation, and any change to it, sent here? If this is not you, close this page: nothing will be sent."
      actions={
        <>
          <Button size="lg" onClick={() => void yes()} busy={isLoading}>
            Yes, E-mail Me
          </Button>
          <Button to="/" size="lg" variant="ghost" inverse>
            No, Thank You
          </Button>
        </>
      }
    />
  );
}
