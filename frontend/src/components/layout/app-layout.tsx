import { useRef } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import styles from './app-layout.module.css';

/**
 * Where a page's scroll position is kept. Every page opened afresh (typed, linked from elsewhere, reloaded
 * without history state) has the key "default", whatever its address: keyed by that, a fresh `/` would open
 * where the last fresh page was left (a hotel page scrolled to its booking panel sent `/` 3,000 px down).
 * Such entries are kept by their address instead; the entries the app pushes keep their own keys.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * The frame of every page: header, the current route, footer. New navigations start at the top, with focus on
 * the new page's main heading.
 */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main ref={mainRef} id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
