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

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
