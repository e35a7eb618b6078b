import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (its code or data still loading) before focus settles on main. */
const HEADING_WAIT_MS = 5000;

/**
 * After a navigation inside the site, focus goes to the new page's main heading, so keyboard and screen-reader
 * users start reading at the page they asked for instead of at the link they left. The first load keeps the
 * browser's own start; a change of query alone (filters) is not a new page. A page whose heading appears
 * only once its data has loaded is waited for; if the visitor moves focus meanwhile, theirs wins.
 */
export function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    if (firstPath.current !== null) {
      if (firstPath.current === pathname) return;
      firstPath.current = null;
    }
    const startedOn = document.activeElement;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;

    const userMovedFocus = () => document.activeElement !== startedOn && document.activeElement !== document.body && !main.contains(document.activeElement);
    const observer = new MutationObserver(() => {
      if (userMovedFocus()) return stop();
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      if (!userMovedFocus()) main.focus({ preventScroll: true });
      stop();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
