import { useEffect } from 'react';
import { useServerResponse } from './server-response';

const titleOf = (title: string) => `${title} · Club Natación Getxo`;

/** Sets the document title; screen readers announce it on navigation. On the server, the HTML's <title>. */
export function usePageTitle(title: string | null | undefined): void {
  const response = useServerResponse();
  if (response && title) response.title = titleOf(title);
  useEffect(() => {
    if (title) document.title = titleOf(title);
  }, [title]);
}
