import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus (at most `max` times), then `press` if given: how the
 * keyboard-only journeys reach a control, as a person without a mouse would.
 */
export async function tabTo(page: Page, target: Locator, { press, max = 60 }: { press?: string; max?: number } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      if (press) await page.keyboard.press(press);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with the Tab key`);
}

/**
 * Focuses a control as Tab would land on it, once it is enabled (a button can be there but still
 * disabled while the page loads what it acts on, and a key on it would do nothing), and presses `key`.
 */
export async function pressOn(target: Locator, key = 'Enter'): Promise<void> {
  await expect(target).toBeEnabled();
  await target.focus();
  await target.page().keyboard.press(key);
}
