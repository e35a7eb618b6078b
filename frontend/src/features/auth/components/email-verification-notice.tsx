import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { errorDetail } from '../../../lib/api-errors';
import { authApi } from '../api/auth-api';
import type { SessionUser } from '../auth-types';

export const emailVerificationNoticeTitle = 'Please confirm your e-mail address';
const resendFailedText = 'The link could not be sent. Please try again in a moment.';

/**
 * The reminder an unverified account sees on its dashboard: the link sent at registration confirms the
 * address is theirs. The account works meanwhile (browsing, booking); our e-mails to it are kept impersonal
 * until then. A new link can be asked for.
 */
export function EmailVerificationNotice({ user }: { user: SessionUser }) {
  const [resend, { isLoading }] = authApi.useResendVerificationMutation();
  const [outcome, setOutcome] = useState<string>();
  if (user.email_verified !== false) return null;
  const sendAgain = async () => {
    const result = await resend();
    setOutcome('error' in result ? errorDetail(result.error, resendFailedText) : result.data.message);
  };
  return (
    <Notice
      icon={<MailIcon />}
      title={emailVerificationNoticeTitle}
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={() => void sendAgain()} busy={isLoading}>
            Send the link again
          </Button>
          <span role="status">{outcome}</span>
        </>
      }
    >
      <p>
        We sent a confirmation link to <strong>{user.email}</strong> when you registered. Opening it shows the address is yours: until then you can
        browse and book as usual, but our e-mails to you leave out the names and details typed in your bookings.
      </p>
    </Notice>
  );
}
