import { useNavigate } from 'react-router-dom';
import { PageHero } from '../components/ui/page-hero';
import { AccountLayout, AccountPanel } from '../features/account/components/account-layout';
import { AccountSummary } from '../features/account/components/account-summary';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { PasswordChangeNotice } from '../features/account/components/password-change-notice';
import { ProfileDetailsForm } from '../features/account/components/profile-details-form';
import { SignOutPanel } from '../features/account/components/sign-out-panel';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';

export function ProfileRoute() {
  useDocumentTitle('My Profile');
  const { user, updateProfile, logout } = useAuth();
  const navigate = useNavigate();
  // The login guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <>
      <PageHero size="compact" align="start" eyebrow="Your Account" title="My Profile" description="Keep your details up to date and your account secure." />
      <AccountLayout
        label="Profile settings"
        main={
          <>
            <AccountPanel eyebrow="Personal Details" title="About You">
              <ProfileDetailsForm user={user} onSave={updateProfile} />
            </AccountPanel>
            <AccountPanel eyebrow="Security" title="Change Password">
              <PasswordChangeNotice user={user} linkToForm={false} />
              <ChangePasswordForm onSave={updateProfile} email={user.email} />
            </AccountPanel>
          </>
        }
        aside={
          <>
            <AccountSummary user={user} showEditLink={false} />
            <SignOutPanel
              onSignOut={async () => {
                await logout();
                navigate('/', { replace: true });
              }}
            />
          </>
        }
      />
    </>
  );
}
