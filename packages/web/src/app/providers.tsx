import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { NotificationsHost } from './notifications-host';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
       * The theme's CSS variables are a stylesheet made at build time (virtual:theme-variables.css,
       * vite.config.ts), not a <style> MantineProvider works out in the browser on every page load
       * (about 6 ms of hydration's first slice on a phone before the 4x slowdown).
       */}
      <MantineProvider theme={theme} withCssVariables={false}>
        <NotificationsHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
