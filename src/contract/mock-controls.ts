// The test-control protocol (/__mock/*, docs/decisions/041): the controls a test needs of the backend it runs
// against — its state, its outbox, its clock, a reset to a named scenario and seed, chaos, the payment gateway. A
// table of their own beside the spec's endpoint table, published as an OpenAPI document of its own
// (`portal contract --test-controls`), so a staging backend can implement them the way a Pact provider implements
// provider states; the portal's own API export leaves them out. The same API client calls them (based at
// MOCK_CONTROLS_BASE) and the fake server answers them through the same route builder, so requests and answers are
// parsed on both sides. A backend may implement only some: a test step that needs a missing one is skipped. Each
// control's protocol name and use are in control-protocol.ts.
import { z } from './mini';
import { envelope } from './envelope';
import { PaymentBatchSchema } from './payment-batch';
import { ChaosSchema, control, mockState, MockStateSchema } from './mock-state';

export { CHAOS_FAULTS, ChaosSchema, MOCK_CONTROLS_BASE, type Chaos, type ChaosFault, type MockState } from './mock-state';

export const OutboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** App-relative links (e.g. /verify/abc) the message carries. */
  links: z.array(z.string()),
  /** Codes the message carries (OTP, activation code). */
  codes: z.array(z.string()),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * The newest message that carries a code (an OTP, a submission or an activation code) sent to one of `to` (e-mail
 * addresses or phone numbers, any case): what a code dialog's "Show the message" opens. Null when there is none.
 */
export function latestCodeMessage(messages: readonly OutboxMessage[], to: readonly string[]): OutboxMessage | null {
  const wanted = new Set(to.map((t) => t.trim().toLowerCase()).filter(Boolean));
  const matching = messages.filter((m) => m.codes.length > 0 && wanted.has(m.to.trim().toLowerCase()));
  return matching.reduce<OutboxMessage | null>((newest, m) => (newest && newest.id > m.id ? newest : m), null);
}

/** Members of the register without a portal account: what a tester types on /activate. */
const UnclaimedMemberSchema = z.object({
  MemberNo: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  IdentificationDocumentNo: z.string(),
  PhoneNo: z.string(),
  Email: z.string(),
});

const ClockAdvanceSchema = z.object({
  ms: z
    .number({ error: 'ms must be a number of milliseconds.' })
    .check(
      z.int('ms must be a whole number of milliseconds.'),
      z.gte(0, 'The clock only moves forward.'),
      z.lte(10 * 365 * 86_400_000, 'ms is too large (at most ten years).'),
    ),
});

/** A status a server-side task moved while the clock advanced (an application New → Open, an upgrade, a licence). */
const StatusMoveSchema = z.object({
  /** What moved: the application's or upgrade's code, the licence application's number. */
  code: z.string(),
  from: z.string(),
  to: z.string(),
});
export type StatusMove = z.infer<typeof StatusMoveSchema>;

const ClockAdvancedSchema = z.object({
  now: z.string(),
  ran: z.number().check(z.int()),
  /** What the tasks that ran moved, in the order they ran (empty: nothing moved). */
  moved: z.array(StatusMoveSchema),
});
export type ClockAdvanced = z.infer<typeof ClockAdvancedSchema>;

/** One line per move ("APP000007: New → Open"), or "Nothing moved": what the dev panel and `portal clock` say. */
export const describeMoves = (moved: readonly StatusMove[]): string[] =>
  moved.length === 0 ? ['Nothing moved'] : moved.map((m) => `${m.code}: ${m.from} → ${m.to}`);

/**
 * Where a reset leaves the backend's clock: `anchor` holds it at the scenario's anchor (the moment its data was
 * written for), moving only by clock/advance, so a test meets the same dates every run; `real` lets it follow
 * real time (mock mode's own clock: seeded links age). Without it, the clock keeps its way.
 */
const RESET_CLOCKS = ['anchor', 'real'] as const;

/** The scenario's name is checked by the fake server, which alone knows its scenarios. */
const MockResetSchema = z._default(
  z.object({
    scenario: z.optional(z.string({ error: 'scenario must be a name.' }).check(z.maxLength(50, 'scenario is too long.'))),
    seed: z.optional(
      z.number({ error: 'seed must be a number.' }).check(z.int('seed must be a whole number.'), z.gte(0), z.lte(2 ** 32 - 1)),
    ),
    clock: z.optional(z.enum(RESET_CLOCKS, { error: 'clock must be anchor or real.' })),
  }),
  {},
);

