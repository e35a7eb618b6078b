import { AccessRestricted } from '../features/auth/components/access-restricted';
import { useDocumentTitle } from '../lib/use-document-title';

export function UnauthorizedRoute() {
  useDocumentTitle('Access Restricted');
  return <AccessRestricted />;
}
