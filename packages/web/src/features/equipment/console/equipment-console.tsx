import { packingList } from '@club/domain/equipment/equipment.rules';
import type { AdminItem, AdminOrder } from '@club/domain/equipment/equipment.schemas';
import { Alert, Badge, Button, Checkbox, Group, SegmentedControl, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/console/confirm-dialog';
import { saveBlob } from '../../../components/console/console-api';
import { DataTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';
import { formatEuros } from '../../../lib/money';
import { useAdminItems, useAdminOrders, useAskBankData, useMarkOrders } from './equipment-console-api';
import { ItemEditor } from './item-editor';

const itemColumn = createColumnHelper<AdminItem>();
const orderColumn = createColumnHelper<AdminOrder>();

/** /gestion/material: the kit shop's catalogue and its orders (issue 18). */
export default function EquipmentConsole() {
  const { t } = useTranslation('equipment-console');
  return (
    <>
      <PageHeader title={t('title')} />
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List aria-label={t('title')} mb="md">
          <Tabs.Tab value="orders">{t('tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value="catalogue">{t('tabs.catalogue')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <Orders />
        </Tabs.Panel>
        <Tabs.Panel value="catalogue">
          <Catalogue />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function Catalogue() {
  const { t, i18n } = useTranslation('equipment-console');
  const lang = i18n.language;
  const items = useAdminItems();
  const [editing, setEditing] = useState<AdminItem | 'new' | null>(null);
  const columns = useMemo(
    () => [
      itemColumn.accessor((i) => (lang === 'eus' ? i.item_name_eus : i.item_name), { id: 'name', header: t('items.name') }),
      itemColumn.accessor('price', { header: t('items.price'), cell: (c) => formatEuros(c.getValue(), lang) }),
      itemColumn.accessor(
        (i) =>
          i.sizes.length
            ? i.sizes.map((s) => `${s.size}${s.stock === null ? '' : ` (${s.stock})`}`).join(', ')
            : i.stock === null
              ? '—'
              : String(i.stock),
        {
          id: 'stock',
          header: t('items.stock'),
        },
      ),
      itemColumn.accessor('hidden', {
        header: t('items.visible'),
        cell: (c) => (c.getValue() ? <Badge color="gray.8">{t('items.hidden')}</Badge> : <Badge color="teal.9">{t('items.shown')}</Badge>),
      }),
      itemColumn.display({
        id: 'edit',
        header: t('items.actions'),
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(row.original)}
            aria-label={t('items.editOf', { name: row.original.item_name })}
          >
            {t('items.edit')}
          </Button>
        ),
      }),
    ],
    [t, lang],
  );
  if (items.isError) return <Alert color="red">{t('loadError')}</Alert>;
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing('new')}>{t('items.new')}</Button>
      </Group>
      {items.data ? (
        <DataTable caption={t('items.caption')} data={items.data} columns={columns} rowKey={(i) => String(i.id)} />
      ) : (
        <Text role="status">{t('loading')}</Text>
      )}
      {editing ? <ItemEditor key={editing === 'new' ? 'new' : editing.id} item={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function Orders() {
  const { t, i18n } = useTranslation('equipment-console');
  const lang = i18n.language;
  const [status, setStatus] = useState<'' | '0' | '2'>('0');
  const orders = useAdminOrders(status);
  const mark = useMarkOrders();
  const ask = useAskBankData();
  const [selected, setSelected] = useState<number[]>([]);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  // «Marcar entregado» first names each order and its family: the list may change under the pointer.
  const [confirming, setConfirming] = useState<AdminOrder[] | null>(null);
  const shown = useMemo(() => orders.data ?? [], [orders.data]);
  const packing = useMemo(() => packingList(shown), [shown]);
  const name = (l: { name: string; nameEus: string }) => (lang === 'eus' ? l.nameEus : l.name);

  async function deliver(ids: number[]) {
    setNote(null);
    try {
      await mark.mutateAsync({ ids, status: 2 });
      setSelected([]);
      setConfirming(null);
      setNote({ ok: true, text: t('orders.delivered', { count: ids.length }) });
    } catch {
      setConfirming(null);
      setNote({ ok: false, text: t('orders.failed') });
    }
  }
  const orderLine = (o: AdminOrder) => t('orders.confirmLine', { id: o.id, family: o.user_name, pickup: o.pickup_by_name });
  async function askBank(o: AdminOrder) {
    setNote(null);
    try {
      await ask.mutateAsync(o.account_to_attach_to);
      setNote({ ok: true, text: t('orders.bankAsked', { id: o.account_to_attach_to }) });
    } catch {
      setNote({ ok: false, text: t('orders.failed') });
    }
  }
  function printPacking() {
    const rows = packing
      .map((l) => `<tr><td>${escapeHtml(name(l))}</td><td>${escapeHtml(l.size || '—')}</td><td>${l.quantity}</td></tr>`)
      .join('');
    const w = window.open('', '_blank');
    if (!w) return;
    w.document.write(
      `<!doctype html><html lang="${lang === 'eus' ? 'eu' : 'es'}"><head><meta charset="utf-8"><title>${escapeHtml(t('packing.title'))}</title></head><body><h1>${escapeHtml(t('packing.title'))}</h1><table border="1" cellpadding="6"><thead><tr><th>${escapeHtml(t('packing.item'))}</th><th>${escapeHtml(t('packing.size'))}</th><th>${escapeHtml(t('packing.units'))}</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
    );
    w.document.close();
    w.print();
  }
  async function xlsx() {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    const header = [t('packing.item'), t('packing.size'), t('packing.units')].map((h) => ({
      value: h,
      type: String,
      fontWeight: 'bold' as const,
    }));
    const data = [
      header,
      ...packing.map((l) => [
        { value: name(l), type: String },
        { value: l.size, type: String },
        { value: l.quantity, type: Number },
      ]),
    ];
    const blob = await writeXlsxFile(data as never, { sheet: t('packing.sheet') }).toBlob();
    saveBlob(blob, `${t('packing.file')}.xlsx`);
  }

  const columns = useMemo(
    () => [
      orderColumn.display({
        id: 'select',
        header: t('orders.select'),
        cell: ({ row }) =>
          row.original.status === 0 ? (
            <Checkbox
              aria-label={t('orders.selectOf', { id: row.original.id })}
              checked={selected.includes(row.original.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setSelected((s) => (on ? [...s, row.original.id] : s.filter((x) => x !== row.original.id)));
              }}
            />
          ) : null,
      }),
      orderColumn.accessor('id', { header: t('orders.number') }),
      orderColumn.accessor('date', { header: t('orders.date') }),
      orderColumn.accessor('user_name', { header: t('orders.orderedBy') }),
      orderColumn.accessor(
        (o) =>
          o.shopping_cart
            .map(
              (l) =>
                `${l.quantity} × ${lang === 'eus' ? l.raw_stckitem.item_name_eus : l.raw_stckitem.item_name}${l.size ? ` (${l.size})` : ''}`,
            )
            .join('; '),
        { id: 'lines', header: t('orders.lines') },
      ),
      orderColumn.accessor('pickup_by_name', { header: t('orders.pickup') }),
      orderColumn.accessor('price', { header: t('orders.amount'), cell: (c) => formatEuros(c.getValue(), lang) }),
      orderColumn.accessor('status', {
        header: t('orders.status'),
        cell: (c) => (c.getValue() === 2 ? <Badge color="teal.9">{t('status.2')}</Badge> : <Badge color="blue.9">{t('status.0')}</Badge>),
      }),
      orderColumn.display({
        id: 'actions',
        header: t('orders.actions'),
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            {row.original.status === 0 ? (
              <Button
                size="xs"
                onClick={() => setConfirming([row.original])}
                aria-label={t('orders.deliverOf', { id: row.original.id })}
                disabled={mark.isPending}
              >
                {t('orders.deliver')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="light"
              onClick={() => void askBank(row.original)}
              aria-label={t('orders.askBankOf', { id: row.original.id })}
            >
              {t('orders.askBank')}
            </Button>
          </Group>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the current state
    [t, lang, selected, mark.isPending],
  );

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('orders.filter')}
        value={status}
        onChange={(v) => {
          setStatus(v as '' | '0' | '2');
          setSelected([]);
        }}
        data={[
          { value: '0', label: t('orders.pending') },
          { value: '2', label: t('orders.deliveredList') },
          { value: '', label: t('orders.all') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {note ? (
        <Alert color={note.ok ? 'teal' : 'red'} role="status">
          {note.text}
        </Alert>
      ) : null}
      {orders.isError ? <Alert color="red">{t('loadError')}</Alert> : null}
      {confirming && confirming.length > 0 ? (
        <ConfirmDialog
          title={
            confirming.length === 1
              ? t('orders.confirmTitle', { id: confirming[0]!.id, family: confirming[0]!.user_name })
              : t('orders.confirmTitleMany', { count: confirming.length })
          }
          text={`${confirming.map(orderLine).join('\n')}\n\n${t('orders.confirmMail', { count: confirming.length })}`}
          confirmLabel={t('orders.deliver')}
          busy={mark.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void deliver(confirming.map((o) => o.id))}
        />
      ) : null}
      <Group>
        <Button
          disabled={selected.length === 0 || mark.isPending}
          onClick={() => setConfirming(shown.filter((o) => selected.includes(o.id)))}
        >
          {t('orders.deliverSelected', { count: selected.length })}
        </Button>
      </Group>
      {orders.data ? (
        <DataTable caption={t('orders.caption')} data={shown} columns={columns} rowKey={(o) => String(o.id)} />
      ) : (
        <Text role="status">{t('loading')}</Text>
      )}
      <Title order={2} size="h3">
        {t('packing.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('packing.help')}
      </Text>
      <Group>
        <Button variant="default" onClick={printPacking} disabled={packing.length === 0}>
          {t('packing.print')}
        </Button>
        <Button variant="default" onClick={() => void xlsx()} disabled={packing.length === 0}>
          {t('packing.xlsx')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Caption>{t('packing.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('packing.item')}</Table.Th>
              <Table.Th scope="col">{t('packing.size')}</Table.Th>
              <Table.Th scope="col">{t('packing.units')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packing.map((l) => (
              <Table.Tr key={`${l.id}-${l.size}`}>
                <Table.Td>{name(l)}</Table.Td>
                <Table.Td>{l.size || '—'}</Table.Td>
                <Table.Td>{l.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
