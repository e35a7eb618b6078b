import { Button } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { BrandAiDemos } from './brand-ai-demos';
import { BrandCta } from './brand-cta';
import { BrandMission } from './brand-mission';
import { BrandTechnology } from './brand-technology';
import { BrandTimeline } from './brand-timeline';
import { BrandValues } from './brand-values';

export function BrandPage() {
  return (
    <>
      <PageHero
        eyebrow="Our Story"
        title="Heritage, Reimagined by Intelligence"
        description="Suvarna was born from a simple belief: that the warmth of Indian hospitality and the promise of artificial intelligence belong together."
        image="/images/brand/hero-brand.svg"
        actions={
          <>
            <Button to="/hotels">Discover Our Hotels</Button>
            <Button to="/ai-demos" variant="secondary" inverse>
              Meet Our AI
            </Button>
          </>
        }
      />
      <BrandMission />
      <BrandValues />
      <BrandAiDemos />
      <BrandTechnology />
      <BrandTimeline />
      <BrandCta />
    </>
  );
}
