import { TermsPage } from '../features/legal/components/terms-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function TermsRoute() {
  useDocumentTitle('Terms of Service');
  return <TermsPage />;
}
