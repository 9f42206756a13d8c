// The test-control protocol's words (docs/decisions/041): each control's name as a test says it ("the target has
// no clock control") and what a test uses it for, the description `portal contract --test-controls` publishes. A
// file of its own: the browser's mock mode imports mock-controls.ts whole (a lazy chunk), and needs none of this.
import type { MockControlId } from './mock-controls';

/**
 * The protocol's controls as a test names them ("the target has no clock control"), and what each is for: the
 * published description of every entry (the OpenAPI document of the controls says it) and the name the headless
 * replay reports when a target lacks one.
 */
export const CONTROL_PROTOCOL: Record<MockControlId, { control: string; use: string }> = {
  outbox: {
    control: 'outbox',
    use: "A test reads the one-time codes and links the backend sent (a replay's `$outbox` reference) instead of hard-coding them.",
  },
  state: {
    control: 'state',
    use: 'A test reads which scenario and seed the backend holds and its clock (the headless world starts its clock there).',
  },
  hints: { control: 'hints', use: 'Register members without an account, for a tester claiming one on the activation page.' },
  clockAdvance: {
    control: 'clock',
    use: "A replay's `advance` step moves the backend's clock with the flow's, running the server-side tasks that fall due (an application New → Open).",
  },
  chaos: {
    control: 'chaos',
    use: "A replay's `chaos` step makes the API fail from then on (failRate 1: every call), to test the portal's retries and error states.",
  },
  reset: {
    control: 'reset',
    use: 'The provider state: a test starts from a named scenario and seed (the scenarios of `portal serve --scenario`), so its personas and records exist, and with `clock: "anchor"` at the time they were written for (held; only clock/advance moves it), so the dates a flow meets are the same every run.',
  },
  snapshot: {
    control: 'snapshot',
    use: "A recording made on this backend's world carries that world (the dev panel's journey file), so it replays from where it started.",
  },
  gatewayPreview: { control: 'gateway', use: 'The simulated payment page: what a payment batch would pay.' },
  gatewayPay: { control: 'gateway', use: 'The simulated payment page: pays, fails or cancels a batch, as a payer would.' },
};
