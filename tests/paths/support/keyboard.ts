/**
 * Gestures from the keyboard alone (issue 29): a driver with `keys` reaches its control the way Tab
 * does and presses keys, never the mouse, so a control only a mouse can reach or work fails the path.
 */
import type { Locator } from '@playwright/test';
import type { PathContext } from './types.ts';

/**
 * Moves focus to `target` by Tab (focus is put on it, taken back with Shift+Tab and brought back
 * with Tab: it must be in the sequential focus order, not just focusable), then presses `keys`.
 */
export async function pressOn({ page, expect }: Pick<PathContext, 'page' | 'expect'>, target: Locator, ...keys: string[]) {
  await target.focus();
  await expect(target, 'the control takes keyboard focus').toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target, 'Tab reaches the control (it is in the focus order)').toBeFocused();
  for (const key of keys) await page.keyboard.press(key);
}
