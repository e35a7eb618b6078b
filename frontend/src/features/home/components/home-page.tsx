import type { Hotel } from '@suvarna/contracts';
import { PropertiesMap } from '../../../components/india-map/properties-map';
import { useFeaturedProperties, useHomeMapHotels } from '../hooks/use-featured-properties';
import { useHomeFigures } from '../hooks/use-home-figures';
import { AiFeatures } from './ai-features';
import { FeaturedProperties } from './featured-properties';
import { HomeClosingCta } from './home-closing-cta';
import { HomeHero } from './home-hero';
import { HomeWelcome } from './home-welcome';

export interface HomePageProps {
  /** What to show when the API fails; the embedded sample data unless a test says otherwise. */
  fallbackHotels?: readonly Hotel[];
}

export function HomePage({ fallbackHotels }: HomePageProps) {
  const { hotels, isLoading } = useFeaturedProperties(fallbackHotels);
  const mapHotels = useHomeMapHotels(fallbackHotels);
  const figures = useHomeFigures();
  return (
    <>
      <HomeHero figures={figures} />
      <HomeWelcome />
      <AiFeatures />
      <FeaturedProperties hotels={hotels} isLoading={isLoading} />
      {mapHotels.length > 0 ? <PropertiesMap hotels={mapHotels} /> : null}
      <HomeClosingCta />
    </>
  );
}
