import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { accountClasses as classes, PendingPaymentsList } from '../../account';
import { usePendingCoursePayment } from '../../activities';
import { usePendingFamilyPayment } from '../../family';
import { usePendingChargePayment } from '../components/pending-charge-payment';

/** /myaccount/pendingpayments: the groups with their status (spec 000 §2) and the returned debits. */
export default function PendingPaymentsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('pending.title'));
  // Direct course signups are paid again through the payments area's PayButton (activities feature).
  const coursePayment = usePendingCoursePayment();
  // The family's orders and persons' tickets through the family feature.
  const familyPayment = usePendingFamilyPayment();
  // SEPA debits the bank returned (billing) and unpaid join fees (membership): paid by card here.
  const chargePayment = usePendingChargePayment();
  return (
    <Container size="md" py="lg" px="sm" className={classes.scope}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('pending.title')}
          </Title>
          <Text c="dimmed">{t('pending.intro')}</Text>
        </div>
        <PendingPaymentsList
          headingOrder={2}
          onPay={(group, p) =>
            group === 'returned' || group === 'membership'
              ? chargePayment.onPay(group, p)
              : group === 'direct'
                ? coursePayment.onPay(group, p)
                : familyPayment.onPay(group, p)
          }
        />
        {coursePayment.modal}
        {familyPayment.modal}
        {chargePayment.modal}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pending-kinds">
          <Title order={2} size="h4" id="pending-kinds" mb="xs">
            {t('pending.kindsTitle')}
          </Title>
          <List spacing="xs" size="sm">
            {(['direct', 'users', 'impersonated', 'leveled', 'returned', 'membership'] as const).map((g) => (
              <List.Item key={g}>
                <Text span fw={600} size="sm">
                  {t(`pending.groups.${g}`)}
                </Text>
                {': '}
                {t(`pending.kinds.${g}`)}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="sm">
            {t('pending.statusHelp')}
          </Text>
        </Paper>
        <Anchor component={Link} to="/myaccount">
          {t('pending.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
