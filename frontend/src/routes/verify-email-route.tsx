import { useSearchParams } from 'react-router-dom';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';

export function VerifyEmailRoute() {
  useDocumentTitle('Confirm Your E-mail Address');
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  return <VerifyEmailPage token={params.get('token')} signedIn={isAuthenticated} />;
}
