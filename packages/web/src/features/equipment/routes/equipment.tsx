import { chargeAccounts, EQUIPMENT_CODE, isMemberFamily } from '@club/domain/equipment/equipment.rules';
import type { MaterialItem } from '@club/domain/equipment/equipment.schemas';
import { Alert, Anchor, Button, Card, Container, Grid, Image, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { reportFailure, toast } from '../../account';
import { useSession } from '../../auth';
import { useLinkedUsers } from '../../family';
import { useMaterials, usePlaceOrder } from '../api/equipment-api';
import { CartPanel, cartTotalCents, type Choice } from '../components/cart-panel';
import { CartShortcut } from '../components/cart-shortcut';
import { useCart } from '../components/cart-store';
import { ItemModal } from '../components/item-modal';
import { itemText, priceRange } from '../components/item-text';
import { OrdersTable } from '../components/orders-table';

/** A person's membership state; until the profile carries it, a member number counts as an active member. */
const stateOf = (p: { gibke_membership_state?: number; member_id: number }) => p.gibke_membership_state ?? (p.member_id > 0 ? 1 : 0);

const KNOWN_CODES = new Set<number>(Object.values(EQUIPMENT_CODE));

/**
 * /material_equipacion (spec 001 §2, issue 18): two tabs. Equipamiento: item cards (three a row
 * on a wide screen, one on a phone), the item modal and the cart panel (4 of 12 columns) when the
 * cart has lines. Pedidos: the family's orders. A family without a member sees a message and a
 * link to /hazte_socio (spec 001 §6). Login is required by the router.
 */
export default function EquipmentPage() {
  const { t } = useTranslation('equipment');
  usePageTitle(t('title'));
  const { profile } = useSession();
  const linked = useLinkedUsers();
  const family = linked.data ?? [];
  const ready = profile && (linked.data || linked.isError);
  // After an order the page shows it in Pedidos, with the focus on that tab (the order button that
  // had it is gone with the emptied cart): the parent sees the order listed and pending at once.
  const [tab, setTab] = useState<string | null>('shop');
  const ordersTab = useRef<HTMLButtonElement>(null);
  const showOrders = () => {
    setTab('orders');
    requestAnimationFrame(() => ordersTab.current?.focus());
  };
  const member =
    !!profile &&
    isMemberFamily([
      { gibke_membership_state: stateOf(profile as typeof profile & { gibke_membership_state?: number }) },
      ...family.map((u) => ({ gibke_membership_state: u.gibke_membership_state })),
    ]);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      {!ready ? (
        <Text role="status" c="gray.7">
          {t('loading')}
        </Text>
      ) : !member ? (
        <Alert color="blue" variant="light" title={t('nonMember.title')}>
          <Text mb="sm">{t('nonMember.text')}</Text>
          <Anchor component={Link} to="/hazte_socio" fw={700}>
            {t('nonMember.link')}
          </Anchor>
        </Alert>
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('tabs.label')} mb="md">
            <Tabs.Tab value="shop">{t('tabs.shop')}</Tabs.Tab>
            <Tabs.Tab value="orders" ref={ordersTab}>
              {t('tabs.orders')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="shop">
            <Shop
              selfId={profile.user_id}
              selfName={`${profile.first_name} ${profile.last_name}`.trim()}
              family={family.map((u) => ({
                id: u.id,
                name: `${u.first_name} ${u.last_name}`.trim(),
                bank: u.sysProfile.gibke_payment_details,
              }))}
              onOrdered={showOrders}
            />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <OrdersTable />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}

interface FamilyPerson {
  id: number;
  name: string;
  bank: { iban: string; needs_update: number };
}

function Shop({
  selfId,
  selfName,
  family,
  onOrdered,
}: {
  selfId: number;
  selfName: string;
  family: FamilyPerson[];
  onOrdered: () => void;
}) {
  const { t, i18n } = useTranslation('equipment');
  const lang = i18n.language;
  const materials = useMaterials();
  const cart = useCart(selfId);
  const place = usePlaceOrder();
  const [open, setOpen] = useState<MaterialItem | null>(null);
  const [pickup, setPickup] = useState<string | null>(String(selfId));
  const [account, setAccount] = useState<string | null>(String(selfId));
  const [cartSection, setCartSection] = useState<HTMLElement | null>(null);

  const byId = useMemo(() => new Map((materials.data ?? []).map((i) => [i.id, i])), [materials.data]);
  // Lines of items no longer in the catalogue (hidden by the office) are left out of the order.
  const lines = cart.lines.flatMap((line, index) => {
    const item = byId.get(line.id);
    return item ? [{ line, item, index }] : [];
  });
  const self = t('cart.self', { name: selfName });
  const pickupChoices: Choice[] = [{ value: String(selfId), label: self }, ...family.map((p) => ({ value: String(p.id), label: p.name }))];
  const allowed = chargeAccounts(
    selfId,
    family.map((p) => ({ user_id: p.id, gibke_payment_details: p.bank })),
  );
  const accountChoices: Choice[] = allowed.map((id) => ({
    value: String(id),
    label: id === selfId ? self : (family.find((p) => p.id === id)?.name ?? String(id)),
  }));

  async function submit() {
    const failed = (code: number | string | null, ext: string | null) => {
      reportFailure('material_request', { code: code ?? undefined, ext: ext ?? undefined });
      const reason = typeof code === 'number' && KNOWN_CODES.has(code) ? t(`codes.${code}`) : null;
      toast({ color: 'red', title: t('toast.failedTitle'), message: reason ? `${t('toast.failed')}. ${reason}` : t('toast.failed') });
    };
    try {
      const r = await place.mutateAsync({
        pickup_by: pickup === null ? null : Number(pickup),
        account_to_attach_to: account === null ? null : Number(account),
        cart: lines.map(({ line }) => ({ id: line.id, quantity: line.quantity, size: line.size })),
      });
      if (r.ok) {
        cart.clear();
        toast({ color: 'green', message: t('toast.saved') });
        onOrdered();
      } else failed(r.code, r.ext);
    } catch {
      failed(null, null);
    }
  }

  if (materials.isError) return <Alert color="red">{t('loadError')}</Alert>;
  if (!materials.data)
    return (
      <Text role="status" c="gray.7">
        {t('loading')}
      </Text>
    );
  const hasCart = lines.length > 0;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: hasCart ? 8 : 12 }}>
        {materials.data.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {materials.data.map((item) => {
              const name = itemText(item, lang, 'name');
              const [low, high] = priceRange(item);
              return (
                <Card key={item.id} withBorder padding="sm" component="article" aria-labelledby={`kit-item-${item.id}`}>
                  <Card.Section>
                    <Image src={item.cover.path} alt="" h={150} fit="cover" />
                  </Card.Section>
                  <Stack gap={6} mt="sm" style={{ flex: 1 }}>
                    <Title order={2} size="h4" id={`kit-item-${item.id}`}>
                      {name}
                    </Title>
                    <Text size="sm" c="gray.7" lineClamp={3}>
                      {itemText(item, lang, 'description')}
                    </Text>
                    <Text fw={700}>
                      {low === high
                        ? formatEuros(low, lang)
                        : t('card.from', { low: formatEuros(low, lang), high: formatEuros(high, lang) })}
                    </Text>
                    {item.sizes.length ? (
                      <Text size="xs" c="gray.7">
                        {t('card.sizes', { sizes: item.sizes.map((s) => s.size).join(', ') })}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button mt="sm" variant="light" onClick={() => setOpen(item)} aria-label={t('card.chooseNamed', { name })}>
                    {t('card.choose')}
                  </Button>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Grid.Col>
      {hasCart ? (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartPanel
            lines={lines}
            onRemove={cart.remove}
            pickupChoices={pickupChoices}
            accountChoices={accountChoices}
            pickup={pickup}
            account={account}
            onPickup={setPickup}
            onAccount={setAccount}
            onSubmit={() => void submit()}
            busy={place.isPending}
            sectionRef={setCartSection}
          />
          <CartShortcut cart={cartSection} count={lines.reduce((n, l) => n + l.line.quantity, 0)} totalCents={cartTotalCents(lines)} />
        </Grid.Col>
      ) : null}
      <ItemModal
        item={open}
        onClose={() => setOpen(null)}
        onAdd={(line) => {
          cart.add(line);
          toast({ color: 'blue', message: t('toast.added', { name: open ? itemText(open, lang, 'name') : '' }) });
        }}
      />
    </Grid>
  );
}
