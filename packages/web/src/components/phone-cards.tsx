import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table's rows as cards on a phone: a list shown below the `sm` breakpoint, where a table of four
 * or five columns showed only its first ones at 390 px and hid the rest behind a sideways swipe.
 * The page shows its table from `sm` up (`visibleFrom="sm"`); both are rendered and CSS displays
 * one, so a server-rendered page does not move when it hydrates and a screen reader meets each
 * row once. Name the list as the table's caption names the table.
 */
export function PhoneCards({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    <Stack
      component="ul"
      hiddenFrom="sm"
      aria-label={label}
      aria-labelledby={labelledBy}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}

/** One row of the table as a card of a PhoneCards list. */
export function PhoneCard({ children }: { children: ReactNode }) {
  return (
    <Card component="li" withBorder padding="sm">
      {children}
    </Card>
  );
}
