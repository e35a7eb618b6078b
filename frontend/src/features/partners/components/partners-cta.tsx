import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../components/ui/cta-band';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function PartnersCta() {
  return (
    <CtaBand
      titleId="partners-cta-title"
      eyebrow="Grow With Suvarna"
      title="Let us create something remarkable together"
      text="Tell us about your organisation and the guests you would love to delight. Our partnerships team replies within two working days."
      actions={
        <>
          <Button to="/contact" size="lg" iconEnd={<ArrowRightIcon />}>
            Become a Partner
          </Button>
          <Button to="/brand" size="lg" variant="secondary" inverse>
            Discover Our Story
          </Button>
        </>
      }
    />
  );
}
