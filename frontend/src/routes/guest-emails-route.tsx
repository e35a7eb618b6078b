import { useSearchParams } from 'react-router-dom';
import { GuestEmailsPage } from '../features/guest-emails/components/guest-emails-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function GuestEmailsRoute() {
  useDocumentTitle('E-mails About Your Stay');
  const [params] = useSearchParams();
  return <GuestEmailsPage token={params.get('token')} />;
}
