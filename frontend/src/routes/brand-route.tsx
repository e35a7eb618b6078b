import { BrandPage } from '../features/brand/components/brand-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function BrandRoute() {
  useDocumentTitle('Our Story');
  return <BrandPage />;
}
