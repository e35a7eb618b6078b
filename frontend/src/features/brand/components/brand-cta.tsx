import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../components/ui/cta-band';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function BrandCta() {
  return (
    <CtaBand
      titleId="brand-cta-title"
      eyebrow="Be Part of Our Story"
      title="The next chapter is written by our guests"
      text="Reserve your stay and experience the union of heritage and intelligence for yourself."
      actions={
        <>
          <Button to="/book-now" size="lg" iconEnd={<ArrowRightIcon />}>
            Book Your Stay
          </Button>
          <Button to="/hotels" size="lg" variant="secondary" inverse>
            Explore Our Hotels
          </Button>
        </>
      }
    />
  );
}
