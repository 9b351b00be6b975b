import { notifications, type NotificationData } from '@mantine/notifications';
import i18n from '../../../i18n';
import classes from './account.module.css';

/**
 * The account's toasts: the close button gets a name and the colours the account scope (AA
 * contrast). `title`/`message` are already translated.
 */
export function toast(data: NotificationData): void {
  notifications.show({
    ...data,
    className: classes.scope,
    classNames: { description: classes.toastDescription },
    closeButtonProps: { 'aria-label': i18n.t('actions.close', { ns: 'account' }) },
  });
}
