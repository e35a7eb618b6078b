import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MenuAccountContext, type MenuAccount } from '../components/layout/menu-account';
import { useAuth } from '../features/auth/use-auth';
import type { AppStore } from './store';

/** The session as the site menu shows it. */
function MenuAccountProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, user, logout } = useAuth();
  const userName = isAuthenticated && user ? user.full_name : null;
  const account = useMemo<MenuAccount>(() => ({ userName, signOut: logout }), [userName, logout]);
  return <MenuAccountContext value={account}>{children}</MenuAccountContext>;
}

/** App-wide context around the router (and around components under test). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MenuAccountProvider>{children}</MenuAccountProvider>
    </Provider>
  );
}
