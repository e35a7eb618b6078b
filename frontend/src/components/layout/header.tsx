import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { trapTabKey } from '../../lib/focus';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { Container } from '../ui/container';
import { Logo } from './logo';
import { SiteMenu, siteMenuId } from './site-menu';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

/** Spec: the header gets a stronger background once the page is scrolled more than 20 px. */
export const headerScrollThreshold = 20;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast(headerScrollThreshold);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  useScrollLock(menuOpen);

  // Any navigation (a link, Back, a redirect) closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const closeAndReturnFocus = useEffectEvent(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  });

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndReturnFocus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-scrolled={scrolled}
      data-menu-open={menuOpen}
      onKeyDown={(event) => {
        if (menuOpen && headerRef.current) trapTabKey(event, headerRef.current);
      }}
    >
      <Container size="wide" className={styles.bar}>
        <Logo onClick={() => setMenuOpen(false)} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={siteMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.toggleLabel}>Menu</span>
          <span className={styles.burger} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
      </Container>
      <SiteMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
