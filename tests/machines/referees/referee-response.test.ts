// Every path of the referee stepper (machines/referee) against the fake backend, with pending@'s seeded request to
// approver@: the link checked and loaded (or refused without a word about anyone), one step per question with the
// 250-character answers, Previous, Read more / Less at 300 characters, reject with a remark, accept, a failed
// answer kept and sent again, and the answers in progress kept per link across a new actor (a reload).
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  refereeResponseMachine,
  selectLinkProblem,
  selectSalutation,
  selectStatement,
  selectStep,
  type RefereeDraftStore,
} from '#machines/referees/referee-response.machine.ts';
import { encodeBase64, endpoints, type ApiClient } from '#contract';
import { linkFromUrl, REFEREE_ANSWER_MAX, refereeMessages, type RefereeDraft } from '#contract/profile-referee.ts';
import { LINK_FROM_ANOTHER_BROWSER } from '#contract/e-mailed-links.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const pending = personaByKey('pending');
const approver = personaByKey('approver');
const QUESTIONS = 5;
const serverError = () => HttpResponse.json({ message: 'The server is having a bad day.' }, { status: 500 });

/** The browser's storage stand-in: what the machine wrote, by key. */
function memoryStore(): RefereeDraftStore & { drafts: Map<string, unknown> } {
  const drafts = new Map<string, unknown>();
  return {
    drafts,
    read: (key) => drafts.get(key),
    write: (key, draft: RefereeDraft) => void drafts.set(key, structuredClone(draft)),
    clear: (key) => void drafts.delete(key),
  };
}

const DAY = 86_400_000;
/** DECISIONS §F's 90 days, written out (not the code's constant). */
const REFEREE_LINK_DAYS = 90;

