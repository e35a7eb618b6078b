import type { ReactNode } from 'react';
import { company } from '../../../config/company';
import { Container } from '../../../components/ui/container';
import { MailIcon, MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import styles from './legal-document.module.css';

export const LAST_UPDATED = 'October 2025';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** The mailbox that answers questions about this document. */
  contactEmail: string;
  contactTeam: string;
}

/** A legal page: a contents list beside numbered sections, ending with who to write to. */
export function LegalDocument({ eyebrow, title, intro, sections, contactEmail, contactTeam }: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} description={`Last updated ${LAST_UPDATED}`} size="compact" />
      <div className={styles.page}>
        <Container className={styles.layout}>
          <nav className={styles.toc} aria-label="On this page">
            <details className={styles.tocDetails} open>
              <summary className={styles.tocTitle}>On this page</summary>
              <ol className={styles.tocList}>
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.tocLink}>
                      <span className={styles.tocNumber}>{String(index + 1).padStart(2, '0')}</span>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </details>
          </nav>

          <article className={styles.document}>
            <div className={styles.intro}>{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                <div className={styles.prose}>{section.content}</div>
              </section>
            ))}

            <aside className={styles.contact} aria-labelledby="legal-contact-title">
              <h2 id="legal-contact-title" className={styles.contactTitle}>
                Questions? Write to our {contactTeam}
              </h2>
              <ul className={styles.contactList}>
                <li>
                  <MailIcon className={styles.contactIcon} />
                  <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </li>
                <li>
                  <MapPinIcon className={styles.contactIcon} />
                  <address className={styles.address}>
                    <strong>{company.office.title}</strong>
                    {company.office.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </li>
              </ul>
            </aside>
          </article>
        </Container>
      </div>
    </>
  );
}
