import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation scrolls to the hash target if the address has one, otherwise to the top. Not when
 * the app starts: the page was just opened at the top, or is a server-rendered page the visitor
 * may already have scrolled while it hydrated (or the browser restored on reload), and jumping
 * back to the top under their eyes would lose their place.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    const first = !started.current;
    started.current = true;
    if (!hash) {
      if (!first) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    // The target may belong to a lazily loaded page: look for it for a moment.
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      tries += 1;
      if (el) el.scrollIntoView();
      if (el || tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
