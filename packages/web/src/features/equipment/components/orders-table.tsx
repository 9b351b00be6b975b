import type { Order } from '@club/domain/equipment/equipment.schemas';
import { Alert, Badge, Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayInWords } from '@club/domain/activities/words.rules';
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

export const statusColor = (status: number) => (status === 2 ? 'green.9' : 'blue.9');

/** The Pedidos tab (spec 001 §2): date, order data, status, amount, deliver to. */
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
  return (
    <Box tabIndex={0} role="region" aria-label={t('orders.caption')} style={{ overflowX: 'auto' }}>
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
          {history.data.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>{dayInWords(o.date, asLanguage(lang))}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t('orders.number', { id: o.id })}
                </Text>
                <OrderLines order={o} lang={lang} />
              </Table.Td>
              <Table.Td>
                <Badge color={statusColor(o.status)} variant="filled">
                  {t(`status.${o.status === 2 ? 2 : 0}`)}
                </Badge>
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
