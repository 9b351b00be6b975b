import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

/** A console screen's heading (and the document title), with its actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}

/**
 * A date-time in Madrid time, all in numbers: 23/11/26, 21:12. Decision: Basque readers get the
 * Spanish numeric pattern too; it is what the club's forms use, and a browser without Basque
 * date data would otherwise show the American one.
 */
export const formatDateTime = (iso: string | null | undefined, lang: string): string =>
  iso
    ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'es-ES', {
        timeZone: 'Europe/Madrid',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '';

export { formatEuros } from '../../lib/money';
