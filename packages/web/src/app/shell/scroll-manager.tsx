import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation scrolls to the hash target if the address has one, otherwise to the top. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
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
