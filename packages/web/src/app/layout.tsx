import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouteDiagnostics } from '../features/diagnostics/route-diagnostics';
import { PageLoader } from '../components/page-loader';
import { HydrationMark } from '../lib/hydration';
import { PageErrorBoundary } from './route-error';
import { AlwaysOnModals } from './shell/always-on-modals';
import { Footer } from './shell/footer';
import { ScrollManager } from './shell/scroll-manager';
import { SessionWatcher } from './shell/session-watcher';
import { TopBar } from './shell/top-bar';

/** The shell around every page: skip link, top bar, main landmark, footer, always-on modals. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        <SkipLinkText />
      </a>
      <SessionWatcher />
      <RouteDiagnostics />
      <ScrollManager />
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} mih="100vh" style={{ flex: 1 }}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <AlwaysOnModals />
      </Suspense>
    </>
  );
}

function SkipLinkText() {
  const { t } = useTranslation('common');
  return <>{t('skipToContent')}</>;
}