describe('referee stepper', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());

  /** The seeded link to approver@ as the page receives it (percent-decoded route parameters), unanswered again. */
  let link: { user: string; code: string };
  beforeEach(async () => {
    const db = t.backend.db;
    await db.referees.update((q) => q.where({ ProfileID: pending.profileId!, Email: approver.email }), {
      data: (r) =>
        void Object.assign(r, { response: '', Remarks: '', answers: [], answeredAt: '', requestSentAt: t.backend.simulation.nowIso() }),
    });
    const url = new URL(t.lastMessageTo(approver.email)!.links[0]!, 'http://portal.test');
    const parts = linkFromUrl(url, { user: decodeURIComponent(url.pathname.split('/').pop()!) });
    link = { user: parts.user!, code: parts.code! };
  });

  const start = (
    input: { user?: string | undefined; code?: string | undefined; store?: RefereeDraftStore; api?: ApiClient; mockMode?: boolean } = {},
  ) =>
    createActor(refereeResponseMachine, {
      input: { api: input.api ?? t.anon, user: link.user, code: link.code, store: input.store ?? memoryStore(), ...input },
    }).start();
  const ready = async (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches({ ready: 'answering' }));
  const answerAll = (actor: ReturnType<typeof start>) => {
    for (let i = 0; i < QUESTIONS; i++) {
      actor.send({ type: 'referee.answer', value: `Answer ${i + 1}` });
      actor.send({ type: 'referee.next' });
    }
  };
  const stored = () => t.backend.db.referees.findFirst((q) => q.where({ ProfileID: pending.profileId!, Email: approver.email }))!;

  describe('opening the link', () => {
    it('loads the form: the salutation names the referee, step 1 of 5 shows the first question with an empty answer', async () => {
      const actor = start();
      const s = await ready(actor);
      expect(selectSalutation(s)).toBe('Dear Eng. Faith Nyambura,');
      expect(s.context.form?.applicant).toBe('Kiprotich Koech');
      expect(selectStep(s)).toEqual({
        number: 1,
        count: QUESTIONS,
        question: 'How long have you known the applicant, and in what capacity?',
        answer: '',
        isFirst: true,
        isLast: false,
      });
    });

    it('an undecodable or incomplete link is refused before any call, with nothing loaded', () => {
      const api = { call: vi.fn() } as unknown as ApiClient;
      for (const parts of [
        { user: '!!!', code: '???' },
        { user: link.user, code: '???' },
        { user: '!!!', code: link.code },
        { user: link.user, code: undefined },
        { user: undefined, code: undefined },
        { user: encodeBase64(' '), code: link.code },
      ]) {
        const s = start({ ...parts, api }).getSnapshot();
        expect(s.matches('invalidLink'), JSON.stringify(parts)).toBe(true);
        expect(s.context.form).toBeNull();
      }
      expect(api.call).not.toHaveBeenCalled();
    });

    it("another referee's code, or a code of this applicant's that is not theirs, is the server's 404: the same invalid link, no form", async () => {
      const db = t.backend.db;
      const othersCode = db.referees.findFirst((q) => q.where({ ProfileID: personaByKey('member').profileId! }))!.code;
      for (const code of [encodeBase64(othersCode), encodeBase64(`${stored().code}x`)]) {
        const actor = start({ code });
        const s = await waitFor(actor, (x) => !x.matches('loading') && !x.matches('checkingLink'));
        expect(s.value).toBe('invalidLink');
        expect(s.context.form).toBeNull();
        expect(s.context.error).toBeNull();
      }
    });

    it("a link this world does not know says today's message with a real backend, and in mock mode that the demo's data is in another browser", async () => {
      const unknown = { code: encodeBase64('REF-FROM-ANOTHER-BROWSER') };
      const real = await waitFor(start(unknown), (x) => x.matches('invalidLink'));
      expect(selectLinkProblem(real)).toBe(refereeMessages.linkInvalid);
      const mock = await waitFor(start({ ...unknown, mockMode: true }), (x) => x.matches('invalidLink'));
      expect(selectLinkProblem(mock)).toBe(LINK_FROM_ANOTHER_BROWSER);
      expect(LINK_FROM_ANOTHER_BROWSER).toBe('This demo keeps its data in the browser where the request was sent — open the link there.');
      // A link that is no request at all is today's message even in mock mode: it was damaged, not moved.
      expect(selectLinkProblem(start({ user: '!!!', mockMode: true }).getSnapshot())).toBe(refereeMessages.linkInvalid);
    });

    it('a link already answered says so and offers no step', async () => {
      await t.backend.db.referees.update((q) => q.where({ ProfileID: pending.profileId!, Email: approver.email }), {
        data: (r) => void (r.response = 'Accept'),
      });
      const actor = start();
      const s = await waitFor(actor, (x) => x.matches('alreadyAnswered'));
      actor.send({ type: 'referee.answer', value: 'late' });
      actor.send({ type: 'referee.accept' });
      expect(actor.getSnapshot().value).toBe('alreadyAnswered');
      expect(s.context.answers).toEqual([]);
    });

    it('a failed load says why and loads again on retry', async () => {
      t.server.use(http.post(`${TEST_BASE_URL}questions`, serverError));
      const actor = start();
      const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
      expect(failed.context).toMatchObject({ error: 'The server is having a bad day.', retryable: true, form: null });
      t.server.resetHandlers();
      actor.send({ type: 'load.retry' });
      expect((await ready(actor)).context.error).toBeNull();
    });
  });

  describe('an expired link (DECISIONS §F: 90 days after the request)', () => {
    const sentDaysAgo = (ms: number) =>
      t.backend.db.referees.update(stored(), {
        data: (r) => void (r.requestSentAt = new Date(t.backend.simulation.now() - ms).toISOString()),
      });

    it('one moment before day 90 the form loads; from day 90 the page says the link expired and who to ask, with no form and no Try again', async () => {
      await sentDaysAgo(REFEREE_LINK_DAYS * DAY - 1);
      expect((await ready(start())).context.form?.applicant).toBe('Kiprotich Koech');
      await sentDaysAgo(REFEREE_LINK_DAYS * DAY);
      const s = await waitFor(start(), (x) => x.matches('expired'));
      expect(s.context).toMatchObject({ form: null, retryable: false });
      expect(s.context.error).toMatch(
        /^This referee link has expired\. Ask Kiprotich Koech, who named you as a referee, .*registrar@ebk\.example/,
      );
    });

    it('a link that expires while the referee answers ends on the same page, and nothing is stored', async () => {
      const actor = start();
      await ready(actor);
      answerAll(actor);
      await sentDaysAgo(REFEREE_LINK_DAYS * DAY);
      actor.send({ type: 'referee.accept' });
      expect((await waitFor(actor, (x) => x.matches('expired'))).context.error).toContain('has expired');
      expect(stored().response).toBe('');
    });
  });

  describe('the steps', () => {
    it("Next is refused on an empty or blank answer ('field is required') and allowed with one character", async () => {
      const actor = start();
      await ready(actor);
      actor.send({ type: 'referee.next' });
      expect(actor.getSnapshot().context).toMatchObject({ step: 0, answerError: refereeMessages.answerRequired });
      actor.send({ type: 'referee.answer', value: '   ' });
      actor.send({ type: 'referee.next' });
      expect(actor.getSnapshot().context).toMatchObject({ step: 0, answerError: refereeMessages.answerRequired });
      actor.send({ type: 'referee.answer', value: 'x' });
      expect(actor.getSnapshot().context.answerError).toBeNull();
      actor.send({ type: 'referee.next' });
      expect(selectStep(actor.getSnapshot())).toMatchObject({ number: 2, answer: '' });
    });

    it('an answer takes 249 and 250 characters; the 251st is cut', async () => {
      const actor = start();
      await ready(actor);
      for (const [typed, kept] of [
        [249, 249],
        [250, 250],
        [251, 250],
      ] as const) {
        actor.send({ type: 'referee.answer', value: 'a'.repeat(typed) });
        expect(selectStep(actor.getSnapshot()).answer).toHaveLength(kept);
      }
      expect(REFEREE_ANSWER_MAX).toBe(250);
    });

    it('Previous goes back a step with its answer kept, and does nothing on step 1', async () => {
      const actor = start();
      await ready(actor);
      actor.send({ type: 'referee.previous' });
      expect(actor.getSnapshot().context.step).toBe(0);
      actor.send({ type: 'referee.answer', value: 'First answer' });
      actor.send({ type: 'referee.next' });
      actor.send({ type: 'referee.answer', value: 'Second answer' });
      actor.send({ type: 'referee.previous' });
      expect(selectStep(actor.getSnapshot())).toMatchObject({ number: 1, answer: 'First answer' });
      actor.send({ type: 'referee.next' });
      expect(selectStep(actor.getSnapshot())).toMatchObject({ number: 2, answer: 'Second answer' });
    });

    it.each([
      [300, null, 300],
      [301, 'Read more', 301],
    ])('a %i-character statement shows %s', async (length, control, full) => {
      const statement = 's'.repeat(length);
      const real = await t.anon.call(endpoints.profile.refereeQuestions, { body: { memberNo: pending.profileId!, code: stored().code } });
      t.server.use(
        http.post(`${TEST_BASE_URL}questions`, () =>
          HttpResponse.json({ ...real, data: { ...real.data, ConfirmationStatement: { confirmationStatement: statement } } }),
        ),
      );
      const actor = start();
      const s = await ready(actor);
      expect(selectStatement(s)).toEqual({ text: control ? `${'s'.repeat(300)}…` : statement, control });
      actor.send({ type: 'referee.toggleStatement' });
      expect(selectStatement(actor.getSnapshot())).toEqual({ text: 's'.repeat(full), control: control ? 'Less' : null });
      actor.send({ type: 'referee.toggleStatement' });
      expect(selectStatement(actor.getSnapshot()).control).toBe(control);
    });
  });

  describe('rejecting', () => {
    it('document 2 §2 ResponseCard "reject: only on step 1": refused on step 2, opens \'Rejection Remarks\' on step 1; an empty remark is refused and nothing sent; cancel keeps the answers', async () => {
      const actor = start();
      await ready(actor);
      actor.send({ type: 'referee.answer', value: 'x' });
      actor.send({ type: 'referee.next' });
      actor.send({ type: 'referee.reject' });
      expect(actor.getSnapshot().matches({ ready: 'answering' })).toBe(true);
      expect(actor.getSnapshot().context.step).toBe(1);
      actor.send({ type: 'referee.previous' });
      actor.send({ type: 'referee.reject' });
      expect(actor.getSnapshot().matches({ ready: 'rejecting' })).toBe(true);
      actor.send({ type: 'referee.remark', value: '  ' });
      actor.send({ type: 'referee.submitRejection' });
      expect(actor.getSnapshot().context.remarkError).toBe(refereeMessages.remarkRequired);
      expect(actor.getSnapshot().matches({ ready: { rejecting: 'editing' } })).toBe(true);
      expect(stored().response).toBe('');
      actor.send({ type: 'referee.cancelRejection' });
      expect(actor.getSnapshot().context).toMatchObject({ remarkError: null, answers: ['x', '', '', '', ''] });
      expect(actor.getSnapshot().matches({ ready: 'answering' })).toBe(true);
    });

    it("with a remark it is sent: 'Referee Rejected Successfully', the server has Reject with the remark", async () => {
      const store = memoryStore();
      const actor = start({ store });
      await ready(actor);
      actor.send({ type: 'referee.reject' });
      actor.send({ type: 'referee.remark', value: 'I have not worked with the applicant.' });
      actor.send({ type: 'referee.submitRejection' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ response: 'Reject', entryNo: stored().EntryNo, message: refereeMessages.rejected });
      expect(stored()).toMatchObject({ response: 'Reject', Remarks: 'I have not worked with the applicant.' });
      expect(store.drafts.size).toBe(0);
    });

    it('a refused rejection keeps the dialog and the remark and shows the server message', async () => {
      t.server.use(http.post(`${TEST_BASE_URL}questions/update`, serverError));
      const actor = start();
      await ready(actor);
      actor.send({ type: 'referee.reject' });
      actor.send({ type: 'referee.remark', value: 'No.' });
      actor.send({ type: 'referee.submitRejection' });
      const s = await waitFor(actor, (x) => x.matches({ ready: { rejecting: 'editing' } }) && x.context.error !== null);
      expect(s.context).toMatchObject({ error: 'The server is having a bad day.', remark: 'No.' });
    });
  });

  describe('accepting', () => {
    it("is offered on the last step only and sends every answer: 'Referee Confirmed Successfully' with the entry", async () => {
      const actor = start();
      await ready(actor);
      actor.send({ type: 'referee.answer', value: 'Answer 1' });
      actor.send({ type: 'referee.accept' });
      expect(actor.getSnapshot().matches({ ready: 'answering' })).toBe(true);
      answerAll(actor);
      expect(selectStep(actor.getSnapshot())).toMatchObject({ number: QUESTIONS, isLast: true });
      actor.send({ type: 'referee.accept' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ response: 'Accept', entryNo: stored().EntryNo, message: refereeMessages.accepted });
      expect(stored().response).toBe('Accept');
      expect(stored().answers.map((a) => a.answer)).toEqual(['Answer 1', 'Answer 2', 'Answer 3', 'Answer 4', 'Answer 5']);
    });

    it('a server failure keeps every answer and the step, shows the message, and accepting again succeeds', async () => {
      const actor = start();
      await ready(actor);
      answerAll(actor);
      const typed = actor.getSnapshot().context.answers;
      t.server.use(http.post(`${TEST_BASE_URL}questions/update`, serverError));
      actor.send({ type: 'referee.accept' });
      const failed = await waitFor(actor, (s) => s.matches({ ready: 'answering' }) && s.context.error !== null);
      expect(failed.context).toMatchObject({ error: 'The server is having a bad day.', answers: typed, step: QUESTIONS - 1 });
      expect(stored().response).toBe('');
      t.server.resetHandlers();
      actor.send({ type: 'referee.accept' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(stored().response).toBe('Accept');
    });
  });

  describe('answers in progress', () => {
    it('survive a new actor on the same link (a reload), and are cleared once the answer is in', async () => {
      const store = memoryStore();
      const first = start({ store });
      await ready(first);
      first.send({ type: 'referee.answer', value: 'Kept 1' });
      first.send({ type: 'referee.next' });
      first.send({ type: 'referee.answer', value: 'Kept 2' });
      first.stop();

      const second = start({ store });
      const s = await ready(second);
      expect(s.context.answers).toEqual(['Kept 1', 'Kept 2', '', '', '']);
      expect(selectStep(s)).toMatchObject({ number: 2, answer: 'Kept 2' });
      // Another link does not see them.
      const elsewhere = start({ store, code: encodeBase64('another') });
      await waitFor(elsewhere, (x) => x.matches('invalidLink'));
      expect(store.drafts.size).toBe(1);

      second.send({ type: 'referee.next' });
      for (let i = 3; i <= QUESTIONS; i++) {
        second.send({ type: 'referee.answer', value: `Answer ${i}` });
        second.send({ type: 'referee.next' });
      }
      second.send({ type: 'referee.accept' });
      await waitFor(second, (x) => x.status === 'done');
      expect(store.drafts.size).toBe(0);
    });

    it('a stored draft that is not a draft (tampered, too long) is ignored', async () => {
      const store = memoryStore();
      const probe = start({ store });
      await ready(probe);
      probe.send({ type: 'referee.answer', value: 'x' });
      const [key] = [...store.drafts.keys()];
      probe.stop();
      for (const junk of ['not json', { step: -1, answers: [], remark: '' }, { step: 0, answers: ['a'.repeat(251)], remark: '' }]) {
        store.drafts.set(key!, junk);
        const s = await ready(start({ store }));
        expect(s.context).toMatchObject({ step: 0, answers: ['', '', '', '', ''], remark: '' });
      }
    });
  });
});
