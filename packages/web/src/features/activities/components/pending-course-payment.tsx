import type { PendingPayment } from '@club/domain/account/account.schemas';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPayment } from './enrol/card-payment';
import { pickCourseText, useCourseFormat } from './use-course-format';

type Group = 'direct' | 'users' | 'impersonated' | 'leveled';
interface DirectItem {
  slug_es?: string;
  translations?: Parameters<typeof pickCourseText>[0];
}

/**
 * Paying a direct course signup again from /myaccount/pendingpayments: the list's pay button opens
 * a small dialog whose PayButton (get_pm_detail/?slug_es=) is pressed at once, so the member goes
 * to the gateway; if the gateway call fails, the dialog shows the error and the button to retry.
 * Other groups are paid by their own areas (family, seasons) and are ignored here.
 */
export function usePendingCoursePayment() {
  const { t, lang } = useCourseFormat();
  const { t: ta } = useTranslation('account');
  const [item, setItem] = useState<DirectItem | null>(null);
  const onPay = (group: Group, p: PendingPayment) => {
    const i = (p.item ?? {}) as DirectItem;
    if (group === 'direct' && typeof i.slug_es === 'string') setItem(i);
  };
  const title = item?.translations ? pickCourseText(item.translations, lang).title : '';
  const modal = (
    <Modal
      opened={item !== null}
      onClose={() => setItem(null)}
      title={ta('pending.pay')}
      centered
      closeButtonProps={{ 'aria-label': t('enrol.close') }}
    >
      {item?.slug_es ? (
        <>
          {title ? (
            <Text fw={600} mb="sm">
              {title}
            </Text>
          ) : null}
          <CardPayment slug={item.slug_es} label={ta('pending.pay')} autoSubmit />
        </>
      ) : null}
    </Modal>
  );
  return { onPay, modal };
}
