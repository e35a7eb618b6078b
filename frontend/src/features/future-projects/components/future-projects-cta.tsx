import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../components/ui/cta-band';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function FutureProjectsCta() {
  return (
    <CtaBand
      tone="light"
      titleId="future-projects-cta-title"
      eyebrow="Build With Us"
      title="Shape the future of Indian hospitality"
      text="Landowners, investors, technology pioneers and artisans: we welcome partners who share our vision for heritage and intelligence in harmony."
      actions={
        <>
          <Button to="/contact" size="lg" iconEnd={<ArrowRightIcon />}>
            Partner With Us
          </Button>
          <Button to="/brand" size="lg" variant="secondary">
            Our Brand Story
          </Button>
        </>
      }
    />
  );
}
