import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../../components/ui/icons';
import { Notice, noticeStyles } from '../../../components/ui/notice';
import type { AccountUser } from '../account-types';

export const passwordChangeNoticeTitle = 'Please choose a new password';

/**
 * Shown while the account's password no longer meets the password rule (it predates the rule, or
 * it has since appeared in a breach): the account still signs in, and is asked to change it.
 * `linkToForm` is off on the profile page, where the form is just below.
 */
export function PasswordChangeNotice({ user, linkToForm = true }: { user: AccountUser; linkToForm?: boolean }) {
  if (!user.password_change_required) return null;
  return (
    <Notice
      icon={<ShieldIcon />}
      title={passwordChangeNoticeTitle}
      actions={
        linkToForm ? (
          <Link to="/profile#change-password" className={noticeStyles.link}>
            Change password
          </Link>
        ) : undefined
      }
    >
      <p>
        Your password no longer meets our security standards: it is short, widely used, or contains your email name. It still works, but please choose
        a new one to keep your account safe.
      </p>
    </Notice>
  );
}
