import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingView } from '../components/feedback/loading-view';
import { originOf } from '../features/auth/return-path';
import { useAuth } from '../features/auth/use-auth';
import { PaymentResult } from '../features/payment/components/payment-result';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec: not signed in → /login (coming back here after); no session_id → /book-now. */
export function BookingSuccessRoute() {
  useDocumentTitle('Booking Confirmation');
  const { status, user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (status === 'loading') return <LoadingView text="Loading..." />;
  if (!user) return <Navigate to="/login" replace state={originOf(location)} />;
  if (!sessionId) return <Navigate to="/book-now" replace />;
  return <PaymentResult key={sessionId} sessionId={sessionId} userEmail={user.email} />;
}
