import { ORDER_STATUS } from '@club/domain/equipment/equipment.rules';
import type { Order } from '@club/domain/equipment/equipment.schemas';
import { Alert, Badge, Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayInWords } from '@club/domain/activities/words.rules';
import { PhoneCard, PhoneCards } from '../../../components/phone-cards';
import { asLanguage } from '../../../i18n';
import { formatEuros } from '../../../lib/money';
import { useCartHistory } from '../api/equipment-api';
import { itemText } from './item-text';

/** The lines of an order in words: "2 × Gorro de silicona", "1 × Parka del club (talla M)". */
export function OrderLines({ order, lang }: { order: Pick<Order, 'shopping_cart'>; lang: string }) {
  const { t } = useTranslation('equipment');
  return (
    <Box component="ul" m={0} pl="md">
      {order.shopping_cart.map((l) => (
        <li key={`${l.id}-${l.size}`}>
          {l.quantity} × {itemText(l.raw_stckitem, lang, 'name')}
          {l.size ? ` (${t('cart.size', { size: l.size })})` : ''}
        </li>
      ))}
    </Box>
  );
}

export const statusColor = (status: number) => (status === ORDER_STATUS.delivered ? 'green.9' : 'blue.9');

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('equipment');
  // At least its words' width: squeezed by the table's columns, 'ENTREGATUTA' was cut to 'ENT…'.
  return (
    <Badge color={statusColor(status)} variant="filled" miw="max-content">
      {t(`status.${status === ORDER_STATUS.delivered ? ORDER_STATUS.delivered : ORDER_STATUS.pending}`)}
    </Badge>
  );
}

/**
 * The Pedidos tab (spec 001 §2): date, order data, status, amount, deliver to. A table from a
 * tablet's width up; on a phone one card per order with the same five facts (PhoneCards), since
 * the table showed only its first three columns at 390 px and the amount and who picks it up
 * needed a sideways swipe (seen walking an order in Basque).
 */
export function OrdersTable() {
  const { t, i18n } = useTranslation('equipment');
  const lang = i18n.language;
  const history = useCartHistory();
  if (history.isError) return <Alert color="red">{t('loadError')}</Alert>;
  if (!history.data)
    return (
      <Text role="status" c="gray.7">
        {t('loading')}
      </Text>
    );
  if (history.data.length === 0) return <Text>{t('orders.empty')}</Text>;
  const day = (date: string) => dayInWords(date, asLanguage(lang));
  return (
    <>
      <PhoneCards label={t('orders.caption')}>
        {history.data.map((o) => (
          <PhoneCard key={o.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700}>{t('orders.number', { id: o.id })}</Text>
                <Text size="sm" c="gray.7">
                  {day(o.date)}
                </Text>
              </div>
              <StatusBadge status={o.status} />
            </Group>
            <Box mt="xs" fz="sm">
              <OrderLines order={o} lang={lang} />
            </Box>
            <Box
              component="dl"
              m={0}
              mt="xs"
              fz="sm"
              style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2 }}
            >
              <Text component="dt" size="sm" c="gray.7">
                {t('orders.amount')}
              </Text>
              <Text component="dd" size="sm" fw={700} m={0}>
                {formatEuros(o.price, lang)}
              </Text>
              <Text component="dt" size="sm" c="gray.7">
                {t('orders.pickup')}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {o.pickup_by_name}
              </Text>
            </Box>
          </PhoneCard>
        ))}
      </PhoneCards>
      <OrderTable orders={history.data} lang={lang} day={day} />
    </>
  );
}

function OrderTable({ orders, lang, day }: { orders: Order[]; lang: string; day: (date: string) => string }) {
  const { t } = useTranslation('equipment');
  return (
    <Box tabIndex={0} role="region" aria-label={t('orders.caption')} visibleFrom="sm" style={{ overflowX: 'auto' }}>
      <Table striped miw={560}>
        <Table.Caption>{t('orders.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.date')}</Table.Th>
            <Table.Th scope="col">{t('orders.data')}</Table.Th>
            <Table.Th scope="col">{t('orders.status')}</Table.Th>
            <Table.Th scope="col">{t('orders.amount')}</Table.Th>
            <Table.Th scope="col">{t('orders.pickup')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>{day(o.date)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t('orders.number', { id: o.id })}
                </Text>
                <OrderLines order={o} lang={lang} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={o.status} />
              </Table.Td>
              <Table.Td>{formatEuros(o.price, lang)}</Table.Td>
              <Table.Td>{o.pickup_by_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
