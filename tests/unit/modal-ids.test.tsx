/**
 * spec 8 "Modal without an id: logs 'modal must have an id'" (docs/decisions/sign-in-error-messages.md):
 * a modal's title and text ids come from its id; a blank one logs exactly that line and the modal
 * is not drawn. Every <dialog> in the portal takes its ids from modalIds.
 */
// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_ID_MISSING, modalIds } from '../../src/components/modal-ids.ts';
import { StatusQueryModal } from '../../src/components/status-modal/status-query-modal.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const unmounts: (() => void)[] = [];

/** Renders into a fresh container with React's own client (no testing library: the project installs none). */
function render(ui: ReactNode): { container: HTMLElement } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container };
}

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
});

describe('modalIds', () => {
  it('names the title and text after the modal', () => {
    const log = vi.fn();
    expect(modalIds('status-modal', log)).toEqual({ id: 'status-modal', title: 'status-modal-title', text: 'status-modal-text' });
    expect(log).not.toHaveBeenCalled();
  });

  it.each([undefined, '', '   '])("logs 'modal must have an id' once for %j and gives nothing to draw", (id) => {
    const log = vi.fn();
    expect(modalIds(id, log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('modal must have an id');
    expect(MODAL_ID_MISSING).toBe('modal must have an id');
  });
});

describe('the status modal', () => {
  it('draws a dialog named by its id', () => {
    const { container } = render(
      <MemoryRouter>
        <StatusQueryModal baseRoute="/contactus" message="contact" />
      </MemoryRouter>,
    );
    const dialog = container.querySelector('dialog');
    expect(dialog?.id).toBe('status-modal');
    expect(dialog?.getAttribute('aria-labelledby')).toBe('status-modal-title');
    expect(container.querySelector('#status-modal-title')?.textContent).toBe('Thank you for Contacting Us!');
  });

  it('without an id: the log line, and no dialog', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <MemoryRouter>
        <StatusQueryModal baseRoute="/contactus" message="contact" id="" />
      </MemoryRouter>,
    );
    expect(container.querySelector('dialog')).toBeNull();
    expect(error.mock.calls.filter(([message]) => message === 'modal must have an id').length).toBeGreaterThanOrEqual(1);
  });
});

describe('every modal in the portal', () => {
  it('takes its id from modalIds', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.tsx')) files.push(full);
      }
    };
    walk(join(process.cwd(), 'src'));
    const withDialog = files.filter((file) => readFileSync(file, 'utf8').includes('<dialog'));
    expect(withDialog.length).toBeGreaterThanOrEqual(2);
    for (const file of withDialog) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toContain('modalIds(');
      expect(source, file).toMatch(/<dialog[^>]*\bid=\{ids\.id\}/);
    }
  });
});
