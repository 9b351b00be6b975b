import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerResponse } from './server-response';

/**
 * Sets the document title, 'Page · Club', the club named in the page's language ('Getxo
 * Igeriketa Kluba' in Basque); screen readers announce it on navigation. On the server, the
 * HTML's <title>.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const full = title ? `${title} · ${t('club.name')}` : null;
  const response = useServerResponse();
  if (response && full) response.title = full;
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
