import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AlertIcon } from '../../components/shell-icons';
import { paymentProcessCountQuery } from '../../features/account/api/payment-process-count';
import { useSession } from '../../features/auth/api/session';
import classes from './shell.module.css';

/** How many payments wait for the user: the warning shows when success is 1 and code > 0. */
function usePendingPaymentsCount(enabled: boolean) {
  const { pathname } = useLocation();
  const query = useQuery({ ...paymentProcessCountQuery(), enabled });
  const { refetch } = query;
  // Re-checked on every route change (spec 000 §4); the first load is the query's own fetch.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (enabled) void refetch();
  }, [pathname, enabled, refetch]);
  return enabled ? (query.data ?? 0) : 0;
}

/** A warning strip under the top bar, on every screen size, linking to the pending payments. */
export function PendingPaymentsBar() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const count = usePendingPaymentsCount(status === 'authenticated');
  if (count <= 0) return null;
  return (
    <div className={classes.pendingBar}>
      <Link to="/myaccount/pendingpayments" className={classes.pendingLink}>
        <AlertIcon size={18} />
        {t('pending.link', { count })}
      </Link>
    </div>
  );
}
