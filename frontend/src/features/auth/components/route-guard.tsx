import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { LoadingView } from '../../../components/feedback/loading-view';
import { useAppSelector } from '../../../app/hooks';
import { selectAuthStatus, selectIsAdmin } from '../auth-slice';
import { defaultSignedInPath, originOf, returnPathFrom } from '../return-path';

/**
 * - `signedIn`: login required (dashboards, profile, booking details);
 * - `guestsOnly`: /login and /register;
 * - `admin`: role admin or manager (the admin pages).
 */
export type RouteAccess = 'signedIn' | 'guestsOnly' | 'admin';

export const unauthorizedPath = '/unauthorized';
export const loginPath = '/login';

/** The spec's route guard, as a layout route around the pages it protects. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const status = useAppSelector(selectAuthStatus);
  const isAdmin = useAppSelector(selectIsAdmin);
  const location = useLocation();
  const navigation = useNavigation();

  if (status === 'loading') return <LoadingView text="Loading..." />;

  if (access === 'guestsOnly') {
    // Signing in on /login lands here too: the visitor goes on to where they were headed, else the dashboard.
    if (status === 'signedIn') return <Navigate to={returnPathFrom(location) ?? defaultSignedInPath} replace />;
    return <Outlet />;
  }

  if (status !== 'signedIn') {
    // Signing out usually comes with a navigation (home, from the menu): let that one finish instead of
    // racing it to /login.
    if (navigation.state !== 'idle') return null;
    return <Navigate to={loginPath} replace state={originOf(location)} />;
  }
  if (access === 'admin' && !isAdmin) return <Navigate to={unauthorizedPath} replace state={originOf(location)} />;
  return <Outlet />;
}
