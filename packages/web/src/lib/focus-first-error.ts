/**
 * Forms that say what to fix (issue 20, point 8): after a refused submit, the first field in
 * error (in the page's order, whatever the order of the rules) is scrolled to the middle of the
 * screen and focused, so a parent on a phone sees what to fix instead of a button that did nothing.
 * A Mantine field in error carries aria-invalid; a group (radio buttons) shows its message in an
 * element whose id ends in "-error", and its first input is focused. Runs after React has painted
 * the errors.
 */
export function focusFirstError(root: HTMLElement | null | undefined): void {
  if (!root) return;
  requestAnimationFrame(() => {
    for (const mark of root.querySelectorAll<HTMLElement>('[aria-invalid="true"], [id$="-error"]')) {
      const field = mark.matches('[aria-invalid="true"]')
        ? mark
        : mark.parentElement?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, select');
      if (field) {
        focusField(field);
        return;
      }
    }
  });
}

/** Focuses the given field (a disabled submit's first missing piece), scrolled into the middle of the screen. */
export function focusField(field: HTMLElement | null | undefined): void {
  if (!field) return;
  // jsdom (the unit tests) has no scrollIntoView; every browser has.
  if ('scrollIntoView' in field) field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}
