import { canAddToCart, MAX_QUANTITY, unitPriceCents } from '@club/domain/equipment/equipment.rules';
import type { MaterialItem } from '@club/domain/equipment/equipment.schemas';
import { Button, Group, Image, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/money';
import type { CartLine } from './cart-store';
import { itemText, priceRange } from './item-text';

const cents = (euros: number) => Math.round(euros * 100);

/** The item detail modal (spec 001 §2): picture, description, the size (required when the item has sizes) and the quantity. */
export function ItemModal({ item, onClose, onAdd }: { item: MaterialItem | null; onClose: () => void; onAdd: (line: CartLine) => void }) {
  const { t, i18n } = useTranslation('equipment');
  const lang = i18n.language;
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number>(1);
  useEffect(() => {
    setSize(null);
    setQuantity(1);
  }, [item?.id]);
  if (!item) return null;
  const catalogueItem = {
    priceCents: cents(item.price),
    sizes: item.sizes.map((s) => ({ size: s.size, priceCents: s.price_base === null ? null : cents(s.price_base), stock: null })),
  };
  const sized = item.sizes.length > 0;
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;
  const ready = canAddToCart(catalogueItem, size) && quantityOk;
  const unit = unitPriceCents(catalogueItem, size) / 100;
  const name = itemText(item, lang, 'name');
  // Before a size is chosen the amount is the sizes' range (as on the card), not one size's price.
  const [low, high] = priceRange(item);
  const amountText =
    sized && !size && low !== high
      ? t('card.from', { low: formatEuros(low * (quantity || 0), lang), high: formatEuros(high * (quantity || 0), lang) })
      : formatEuros(unit * (quantity || 0), lang);
  return (
    <Modal opened onClose={onClose} title={name} size="lg" closeButtonProps={{ 'aria-label': t('modal.close') }}>
      <Stack gap="sm">
        <Image src={item.cover.path} alt="" radius="sm" h={220} fit="contain" bg="gray.0" />
        <Text>{itemText(item, lang, 'description')}</Text>
        {sized ? (
          <NativeSelect
            label={t('modal.size')}
            required
            data={[
              { value: '', label: t('modal.sizePlaceholder'), disabled: true },
              ...item.sizes.map((s) => ({
                value: s.size,
                label: `${s.size} · ${formatEuros(s.price_base && s.price_base > 0 ? s.price_base : item.price, lang)}`,
              })),
            ]}
            value={size ?? ''}
            onChange={(e) => setSize(e.currentTarget.value || null)}
          />
        ) : null}
        <NumberInput
          label={t('modal.quantity')}
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={(v) => setQuantity(typeof v === 'number' ? v : Number(v) || 0)}
          // Said, not only a greyed-out button: 0, an empty box or more than the shop takes in one line.
          error={quantityOk ? undefined : t('modal.quantityRange', { max: MAX_QUANTITY })}
        />
        {quantityOk ? <Text fw={700}>{t('modal.price', { price: amountText })}</Text> : null}
        {sized && !size ? (
          <Text size="sm" c="gray.7" id="kit-size-needed">
            {t('modal.sizeNeeded')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('modal.cancel')}
          </Button>
          <Button
            disabled={!ready}
            aria-describedby={sized && !size ? 'kit-size-needed' : undefined}
            onClick={() => {
              onAdd({ id: item.id, size: sized ? (size ?? '') : '', quantity });
              onClose();
            }}
          >
            {t('modal.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
