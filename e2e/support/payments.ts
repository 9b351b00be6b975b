import { expect, type Page } from '@playwright/test';

/**
 * Authorises the card payment open in the gateway simulator (the page the portal sent the browser
 * to) and waits until the bank's answer has come back and the portal's result page says `paid`:
 * the money confirmed by the bank's notification, not by the browser's return.
 */
export async function authoriseInSimulator(page: Page, paid: string): Promise<void> {
  await expect(page).toHaveURL(/\/gateway\/sis\/realizarPago/);
  await page.getByRole('button', { name: /^Autorizar/ }).click();
  await expect(page).toHaveURL(/\/pago\/ok/);
  await expect(page.getByText(paid)).toBeVisible({ timeout: 20_000 });
}
