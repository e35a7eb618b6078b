import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';

export const hotelNotFoundTitle = 'Hotel Not Found';
export const hotelNotFoundText = "The hotel you're looking for doesn't exist.";

/** Spec: shown when the hotel is missing or could not be fetched. */
export function HotelNotFound() {
  return (
    <PageHero
      eyebrow="Our Hotels"
      title={hotelNotFoundTitle}
      description={hotelNotFoundText}
      actions={
        <Button to="/hotels" size="lg" iconEnd={<ArrowRightIcon />}>
          Back to Hotels
        </Button>
      }
    />
  );
}
