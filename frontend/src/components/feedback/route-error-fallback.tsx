import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** The router's error element: a page that throws while rendering (or fails to load) shows the fallback. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return <ErrorFallback size="page" />;
}
