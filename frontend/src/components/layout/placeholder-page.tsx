import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from '../ui/page-hero';
import type { PageHeroProps } from '../ui/page-hero';

export interface PlaceholderPageProps {
  title: string;
  eyebrow?: string;
  /** Background artwork for the hero. */
  image?: string;
  size?: PageHeroProps['size'];
}

/** Stands in for a page whose screen is still being built. */
export function PlaceholderPage({ title, eyebrow = 'Suvarna Hotels & Resorts', image, size }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return <PageHero eyebrow={eyebrow} title={title} description="This page is being prepared." image={image} size={size} />;
}
