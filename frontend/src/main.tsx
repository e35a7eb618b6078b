import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/index.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readFirstScreenData } from './app/first-screen-data';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/auth-slice';

const store = makeStore();
store.dispatch(restoreSession());
setupListeners(store.dispatch);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

const router = createAppRouter();
const render = async () => {
  // A hotel page's document may bring the hotel itself (its first screen shows it): the app starts from it
  // instead of asking again, and draws the same screen. The route's code (which holds this) is loaded by now.
  const firstScreen = readFirstScreenData(document);
  if (firstScreen?.hotel) {
    const { hotelsApiSeed } = await import('./features/hotels/api/hotels-api');
    store.dispatch(hotelsApiSeed(firstScreen.hotel.id, firstScreen.hotel.value));
  }
  root.removeAttribute('inert');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
};

// A first screen built into the document stays until the route's code has arrived, then the app draws the same
// screen over it: no blank or spinner in between, and nothing moves.
if (router.state.initialized || root.childElementCount === 0) void render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    void render();
  });
}
