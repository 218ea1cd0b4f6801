/** Building blocks of the legal pages' text (privacy policy, CCPA notice, cookie policy). */
export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: ReadonlyArray<readonly string[]> };

export interface LegalSection {
  /** The section's id (an in-page anchor). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export const p = (text: string): LegalBlock => ({ kind: 'p', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
