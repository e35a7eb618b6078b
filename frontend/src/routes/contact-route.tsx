import { ErrorBoundary } from '../components/feedback/error-boundary';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { PageHero } from '../components/ui/page-hero';
import { SectionHeading } from '../components/ui/section-heading';
import { ContactDetails } from '../features/contact/components/contact-details';
import { ContactFaq } from '../features/contact/components/contact-faq';
import { ContactForm } from '../features/contact/components/contact-form';
import { EmergencySupport } from '../features/contact/components/emergency-support';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './contact-route.module.css';

export function ContactRoute() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="We Would Love to Hear From You"
        description="Plans for a stay, a celebration or a partnership: every message is read and answered by our guest relations team."
        size="compact"
      />

      <section className={styles.section} aria-label="Send us a message">
        <Container className={styles.layout}>
          <Card variant="elevated" padding="lg" className={styles.formCard}>
            <SectionHeading
              as="h2"
              align="start"
              eyebrow="Write to Us"
              title="Send Us a Message"
              description="Choose the nature of your enquiry and share a few details. We will be in touch shortly."
              className={styles.formHeading}
            />
            <ErrorBoundary>
              <ContactForm />
            </ErrorBoundary>
          </Card>

          <aside className={styles.aside} aria-labelledby="contact-details-title">
            <Card variant="dark" padding="lg" className={styles.detailsCard}>
              <p className={styles.asideEyebrow}>Reach Us Directly</p>
              <h2 id="contact-details-title" className={styles.asideTitle}>
                Contact Details
              </h2>
              <ContactDetails />
            </Card>
          </aside>
        </Container>
      </section>

      <section className={styles.faqSection} aria-labelledby="contact-faq-title">
        <Container size="narrow">
          <SectionHeading
            id="contact-faq-title"
            eyebrow="Good to Know"
            title="Frequently Asked Questions"
            description="Quick answers to what our guests ask most often."
          />
          <ContactFaq />
        </Container>
      </section>

      <EmergencySupport />
    </>
  );
}
