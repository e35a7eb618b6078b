import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Select } from '../../../components/ui/form-fields';
import { BuildingIcon, ClockIcon, HeadsetIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkIcon, StarIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { allCitiesOption, allDepartmentsOption, buildJobOpenings, cityFilterOptions, departmentFilterOptions, type JobOpening } from '../job-openings';
import { ApplicationModal, type Applicant } from './application-modal';
import styles from './careers.module.css';

const benefits = [
  { icon: <SparkIcon />, title: 'AI-Powered Workplace', text: 'Work with the tools that shape the future of hospitality, from smart concierge to predictive operations.' },
  { icon: <StarIcon />, title: 'Growth and Learning', text: 'A learning budget, mentors and clear paths from your first role to leading a property.' },
  { icon: <ShieldIcon />, title: 'Health and Security', text: 'Medical cover for you and your family, insurance and a provident fund from day one.' },
  { icon: <BuildingIcon />, title: 'Stays Across India', text: 'Staff rates at every Suvarna property, from the Himalayas to the backwaters.' },
  { icon: <HeadsetIcon />, title: 'A Team That Cares', text: 'Respect, recognition and a culture where every voice in the team is heard.' },
  { icon: <ClockIcon />, title: 'Balance That Works', text: 'Fair rosters, paid leave and time to rest between the busy seasons.' },
];

const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const openings = buildJobOpenings();

/** Spec: Careers (/work-with-us) below its hero: benefits, filtered openings, contact, the application modal. */
export function CareersPage({ user }: { user: Applicant | null }) {
  const [department, setDepartment] = useState(allDepartmentsOption);
  const [city, setCity] = useState(allCitiesOption);
  const [applyingFor, setApplyingFor] = useState<JobOpening | null>(null);
  const openingsRef = useRef<HTMLElement>(null);
  const filtersChanged = useRef(false);

  const shown = useMemo(
    () => openings.filter((job) => (department === allDepartmentsOption || job.department === department) && (city === allCitiesOption || job.city === city)),
    [department, city],
  );

  // Spec: selecting filters scrolls to the openings section after 100 ms.
  useEffect(() => {
    if (!filtersChanged.current) return;
    const timer = window.setTimeout(() => openingsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 100);
    return () => window.clearTimeout(timer);
  }, [department, city]);

  const pick = (set: (v: string) => void) => (value: string) => {
    filtersChanged.current = true;
    set(value);
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="benefits-title">
        <Container>
          <SectionHeading
            id="benefits-title"
            eyebrow="Why Suvarna"
            title="A Career With Warmth and Vision"
            description="Join a hotel family that blends Indian hospitality with artificial intelligence, in seventeen cities and growing."
          />
          <ul className={styles.benefits}>
            {benefits.map((b) => (
              <li key={b.title}>
                <Card variant="elevated" padding="lg" className={styles.benefit}>
                  <span className={styles.benefitIcon} aria-hidden="true">
                    {b.icon}
                  </span>
                  <h3 className={styles.cardTitle}>{b.title}</h3>
                  <p className={styles.muted}>{b.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={styles.sandSection} aria-labelledby="openings-title">
        <Container>
          <SectionHeading id="openings-title" eyebrow="Open Positions" title="Find Your Role" description="Filter by department and city, then apply in a few minutes." />
          <div className={styles.filters}>
            <Select label="Department" name="department" value={department} onChange={(e) => pick(setDepartment)(e.target.value)} options={toOptions(departmentFilterOptions)} />
            <Select label="City" name="city" value={city} onChange={(e) => pick(setCity)(e.target.value)} options={toOptions(cityFilterOptions)} />
          </div>
          <section ref={openingsRef} className={styles.openings} aria-label="Job openings" id="openings">
            <p className={styles.count} role="status">
              {shown.length === 1 ? '1 position' : `${shown.length} positions`}
            </p>
            {shown.length === 0 ? (
              <div className={styles.empty}>
                <h3 className={styles.cardTitle}>No positions found</h3>
                <p className={styles.muted}>Try another department or city, or write to us: we are always glad to meet talented people.</p>
              </div>
            ) : (
              <ul className={styles.jobs}>
                {shown.map((job) => (
                  <li key={job.id}>
                    <Card as="article" variant="elevated" padding="lg" className={styles.job} aria-label={`${job.title}, ${job.city}`}>
                      <h3 className={styles.cardTitle}>{job.title}</h3>
                      <ul className={styles.jobMeta}>
                        <li>
                          <BuildingIcon aria-hidden="true" /> {job.department}
                        </li>
                        <li>
                          <MapPinIcon aria-hidden="true" /> {job.city}
                        </li>
                        <li>
                          <ClockIcon aria-hidden="true" /> {job.type} · {job.level}
                        </li>
                      </ul>
                      <p className={styles.salary}>₹ {job.salary}</p>
                      <p className={styles.muted}>{job.description}</p>
                      <ul className={styles.requirements}>
                        {job.requirements.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                      <div className={styles.jobFooter}>
                        <Button onClick={() => setApplyingFor(job)} aria-label={`Apply Now: ${job.title}, ${job.city}`}>
                          Apply Now
                        </Button>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="careers-contact-title">
        <Container size="narrow" className={styles.contact}>
          <SectionHeading id="careers-contact-title" eyebrow="Questions?" title="Talk to Our Talent Team" description="Not sure which role suits you? Write or call; we reply within 48 hours." />
          <div className={styles.contactLinks}>
            <Button href="mailto:careers@suvarnahotels.in" variant="secondary" icon={<MailIcon />}>
              careers@suvarnahotels.in
            </Button>
            <Button href="tel:+911140007000" variant="ghost" icon={<PhoneIcon />}>
              +91 11 4000 7000
            </Button>
          </div>
        </Container>
      </section>

      {/* The session is known a moment after the page (it is asked for at start-up): the form starts again with the applicant. */}
      <ApplicationModal key={user?.email ?? 'visitor'} job={applyingFor} user={user} onClose={() => setApplyingFor(null)} />
    </>
  );
}
