import { LegalDocument } from './legal-document';
import { LEGAL_EMAIL, termsIntro, termsSections } from './terms-of-service';

export function TermsPage() {
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Terms of Service"
      intro={termsIntro}
      sections={termsSections}
      contactEmail={LEGAL_EMAIL}
      contactTeam="Legal Team"
    />
  );
}
