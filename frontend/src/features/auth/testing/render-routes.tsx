import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { InitialEntry, RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import type { RootState } from '../../../app/store';

/** Shows where the router is, so tests can assert redirects (path, query and the remembered origin). */
export function WhereAmI() {
  const location = useLocation();
  const state: unknown = location.state;
  return (
    <output aria-label="current location" data-state={JSON.stringify(state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Renders route objects in a data router (the guard reads navigation state, which needs one). */
export function renderRoutes(routes: RouteObject[], { initialEntries = ['/'], preloadedState }: { initialEntries?: InitialEntry[]; preloadedState?: Partial<RootState> } = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...result };
}
