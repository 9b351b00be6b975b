import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/money';
import { CART_TITLE_ID } from './cart-panel';

/** Whether `el` is wholly below the screen (not yet scrolled to); false while there is no element. */
function useBelowScreen(el: HTMLElement | null): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return setBelow(false);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return below;
}

/**
 * The phone's way to the cart. On a phone the cart panel comes after every item card (one a row:
 * 3,000 px of them), so after "Parka added to the order" nothing on the screen showed where the
 * order was (seen walking an order in Basque on a 390 px screen). While the cart is below the
 * screen, a bar at its foot says what is in it and takes the reader there, focus included. It is
 * not shown once the cart is on the screen or above it, so it never covers the cart's button or
 * the footer; nor on a wide screen, where the cart sits beside the cards (hiddenFrom md).
 */
export function CartShortcut({ cart, count, totalCents }: { cart: HTMLElement | null; count: number; totalCents: number }) {
  const { t, i18n } = useTranslation('equipment');
  const below = useBelowScreen(cart);
  if (!cart || !below) return null;
  const go = () => {
    // The title takes the focus (a screen reader reads the cart next); the page's scroll padding
    // keeps it clear of the sticky header.
    const title = cart.querySelector<HTMLElement>(`#${CART_TITLE_ID}`);
    (title ?? cart).focus({ preventScroll: true });
    cart.scrollIntoView({ block: 'start' });
  };
  return (
    <Affix position={{ bottom: 0, left: 0, right: 0 }} hiddenFrom="md" zIndex={150}>
      <Paper shadow="md" withBorder radius={0} px="md" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} size="sm">
            {t('cart.summary', { count, total: formatEuros(totalCents / 100, i18n.language) })}
          </Text>
          <Button onClick={go}>{t('cart.show')}</Button>
        </Group>
      </Paper>
    </Affix>
  );
}
