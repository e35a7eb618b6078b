import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import styles from './app-layout.module.css';

/** The frame of every page: header, the current route, footer. New navigations start at the top. */
export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
