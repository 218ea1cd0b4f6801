/**
 * The build leaves the machines' description texts out of the bundles (scripts/strip-machine-descriptions.ts;
 * docs/performance.md): plain-string descriptions go, everything else of the machine stays as written.
 */
import { readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { descriptionRanges, removeRanges } from '../../scripts/strip-machine-descriptions.ts';

type Ast = Parameters<typeof descriptionRanges>[0];
const strip = (code: string) => removeRanges(code, descriptionRanges(parseAst(code) as unknown as Ast)).toString();
/** The object the code's `export default` builds. */
const evaluate = async (code: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown }).default;

describe('strip-machine-descriptions', () => {
  it('removes plain-string descriptions at any depth, first, middle or last in their object', async () => {
    const code = `const text = 'kept';
export default {
  description: 'the machine',
  id: 'm',
  states: {
    a: { tags: ['x'], description: \`a state\`, on: { go: { target: 'b', description: 'a transition' } } },
    b: { description: "only key" },
    c: { description: text, meta: { description: \`computed \${text}\` } },
    d: { ['description']: 'computed key', label: 'description' },
  },
};`;
    const stripped = strip(code);
    expect(stripped).not.toMatch(/the machine|a state|a transition|only key/);
    expect(await evaluate(stripped)).toEqual({
      id: 'm',
      states: {
        a: { tags: ['x'], on: { go: { target: 'b' } } },
        b: {},
        c: { description: 'kept', meta: { description: 'computed kept' } },
        d: { description: 'computed key', label: 'description' },
      },
    });
  });

  it('leaves code without descriptions as it is', () => {
    const code = `export default { id: 'm', initial: 'a', states: { a: {} } };`;
    expect(strip(code)).toBe(code);
  });

  it('takes every description text out of a real machine, which still parses', async () => {
    const source = readFileSync(new URL('../../machines/login-panel.machine.ts', import.meta.url), 'utf8');
    const { code } = await transformWithOxc(source, 'login-panel.machine.ts');
    expect(code).toContain('The compact login panel is visible on /ops.');
    const stripped = strip(code);
    expect(stripped).not.toContain('The compact login panel is visible on /ops.');
    expect(stripped).not.toMatch(/description:\s*['"`]/);
    expect(() => parseAst(stripped)).not.toThrow();
  });
});
