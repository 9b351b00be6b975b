import { useEffect } from 'react';

/** Sets the document title; screen readers announce it on navigation. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Club Natación Getxo`;
  }, [title]);
}
