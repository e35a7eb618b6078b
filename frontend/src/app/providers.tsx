import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** App-wide context around the router (and around components under test). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
