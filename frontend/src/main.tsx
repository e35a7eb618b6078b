// First: no schema may be built before zod is told not to compile (see the module).
import './lib/schema-config';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/index.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readFirstScreenData } from './app/first-screen-data';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/auth-slice';
import { connectSession } from './features/auth/session-renewal';

const store = makeStore();
void store.dispatch(restoreSession());
connectSession(store);
setupListeners(store.dispatch);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

const builtFirstScreen = root.firstChild?.nodeType === Node.COMMENT_NODE && (root.firstChild as Comment).data === 'first-screen';
const router = createAppRouter();
const render = async () => {
  // A hotel page's document may bring the hotel itself (its first screen shows it): the app starts from it
  // instead of asking again, and draws the same screen. The route's code (which holds this) is loaded by now.
  const firstScreen = readFirstScreenData(document);
  if (firstScreen?.hotel) {
    const { hotelsApiSeed } = await import('./features/hotels/api/hotels-api');
    store.dispatch(hotelsApiSeed(firstScreen.hotel.id, firstScreen.hotel.value));
  }
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  root.removeAttribute('inert');
  // The document's first screen was rendered for a visitor who is not signed in: the app takes it over as it is
  // (hydration keeps its elements, so the screen neither repaints nor counts as painted again). The session is
  // still being asked for then; a signed-in visitor's header follows once it is known.
  if (builtFirstScreen && store.getState().auth.status !== 'signedIn') {
    hydrateRoot(root, app, {
      // Should the markup not match (a build older than the code), React draws the page afresh; nothing is lost.
      onRecoverableError: (error) => console.warn('The first screen was redrawn:', error),
    });
  } else {
    createRoot(root).render(app);
  }
};

// A first screen built into the document stays until the route's code has arrived, then the app takes it over:
// no blank or spinner in between, and nothing moves.
if (router.state.initialized || root.childElementCount === 0) void render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    void render();
  });
}
