import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../../lib/idle';
import { installErrorReporting, reportRoute } from './diagnostics';

installErrorReporting();

/**
 * Posts `diag/route/` on every route change: the page left (thispath), the page opened
 * (newpath), when the left page was opened and closed, and the seconds spent on it.
 */
export function RouteDiagnostics() {
  const { pathname } = useLocation();
  const current = useRef<{ path: string; since: number } | null>(null);
  useEffect(() => {
    const now = Date.now();
    const prev = current.current;
    if (prev?.path === pathname) return;
    current.current = { path: pathname, since: now };
    // The first page of a run is reported too, with the page it came from left empty. Sent when
    // the browser is idle: the note (the browser's details read, a request started) is no part of
    // showing the page, and on the first page it ran inside hydration's effects.
    const note = {
      begin: new Date(prev?.since ?? now).toISOString(),
      end: new Date(now).toISOString(),
      thispath: prev?.path ?? '',
      newpath: pathname,
      seconds: prev ? Math.round((now - prev.since) / 100) / 10 : 0,
    };
    whenIdle(() => reportRoute(note));
  }, [pathname]);
  return null;
}
