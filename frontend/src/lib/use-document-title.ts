import { useEffect } from 'react';

export const siteName = 'Suvarna Hotels & Resorts';

/** Sets the tab title to "<page> · Suvarna Hotels & Resorts" (the site name alone when no page title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
