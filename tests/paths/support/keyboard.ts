/**
 * Gestures from the keyboard alone (issue 29): a driver with `keys` reaches its control the way Tab
 * does and presses keys, never the mouse, so a control only a mouse can reach or work fails the path.
 */
import type { Locator, Page } from '@playwright/test';
import type { EventDriver, EventObject, PathContext } from './types.ts';

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

/**
 * A gesture driver made from the keyboard: Tab to the control `target` finds, then Enter (`does` says which, in the
 * report's words); `verify` checks what belongs to the transition.
 */
export function tabEnterGesture(
  event: EventObject,
  name: string,
  does: string,
  target: (page: Page) => Locator,
  verify?: (ctx: PathContext) => Promise<void>,
): EventDriver {
  const act = async ({ page, expect }: PathContext) => pressOn({ page, expect }, target(page), 'Enter');
  return { kind: 'gesture', event, name, does, keys: 'Tab, Enter', act, ...(verify ? { verify } : {}) };
}
