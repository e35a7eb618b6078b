import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { returnPathFrom } from '../return-path';
import type { ReturnState } from '../return-path';
import { useAuth } from '../use-auth';
import { loginPath } from './route-guard';

export const accessRestrictedTitle = 'Access restricted';

/**
 * Where the admin guard sends everyone who is not an admin or manager. It says why and offers the ways on,
 * including signing in as someone else (which returns to the refused page afterwards).
 */
export function AccessRestricted() {
  const { isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);
  const refused = returnPathFrom(location);
  const loginState: ReturnState | undefined = refused ? { from: refused } : undefined;

  const signInAsSomeoneElse = async () => {
    setSwitching(true);
    // /login is for signed-out visitors only, so the current session ends first.
    await logout();
    navigate(loginPath, { state: loginState });
  };

  return (
    <PageHero
      eyebrow="Administrators Only"
      title={accessRestrictedTitle}
      description={
        <>
          You need an admin account to open {refused ? <strong>{refused}</strong> : 'that page'}. Sign in with an administrator or
          manager account, or carry on from your dashboard.
        </>
      }
      actions={
        <>
          <Button to="/dashboard" iconEnd={<ArrowRightIcon />}>
            Go to Dashboard
          </Button>
          <Button to="/" variant="secondary" inverse>
            Back to Home
          </Button>
          {isAuthenticated ? (
            <Button variant="ghost" inverse onClick={signInAsSomeoneElse} disabled={switching} busy={switching}>
              Sign in with a different account
            </Button>
          ) : (
            <Button to={loginPath} state={loginState} variant="ghost" inverse>
              Sign in with a different account
            </Button>
          )}
        </>
      }
    />
  );
}
