import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import styles from './app-layout.module.css';

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
      <ScrollRestoration />
    </>
  );
}
