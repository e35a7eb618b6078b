import { TeamPage } from '../features/team/components/team-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function TeamRoute() {
  useDocumentTitle('Our Leadership Team');
  return <TeamPage />;
}
