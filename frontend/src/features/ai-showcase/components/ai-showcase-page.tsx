import { Button } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { ShowcaseCta } from './showcase-cta';
import { ShowcaseFeatures } from './showcase-features';
import { ShowcaseRoadmap } from './showcase-roadmap';
import { ShowcaseStats } from './showcase-stats';

export function AiShowcasePage() {
  return (
    <>
      <PageHero
        eyebrow="Suvarna AI"
        title="The Intelligence Behind Every Stay"
        description="An AI platform built in India for Indian hospitality: it listens, learns and quietly takes care of the details, so our people can take care of you."
        image="/images/brand/hero-ai.svg"
        actions={
          <Button to="/ai-demos" variant="secondary" inverse>
            Try the Live Demos
          </Button>
        }
      />
      <ShowcaseStats />
      <ShowcaseFeatures />
      <ShowcaseRoadmap />
      <ShowcaseCta />
    </>
  );
}
