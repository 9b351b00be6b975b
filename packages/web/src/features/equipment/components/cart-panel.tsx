import { vatIncludedCents } from '@club/domain/activities/pricing.rules';
import { unitPriceCents } from '@club/domain/equipment/equipment.rules';
import type { MaterialItem } from '@club/domain/equipment/equipment.schemas';
import { ActionIcon, Button, Card, Divider, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/money';
import type { CartLine } from './cart-store';
import { itemText } from './item-text';

export interface Choice {
  value: string;
  label: string;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The unit price of a cart line as the catalogue gives it (a preview: the server prices the order itself). */
export function lineUnitCents(item: MaterialItem, size: string): number {
  return unitPriceCents(
    {
      priceCents: cents(item.price),
      sizes: item.sizes.map((s) => ({ size: s.size, priceCents: s.price_base === null ? null : cents(s.price_base), stock: null })),
    },
    size,
  );
}

/** The id of the cart's title, which the phone's shortcut to the cart focuses (cart-shortcut.tsx). */
export const CART_TITLE_ID = 'kit-cart-title';

/** The cart's total as the catalogue gives it, in cents (a preview: the server prices the order itself). */
export const cartTotalCents = (lines: readonly { line: CartLine; item: MaterialItem }[]): number =>
  lines.reduce((s, l) => s + lineUnitCents(l.item, l.line.size) * l.line.quantity, 0);

/**
 * The cart panel (spec 001 §2, 4 of 12 columns beside the cards): its lines, the total with the
 * VAT it includes, who picks it up and which account pays it (spec 001 §5), and the order button.
 */
export function CartPanel(props: {
  lines: { line: CartLine; item: MaterialItem; index: number }[];
  onRemove: (index: number) => void;
  pickupChoices: Choice[];
  accountChoices: Choice[];
  pickup: string | null;
  account: string | null;
  onPickup: (v: string | null) => void;
  onAccount: (v: string | null) => void;
  onSubmit: () => void;
  busy: boolean;
  /** The panel's element, for the phone's shortcut to it (routes/equipment.tsx). */
  sectionRef?: (el: HTMLElement | null) => void;
}) {
  const { t, i18n } = useTranslation('equipment');
  const lang = i18n.language;
  const total = cartTotalCents(props.lines);
  const ready = props.lines.length > 0 && props.pickup !== null && props.account !== null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={CART_TITLE_ID} ref={props.sectionRef}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={CART_TITLE_ID} tabIndex={-1}>
          {t('cart.title')}
        </Title>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {props.lines.map(({ line, item, index }) => {
            const name = itemText(item, lang, 'name');
            return (
              <Group key={`${line.id}-${line.size}`} component="li" justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" fw={600}>
                    {line.quantity} × {name}
                  </Text>
                  {line.size ? (
                    <Text size="xs" c="gray.7">
                      {t('cart.size', { size: line.size })}
                    </Text>
                  ) : null}
                </div>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{formatEuros((lineUnitCents(item, line.size) * line.quantity) / 100, lang)}</Text>
                  <ActionIcon variant="subtle" color="red" aria-label={t('cart.remove', { name })} onClick={() => props.onRemove(index)}>
                    <span aria-hidden="true">✕</span>
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('cart.total')}</Text>
          <Text fw={700}>{formatEuros(total / 100, lang)}</Text>
        </Group>
        <Text size="xs" c="gray.7">
          {t('cart.vat', { amount: formatEuros(vatIncludedCents(total) / 100, lang) })}
        </Text>
        <NativeSelect
          label={t('cart.pickup')}
          required
          data={[{ value: '', label: t('cart.choose'), disabled: true }, ...props.pickupChoices]}
          value={props.pickup ?? ''}
          onChange={(e) => props.onPickup(e.currentTarget.value || null)}
        />
        <NativeSelect
          label={t('cart.account')}
          description={t('cart.accountHelp')}
          required
          data={[{ value: '', label: t('cart.choose'), disabled: true }, ...props.accountChoices]}
          value={props.account ?? ''}
          onChange={(e) => props.onAccount(e.currentTarget.value || null)}
        />
        <Button onClick={props.onSubmit} disabled={!ready} loading={props.busy}>
          {t('cart.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
