/**
 * Reading a machine's definition through XState's public API: its state nodes, its transition
 * definitions with stable keys, the nodes a state value is in. No test runner here, so both the
 * Vitest model walks (model.ts) and the Playwright UI paths (tests/paths) use it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/** Every state node of the machine, by id. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return out;
}

/** Every transition definition (event, always, after, done/error) with a stable key. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_definition, index) => keys.push(transitionKey(node.id, eventType, index)));
    }
    (node.always ?? []).forEach((_definition, index) => keys.push(transitionKey(node.id, '', index)));
  }
  return keys;
}

function transitionKey(sourceId: string, eventType: string, index: number) {
  return `${sourceId} ${eventType || '(always)'} #${index}`;
}

export function keyOfDefinition(definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const list: readonly AnyTransitionDefinition[] | undefined = definition.eventType
    ? source.transitions.get(definition.eventType)
    : source.always;
  const index = (list ?? []).indexOf(definition);
  // A definition the machine's own lists do not hold is reported as such, not folded into #0.
  return index >= 0 ? transitionKey(source.id, definition.eventType, index) : `${source.id} ${definition.eventType} (unlisted)`;
}

/** The ids of the state nodes a state value is in (the root and every active node). */
export function stateNodeIdsOf(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = [machine.root.id];
  const visit = (node: AnyStateNode, part: StateValue) => {
    const entries: Array<[string, StateValue | undefined]> = typeof part === 'string' ? [[part, undefined]] : Object.entries(part);
    for (const [key, childValue] of entries) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) throw new Error(`${machine.id}: state value ${JSON.stringify(value)} names "${key}", which ${node.id} does not have`);
      ids.push(child.id);
      if (childValue !== undefined) visit(child, childValue);
    }
  };
  visit(machine.root, value);
  return ids;
}
