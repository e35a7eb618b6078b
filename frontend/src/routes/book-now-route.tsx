import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppStore } from '../app/hooks';
import { LoadingView } from '../components/feedback/loading-view';
import { extendSession } from '../features/auth/auth-slice';
import { originOf } from '../features/auth/return-path';
import { useAuth } from '../features/auth/use-auth';
import type { BookingSession } from '../features/booking/booking-ports';
import { BookNowPage } from '../features/booking/components/book-now-page';
import { useHotelsWithFallback } from '../features/hotels';
import { useStartCheckout } from '../features/payment/use-start-checkout';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Spec §6: the token is re-checked before a booking is sent, and activity on the page extends the session
 * (a token older than five minutes is renewed, which restarts the refresh cookie's 7 days).
 */
function useBookingSession(): BookingSession {
  const store = useAppStore();
  return useMemo(() => ({ hasToken: () => Boolean(store.getState().auth.token), extend: () => store.dispatch(extendSession()) }), [store]);
}

/** Spec: 'Verifying authentication...' first; a visitor who is not signed in goes to /login and comes back here. */
export function BookNowRoute() {
  useDocumentTitle('Book Your Stay');
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingView text="Verifying authentication..." />;
  if (!user) return <Navigate to="/login" replace state={originOf(location)} />;
  return <SignedInBookNow user={user} />;
}

function SignedInBookNow({ user }: { user: NonNullable<ReturnType<typeof useAuth>['user']> }) {
  const { hotels, isLoading } = useHotelsWithFallback();
  const checkout = useStartCheckout();
  const session = useBookingSession();
  return <BookNowPage user={user} hotels={hotels} hotelsLoading={isLoading} checkout={checkout} session={session} />;
}
