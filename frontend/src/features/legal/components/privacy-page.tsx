import { LegalDocument } from './legal-document';
import { PRIVACY_EMAIL, privacyIntro, privacySections } from './privacy-policy';

export function PrivacyPage() {
  return (
    <LegalDocument
      eyebrow="Privacy & Cookies"
      title="Privacy Policy"
      intro={privacyIntro}
      sections={privacySections}
      contactEmail={PRIVACY_EMAIL}
      contactTeam="Privacy Office"
    />
  );
}