/**
 * The whole world the backend holds (every collection, as `portal serve` and the browser's world host keep it), and
 * the simulated now it was taken at: what a recording on a served world carries (docs/decisions/049), so the
 * recording replays from the world it started in. The records' own shapes are the fake backend's, not the API's.
 */
const WorldSnapshotSchema = z.object({
  snapshot: z.object({
    format: z.literal('portal-mock-snapshot'),
    version: z.number().check(z.int()),
    scenario: z.string(),
    seed: z.number().check(z.int()),
    collections: z.record(z.string(), z.array(z.unknown())),
  }),
  /** The simulated now, ISO 8601. */
  now: z.string(),
});

const GatewayBatchSchema = z.object({
  batch: z.string({ error: 'batch is required.' }).check(z.minLength(1, 'batch is required.'), z.maxLength(20_000, 'batch is too long.')),
});

export const GATEWAY_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
const GatewayOutcomeSchema = z.enum(GATEWAY_OUTCOMES, { error: 'outcome must be paid, failed or cancelled.' });
export type GatewayOutcome = z.infer<typeof GatewayOutcomeSchema>;

const GatewayPaySchema = z.extend(GatewayBatchSchema, { outcome: GatewayOutcomeSchema });

/** What the simulated payment page shows before paying. */
const GatewayPreviewSchema = z.object({
  batch: PaymentBatchSchema,
  kind: z.enum(['document', 'clear-pending']),
  payerName: z.string(),
  customerNo: z.string(),
  documents: z.array(z.object({ documentNo: z.string(), description: z.string(), amount: z.number() })),
  total: z.number(),
  /** Already settled: paying again changes nothing. */
  alreadyPaid: z.boolean(),
  /** The receipts of the earlier payment when already settled (shown instead of a second charge); else empty. */
  receiptNos: z.array(z.string()),
});
export type GatewayPreview = z.infer<typeof GatewayPreviewSchema>;

const GatewayResultSchema = z.object({
  /** paid: receipts posted; pending: confirmed later; failed/cancelled: nothing recorded. */
  status: z.enum(['paid', 'pending', 'failed', 'cancelled']),
  /** True when this batch had already been paid: nothing was paid again. */
  duplicate: z.boolean(),
  receiptNos: z.array(z.string()),
  /** Total charged by this call (0 for a duplicate or a failure). */
  amount: z.number(),
  /** Where the browser goes next: success_url when paid or pending, fail_url otherwise. */
  redirectTo: z.string(),
  message: z.string(),
  batch: PaymentBatchSchema,
});
export type GatewayResult = z.infer<typeof GatewayResultSchema>;

export const mockControls = {
  outbox: control({
    method: 'GET',
    path: 'outbox',
    answer: envelope(z.array(OutboxMessageSchema)),
    summary: 'E-mail and SMS the fake server sent, newest first',
  }),
  state: mockState,
  hints: control({
    method: 'GET',
    path: 'hints',
    answer: envelope(z.object({ unclaimedMembers: z.array(UnclaimedMemberSchema) })),
    summary: 'Members of the register without a portal account',
  }),
  clockAdvance: control({
    method: 'POST',
    path: 'clock/advance',
    body: ClockAdvanceSchema,
    answer: envelope(ClockAdvancedSchema),
    summary: 'Move the simulated clock forward',
  }),
  chaos: control({
    method: 'POST',
    path: 'chaos',
    body: ChaosSchema,
    answer: envelope(MockStateSchema),
    summary: 'Set the latency (ms) and failure rate (0..1) of API calls',
  }),
  reset: control({
    method: 'POST',
    path: 'reset',
    body: MockResetSchema,
    answer: envelope(MockStateSchema),
    summary: 'Reseed (this scenario and seed unless given); clock "anchor" holds the clock at the scenario\'s anchor',
  }),
  snapshot: control({
    method: 'GET',
    path: 'snapshot',
    answer: envelope(WorldSnapshotSchema),
    summary: 'Every collection of the world and the simulated now',
  }),
  gatewayPreview: control({
    method: 'POST',
    path: 'gateway/preview',
    body: GatewayBatchSchema,
    answer: envelope(GatewayPreviewSchema),
    summary: 'What the simulated payment page shows for a batch',
    // No invoice or customer matches the batch.
    errors: [404],
  }),
  gatewayPay: control({
    method: 'POST',
    path: 'gateway/pay',
    body: GatewayPaySchema,
    answer: envelope(GatewayResultSchema),
    summary: 'Pay, fail or cancel a batch, once',
    errors: [404],
  }),
};

export type MockControlId = keyof typeof mockControls;
