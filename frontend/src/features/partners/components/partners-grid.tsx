import type { Partner } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { PartnerCard } from './partner-card';
import { HandshakeIcon } from './partner-icons';
import styles from './partners-grid.module.css';

export function PartnersGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <section className={styles.section} aria-labelledby="partners-grid-title">
      <Container>
        <SectionHeading
          id="partners-grid-title"
          eyebrow="In Good Company"
          title="Our Valued Partners"
          description="Innovators, artisans and institutions who share our devotion to remarkable stays."
        />
        {partners.length === 0 ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <HandshakeIcon />
            </span>
            <h3 className={styles.emptyTitle}>No Partners Listed</h3>
            <p className={styles.emptyText}>Our partnership programme is being renewed. Interested in joining us? We would love to hear from you.</p>
            <Button to="/contact" variant="secondary">
              Become a Partner
            </Button>
          </div>
        ) : (
          <ul className={styles.grid}>
            {partners.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
