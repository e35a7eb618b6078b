import { PageHero } from '../components/ui/page-hero';
import { PropertiesBrowser, WhyChoose } from '../features/hotels';
import { useDocumentTitle } from '../lib/use-document-title';

export function HotelsRoute() {
  useDocumentTitle('Our Hotels');
  return (
    <>
      <PageHero
        eyebrow="Stays Across India"
        title="Our Hotels & Resorts"
        description="From the capital's grand avenues to Himalayan hideaways and Kerala's backwaters: find the Suvarna stay that suits your journey."
        size="compact"
      />
      <PropertiesBrowser />
      <WhyChoose />
    </>
  );
}
