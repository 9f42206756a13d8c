// The statement's date rules (spec §B: both dates required, start ≤ end, neither in the future) at their
// edges, in the dialog's form rule and in the fake server, and its content: the PDF, read back with pdf.js, holds
// exactly the entries posted from the start date to the end date, both days included.
import { formatDate } from '#contract/medium-date.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DEFAULT_STATEMENT_CODEUNIT,
  endpoints,
  fieldErrors,
  firstIssueMessage,
  statementMessages,
  statementRequestSchema,
} from '#contract';
import { statementDialogMachine } from '#machines/billing/statement.machine.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { pagesText } from '../pdf/pdf-text';
import { pdfBytes, session, type Session } from '../support';

const e = endpoints.membership;
const member = personaByKey('member');
const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('statement dates and content', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  let today: string;
  beforeAll(async () => {
    me = await session(t, member.email);
    today = t.backend.simulation.today();
  });

  const formRule = (startDate: string, endDate: string) => {
    const parsed = statementRequestSchema(today).safeParse({ customerNo: member.customerNo, startDate, endDate });
    return parsed.success ? { first: 'ok', fields: {} } : { first: firstIssueMessage(parsed.error), fields: fieldErrors(parsed.error) };
  };
  const statement = (startDate: string, endDate: string) =>
    me.client.call(e.statement, {
      params: { ...DEFAULT_STATEMENT_CODEUNIT },
      body: { customerNo: member.customerNo!, startDate, endDate },
    });
  const statementText = async (startDate: string, endDate: string) =>
    (await pagesText(pdfBytes((await statement(startDate, endDate)).data))).join('\n');

  it('statement date rule: a start date equal to the end date is accepted (form and server)', async () => {
    const day = shift(today, -30);
    expect(formRule(day, day).first).toBe('ok');
    expect(await statementText(day, day)).toMatch(new RegExp(`Period:\\s+${formatDate(day)} to ${formatDate(day)}`));
  });

  it('statement date rule: an end date of today is accepted, and so is a start date of today (form and server)', async () => {
    expect(formRule(shift(today, -30), today).first).toBe('ok');
    expect(formRule(today, today).first).toBe('ok');
    await expect(statement(shift(today, -30), today)).resolves.toMatchObject({ data: expect.any(String) as unknown });
    await expect(statement(today, today)).resolves.toMatchObject({ data: expect.any(String) as unknown });
  });

  it('statement date rule: a start date one day after the end date gets the order message (form and server)', async () => {
    const end = shift(today, -30);
    expect(formRule(shift(end, 1), end)).toEqual({ first: statementMessages.order, fields: { endDate: statementMessages.order } });
    await expect(statement(shift(end, 1), end)).rejects.toThrow(statementMessages.order);
  });

  it('statement date rule: a start date of tomorrow gets the start-date message on the start field (form and server)', async () => {
    const tomorrow = shift(today, 1);
    const form = formRule(tomorrow, tomorrow);
    expect(form.first).toBe(statementMessages.startFuture);
    expect(form.fields).toMatchObject({ startDate: statementMessages.startFuture });
    // The rule needs today, so the client sends it and the server, which knows its own today, refuses it.
    await expect(statement(tomorrow, tomorrow)).rejects.toMatchObject({ status: 422, message: statementMessages.startFuture });
  });

  it('statement date rule: an end date of tomorrow with a past start gets the end-date message (form and server)', async () => {
    const tomorrow = shift(today, 1);
    expect(formRule(shift(today, -30), tomorrow)).toEqual({
      first: statementMessages.endFuture,
      fields: { endDate: statementMessages.endFuture },
    });
    await expect(statement(shift(today, -30), tomorrow)).rejects.toMatchObject({ status: 422, message: statementMessages.endFuture });
  });

  it('statement date rule: the dialog machine keeps a future start from being sent, and sends start = end = today', () => {
    const dialog = createActor(statementDialogMachine(today), {
      input: { api: me.client, values: { customerNo: member.customerNo! } },
    }).start();
    const type = (startDate: string, endDate: string) => {
      dialog.send({ type: 'form.change', name: 'startDate', value: startDate });
      dialog.send({ type: 'form.change', name: 'endDate', value: endDate });
      dialog.send({ type: 'form.submit' });
    };
    type(shift(today, 1), shift(today, 1));
    expect(dialog.getSnapshot().value).toBe('editing');
    expect(dialog.getSnapshot().context.errors.startDate).toBe(statementMessages.startFuture);
    type(today, today);
    expect(dialog.getSnapshot().context.errors).toEqual({});
    expect(dialog.getSnapshot().value).not.toBe('editing');
  });

  it('statement content: an entry dated exactly on the end date, and one on the start date, are in the statement; the days around are not', async () => {
    const { db } = t.backend;
    const start = '2019-03-01';
    const end = '2019-03-31';
    const entries: Array<[string, string, number]> = [
      ['INV-ST-BEFORE', shift(start, -1), 100],
      ['INV-ST-START', start, 200],
      ['INV-ST-END', end, 300],
      ['INV-ST-AFTER', shift(end, 1), 400],
    ];
    for (const [documentNo, date, amount] of entries) {
      await db.ledger.create({
        entryNo: 990_000 + amount,
        customerNo: member.customerNo!,
        profileID: member.profileId!,
        documentNo,
        externalDocumentNo: '',
        documentDate: date,
        postingDate: date,
        dueDate: date,
        documentType: 'Invoice',
        description: 'Statement edge',
        amountLCY: amount,
        remainingAmtLCY: 0,
      });
    }
    try {
      const text = await statementText(start, end);
      expect(text).toContain('INV-ST-START');
      expect(text).toContain('INV-ST-END');
      expect(text).not.toContain('INV-ST-BEFORE');
      expect(text).not.toContain('INV-ST-AFTER');
      expect(text).toMatch(/Entries:\s+2\b/);
      // The entry before the start date is carried in the opening balance.
      expect(text).toMatch(/Opening balance\s+KES 100\.00/);
      expect(text).toMatch(/Closing balance\s+KES 600\.00/);
    } finally {
      db.ledger.deleteMany((q) => q.where({ description: 'Statement edge' }));
    }
  });
});
