import { useEffect, useRef, useState } from 'react';
import { verificationMessages } from '@suvarna/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetail } from '../../../lib/api-errors';
import { authApi } from '../api/auth-api';
import { checkAuth } from '../auth-slice';

type Outcome = { state: 'checking' } | { state: 'confirmed'; email: string } | { state: 'refused'; message: string };

/**
 * /verify-email?token=…: the link of the welcome e-mail. The token is sent once, whichever browser opens it
 * (it proves the mailbox, not the session); a signed-in visitor's account is read again to show it verified.
 */
export function VerifyEmailPage({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const dispatch = useAppDispatch();
  const [verify] = authApi.useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'checking' } : { state: 'refused', message: verificationMessages.invalid });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify(token).then((result) => {
      if ('error' in result) setOutcome({ state: 'refused', message: errorDetail(result.error, verificationMessages.invalid) });
      else setOutcome({ state: 'confirmed', email: result.data.email });
    });
  }, [token, verify]);

  useEffect(() => {
    if (outcome.state === 'confirmed' && signedIn) void dispatch(checkAuth());
  }, [dispatch, outcome.state, signedIn]);

  const onward = signedIn ? (
    <Button to="/dashboard" size="lg">
      Go to Dashboard
    </Button>
  ) : (
    <Button to="/login" size="lg">
      Sign In
    </Button>
  );

  if (outcome.state === 'checking') {
    return (
      <PageHero size="full" eyebrow="Your Account" title="Confirming Your E-mail Address">
        <Spinner label="Confirming..." />
      </PageHero>
    );
  }
  if (outcome.state === 'confirmed') {
    return (
      <PageHero size="full"
        eyebrow="Your Account"
        title="E-mail Address Confirmed"
        description={`${verificationMessages.verified} Our e-mails to ${outcome.email} will now greet you by name and carry your bookings in full.`}
        actions={
          <>
            {onward}
            <Button to="/hotels" size="lg" variant="secondary" inverse>
              Explore Our Hotels
            </Button>
          </>
        }
      />
    );
  }
  return (
    <PageHero size="full"
      eyebrow="Your Account"
      title="This Link Cannot Be Used"
      description={outcome.message}
      actions={
        <>
          {onward}
          <Button to="/contact" size="lg" variant="secondary" inverse>
            Contact Us
          </Button>
        </>
      }
    />
  );
}
