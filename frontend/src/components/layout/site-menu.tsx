import { useEffect, useRef } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { company } from '../../config/company';
import { cx } from '../../lib/class-names';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { ArrowRightIcon } from '../ui/icons';
import { useMenuAccount } from './menu-account';
import { accountAndSupportTitle, hotelsAndServices, mainPages } from './navigation';
import type { NavGroup } from './navigation';
import styles from './site-menu.module.css';

export const siteMenuId = 'site-menu';

interface SiteMenuProps {
  open: boolean;
  /** Called when a link or button in the menu is chosen: the menu closes. */
  onNavigate: () => void;
}

function linkClassName({ isActive }: { isActive: boolean }): string {
  return cx(styles.link, isActive && styles.active);
}

function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const headingId = `${siteMenuId}-${group.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle} id={headingId}>
        {group.title}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={linkClassName} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountGroup({ onNavigate }: { onNavigate: () => void }) {
  const { userName, signOut: endSession } = useMenuAccount();
  const navigate = useNavigate();
  const headingId = `${siteMenuId}-account`;

  const signOut = async () => {
    onNavigate();
    await endSession();
    navigate('/');
  };

  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle} id={headingId}>
        {accountAndSupportTitle}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        <li>
          <NavLink to="/contact" end className={linkClassName} onClick={onNavigate}>
            Contact
          </NavLink>
        </li>
        {userName !== null ? (
          <>
            <li>
              <NavLink to="/dashboard" end className={linkClassName} onClick={onNavigate}>
                Dashboard
                <span className={styles.userName}>{userName}</span>
              </NavLink>
            </li>
            <li>
              <button type="button" className={cx(styles.link, styles.linkButton)} onClick={signOut}>
                Sign Out
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to="/login" end className={linkClassName} onClick={onNavigate}>
                Sign In
              </NavLink>
            </li>
            <li>
              <NavLink to="/register" end className={linkClassName} onClick={onNavigate}>
                Get Started
              </NavLink>
            </li>
          </>
        )}
      </ul>
    </section>
  );
}

/** The full-width overlay opened by the header's menu toggle. */
export function SiteMenu({ open, onNavigate }: SiteMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  return (
    <div ref={menuRef} id={siteMenuId} className={styles.overlay} hidden={!open}>
      <span className={styles.glow} aria-hidden="true" />
      <Container size="wide" className={styles.inner}>
        <nav className={styles.groups} aria-label="Site menu">
          <MenuGroup group={mainPages} onNavigate={onNavigate} />
          <MenuGroup group={hotelsAndServices} onNavigate={onNavigate} />
          <AccountGroup onNavigate={onNavigate} />
        </nav>
        <div className={styles.footer}>
          <div className={styles.actions}>
            <Button to="/hotels" size="lg" onClick={onNavigate} iconEnd={<ArrowRightIcon />}>
              Book Your Stay
            </Button>
            <Button to="/ai-demos" size="lg" variant="secondary" inverse onClick={onNavigate}>
              Explore AI Features
            </Button>
          </div>
          <p className={styles.contactLine}>
            <span>Reservations</span>
            <a href={company.phone.href}>{company.phone.display}</a>
            <span className={styles.dot} aria-hidden="true" />
            <a href={`mailto:${company.reservationsEmail}`}>{company.reservationsEmail}</a>
          </p>
        </div>
      </Container>
    </div>
  );
}
