// A flow machine's states and transitions read from its definition (nothing runs): the one model that
// `portal graph` prints as Mermaid or JSON, docs/flows pages describe, and `portal paths` labels its steps with.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface GraphState {
  /** Dotted path from the machine's root ("ready.idle"): the name `wait` and `expect` take. */
  path: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The child entered first (compound states). */
  initial?: string;
  /** Whether its parent enters it first. */
  isInitial: boolean;
  children: GraphState[];
  /** What this state does on its own (invoked actors by src, delays), not what it accepts. */
  invokes: string[];
}

/** `raised`: an event the machine sends itself (a named `raise` action: otp's `otp.resendOpen` on its timer), no user's. */
type TransitionKind = 'event' | 'raised' | 'after' | 'done' | 'error' | 'always' | 'state-done';

export interface GraphTransition {
  /** The state that owns the transition ("" for the machine's root). */
  source: string;
  /** Target state paths; empty when the transition only runs actions. */
  targets: string[];
  kind: TransitionKind;
  /** The event as a tester sees it: the user event, `after 240000`, `done: submit`, `error: submit`, `always`. */
  label: string;
  /** The raw XState event type (`xstate.after.warning.inactivity.active`…). */
  eventType: string;
  guard?: string;
  /** Delay of an `after` transition: ms, or the delay's name. */
  delay?: number | string;
  /** Re-entering its own state (restarts its delays and calls). */
  reenter: boolean;
  /** Its identity (`transitionKey`): what `portal test --coverage` counts it by. */
  key: string;
}

export interface FlowGraph {
  id: string;
  root: GraphState;
  transitions: GraphTransition[];
}

/** A state node's path from the root, dotted. */
const pathOf = (node: AnyStateNode): string => node.path.join('.');

/** The state node at a dotted path ("" is the root). */
export const nodeAt = (machine: AnyStateMachine, path: string): AnyStateNode =>
  path === '' ? machine.root : path.split('.').reduce<AnyStateNode>((node, key) => node.states[key] as AnyStateNode, machine.root);

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined;

/** A guard by name: a named guard, a parameterised one's type, `not(x)`/`and(a, b)` spelled out, or `inline`. */
function guardName(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object') return guard.type;
  // xstate's higher-order guards are functions carrying their type and operands.
  const composed = guard as unknown as { type?: string; guards?: GuardLike[] };
  if (composed.type?.startsWith('xstate.') && Array.isArray(composed.guards)) {
    return `${composed.type.slice('xstate.'.length)}(${composed.guards.map((g) => guardName(g) ?? 'inline').join(', ')})`;
  }
  return 'inline';
}

/** The `src` of each invoke id: done/error events are named by the id, people know the actor by its src. */
function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (node: AnyStateNode) => {
    for (const inv of node.invoke) sources.set(inv.id, typeof inv.src === 'string' ? inv.src : inv.id);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return sources;
}

/**
 * The event types a machine raises itself: its named `raise` actions with a fixed event (XState keeps the event on
 * the action). No user sends them, so they are no user-event transitions; a delayed one comes on the machine's timer.
 */
function raisedTypes(machine: AnyStateMachine): Set<string> {
  const types = new Set<string>();
  for (const action of Object.values((machine.implementations.actions ?? {}) as Record<string, unknown>)) {
    const { type, event } = (action ?? {}) as { type?: unknown; event?: unknown };
    const raisedType = (event as { type?: unknown } | null)?.type;
    if (type === 'xstate.raise' && typeof raisedType === 'string') types.add(raisedType);
  }
  return types;
}

const AFTER = /^xstate\.after\.(.+)\.([^.]+(?:\.[^.]+)*)$/;

/** Reads kind and label from an XState event type. */
function classifyEvent(
  eventType: string,
  sources: Map<string, string>,
  raised: Set<string>,
  delay?: number | string,
): Pick<GraphTransition, 'kind' | 'label'> {
  if (raised.has(eventType)) return { kind: 'raised', label: `${eventType} (raised by the machine)` };
  if (eventType === '') return { kind: 'always', label: 'always' };
  if (eventType.startsWith('xstate.after.')) return { kind: 'after', label: `after ${String(delay ?? AFTER.exec(eventType)?.[1] ?? '?')}` };
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (eventType.startsWith(prefix)) {
      const id = eventType.slice(prefix.length);
      return { kind, label: `${kind}: ${sources.get(id) ?? id}` };
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'state-done', label: 'done' };
  return { kind: 'event', label: eventType };
}

function readState(node: AnyStateNode): GraphState {
  const children = Object.values(node.states);
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  const isInitial =
    node.parent === undefined ? true : node.parent.type === 'parallel' || node.parent.initial.target.some((t) => t === node);
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type,
    ...(initialTarget ? { initial: pathOf(initialTarget) } : {}),
    isInitial,
    children: children.map(readState),
    invokes: node.invoke.map((inv) => (typeof inv.src === 'string' ? inv.src : inv.id)),
  };
}

/**
 * One transition's identity across machines built anew (each replay makes its own): the state that owns it, its event,
 * and its place among that state's branches for the event (guards split one event into branches, tried in order).
 */
const transitionKey = (source: string, eventType: string, branch: number): string => `${source} ${eventType} #${branch}`;

