// Fails a test on any warning XState prints (decision 032): each names a misuse (an action creator called inside a
// custom action, which is also what a machine made or started inside another machine's action looks like; an event
// sent to a stopped actor; an actor or state that cannot be found). Unread, they were 62 to 96 a run.
/** XState's console warnings, by their fixed openings (xstate/dist/*.development.esm.js). */
const XSTATE_WARNING =
  /^(Custom actions should not call `\w+\(\)` directly|Event ".*" was sent to stopped actor|Missing `machine\.output` declaration|Could not resolve StateNode for id|Dynamically mapping values to individual properties is deprecated|Wildcards can only be the last token|Infix wildcards in transition events|state\.can\(\.\.\.\) used outside of a machine-created State object|Actor type '.*' not found in machine|XState could not find a global object)/s;

const heard: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [first] = args;
  // An XState warning is said once, by the failing test (with where it came from), not on the console as well.
  if (typeof first === 'string' && XSTATE_WARNING.test(first)) heard.push(`${first}\n${whereFrom()}`);
  else warn(...args);
};

/** The whole stack: the machine that made XState warn sits 40–60 frames below the warning. */
function whereFrom(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  try {
    return new Error('XState warned here').stack ?? '';
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Throws when XState warned since the last call. tests/setup.ts calls it after every test: the console is wrapped
 * once (this module is evaluated once, files share their modules), the hook is registered by every file.
 */
export function failOnXStateWarnings(): void {
  if (heard.length === 0) return;
  const said = heard.splice(0);
  throw new Error(`XState warned ${said.length} time(s) during this test:\n${said.join('\n---\n')}`);
}
