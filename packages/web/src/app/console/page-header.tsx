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

/** A date-time in the reader's language, in Madrid time. */
export const formatDateTime = (iso: string | null | undefined, lang: string): string =>
  iso
    ? new Date(iso).toLocaleString(lang === 'eus' ? 'eu-ES' : lang === 'en' ? 'en-GB' : 'es-ES', {
        timeZone: 'Europe/Madrid',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '';

export { formatEuros } from '../../lib/money';
