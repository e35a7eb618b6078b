import { AiShowcasePage } from '../features/ai-showcase/components/ai-showcase-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function AiShowcaseRoute() {
  useDocumentTitle('AI Showcase');
  return <AiShowcasePage />;
}
