import { PartnersPage } from '../features/partners/components/partners-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function PartnersRoute() {
  useDocumentTitle('Our Partners');
  return <PartnersPage />;
}
