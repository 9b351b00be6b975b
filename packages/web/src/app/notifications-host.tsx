import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

/*
 * The toast renderer (and its transition library) is only downloaded once the first toast is
 * shown: `notifications.show()` from '@mantine/notifications' fills a small store, and this host
 * mounts the real <Notifications /> when that store is no longer empty.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
