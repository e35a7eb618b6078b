import { useEffect } from 'react';

let activeLocks = 0;

/** Keeps the page from scrolling behind an overlay; nested overlays (menu, then a modal) share one lock. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    activeLocks += 1;
    document.body.classList.add('is-scroll-locked');
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.body.classList.remove('is-scroll-locked');
    };
  }, [active]);
}
