import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/index.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './features/auth/auth-slice';

const store = makeStore();
store.dispatch(restoreSession());
setupListeners(store.dispatch);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

const router = createAppRouter();
const render = () => {
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
if (router.state.initialized || root.childElementCount === 0) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