/** The key of a transition XState took (its inspection's `_transitions`, `getTransitionData`). */
export function takenKey(t: { source: AnyStateNode; eventType: string }): string {
  const branch = (t.source.transitions.get(t.eventType) as unknown[] | undefined)?.indexOf(t) ?? -1;
  return transitionKey(pathOf(t.source), t.eventType, branch);
}

/** Every state and transition of a machine, in definition order (so the output is stable). */
export function readGraph(machine: AnyStateMachine): FlowGraph {
  const sources = invokeSources(machine);
  const raised = raisedTypes(machine);
  const transitions: GraphTransition[] = [];
  const walk = (node: AnyStateNode) => {
    // An inline delay function has no name to show.
    const delays = new Map(node.after.map((a) => [a.eventType, typeof a.delay === 'function' ? 'inline' : a.delay] as const));
    const defs = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    const branches = new Map<string, number>();
    for (const t of defs) {
      const delay = delays.get(t.eventType);
      const guard = guardName(t.guard);
      const eventType = String(t.eventType);
      const branch = branches.get(eventType) ?? 0;
      branches.set(eventType, branch + 1);
      transitions.push({
        source: pathOf(node),
        targets: (t.target ?? []).map((target) => pathOf(target)),
        ...classifyEvent(eventType, sources, raised, delay),
        eventType,
        ...(guard ? { guard } : {}),
        ...(delay !== undefined ? { delay } : {}),
        reenter: t.reenter,
        key: transitionKey(pathOf(node), eventType, branch),
      });
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return { id: machine.id, root: readState(machine.root), transitions };
}

/** Every state below the root, depth first. */
export function allStates(graph: FlowGraph): GraphState[] {
  const out: GraphState[] = [];
  const walk = (s: GraphState) => s.children.forEach((c) => (out.push(c), walk(c)));
  walk(graph.root);
  return out;
}

/** The transitions a state accepts, its ancestors' included (what a tester may send or wait for there). */
export function transitionsOf(graph: FlowGraph, path: string): GraphTransition[] {
  return graph.transitions.filter((t) => t.source === '' || path === t.source || path.startsWith(`${t.source}.`));
}

/** The graph as stable JSON: states nested, transitions flat. */
export function graphJson(graph: FlowGraph): string {
  return `${JSON.stringify(graph, null, 2)}\n`;
}

// Mermaid ids are global to a diagram, so a nested state is named by its whole path ("ready.idle" → ready__idle).
const mermaidId = (path: string) => (path === '' ? 'root' : path.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_'));
// Mermaid's state grammar ends a label at ':' or ';' (mermaid-js/mermaid#7418): its entity codes keep them.
const mermaidText = (text: string) => text.replace(/[#:;]/g, (c) => `#${c.charCodeAt(0)};`);

function edgeLabel(t: GraphTransition): string {
  const text = `${t.label}${t.guard ? ` [${t.guard}]` : ''}${t.reenter && t.targets.length ? ' (re-enter)' : ''}`;
  return mermaidText(text);
}

/** The graph as a Mermaid `stateDiagram-v2`: nested states, initial and final marked, one edge per target. */
export function graphMermaid(graph: FlowGraph): string {
  const lines = ['stateDiagram-v2'];
  const rootEdges = graph.transitions.filter((t) => t.source === '');
  // Transitions of the root apply in every state: draw the machine as one composite state so they have a source.
  const wrapRoot = rootEdges.length > 0;
  const pad = (depth: number) => '  '.repeat(depth);
  const writeScope = (scope: GraphState, depth: number) => {
    const children = scope.children;
    children.forEach((child, i) => {
      if (scope.type === 'parallel' && i > 0) lines.push(`${pad(depth)}--`);
      lines.push(`${pad(depth)}state "${child.key}" as ${mermaidId(child.path)}`);
      if (child.type === 'history') lines.push(`${pad(depth)}note right of ${mermaidId(child.path)}: history`);
      if (child.children.length) {
        lines.push(`${pad(depth)}state ${mermaidId(child.path)} {`);
        writeScope(child, depth + 1);
        lines.push(`${pad(depth)}}`);
      }
    });
    if (scope.type !== 'parallel') {
      for (const child of children) if (child.isInitial) lines.push(`${pad(depth)}[*] --> ${mermaidId(child.path)}`);
    }
    for (const child of children) if (child.type === 'final') lines.push(`${pad(depth)}${mermaidId(child.path)} --> [*]`);
  };
  if (wrapRoot) {
    lines.push(`  state "${graph.id}" as root`, '  state root {');
    writeScope(graph.root, 2);
    lines.push('  }', '  [*] --> root');
  } else writeScope(graph.root, 1);
  // Transitions that only run actions make one self-loop a state, listing its events, so the picture stays legible.
  const edges: Array<{ from: string; to: string; labels: string[] }> = [];
  const loops = new Map<string, string[]>();
  for (const t of graph.transitions) {
    if (t.targets.length > 0) {
      for (const target of t.targets) edges.push({ from: t.source, to: target, labels: [edgeLabel(t)] });
      continue;
    }
    const labels = loops.get(t.source);
    if (labels) labels.push(edgeLabel(t));
    else {
      const fresh = [edgeLabel(t)];
      loops.set(t.source, fresh);
      edges.push({ from: t.source, to: t.source, labels: fresh });
    }
  }
  for (const e of edges) lines.push(`  ${mermaidId(e.from)} --> ${mermaidId(e.to)}: ${[...new Set(e.labels)].join(', ')}`);
  return `${lines.join('\n')}\n`;
}
