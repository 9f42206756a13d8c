// The flows of machines/referees/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { type AnyActorRef, createActor } from 'xstate';
import { profileSubLists } from '#contract/profile-lists.ts';
import { createSubListMachine } from '../crud-list/sub-list';
import { type RefereeDraftStore, refereeResponseMachine } from './referee-response.machine';
import { refereeResendMachine } from './referee-resend.machine';
import { refereeSearchMachine } from './referee-search.machine';
import { encodeBase64 } from '#contract';
import { defineFlow, type FlowPaths, type KeyValueStore } from '../flow-manifest';

const refereeForm = {
  response: '',
  Questions: { refereeResponse: [1, 2, 3, 4, 5].map((questionNo) => ({ questionNo, question: `Question ${questionNo}` })) },
};

function draftStoreOf(storage: KeyValueStore): RefereeDraftStore {
  return {
    read: (key) => {
      const raw = storage.getItem(`portal.referee.${key}`);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    },
    write: (key, draft) => storage.setItem(`portal.referee.${key}`, JSON.stringify(draft)),
    clear: (key) => storage.removeItem(`portal.referee.${key}`),
  };
}

export const flows = [
  defineFlow({
    name: 'referee-search',
    description: "The referee dialog's member search: what it finds is typed into the referee form",
    source: 'machines/referees/referee-search.machine.ts',
    machine: () => refereeSearchMachine,
    input: (env) => {
      const refereeForm = createSubListMachine(profileSubLists.find((l) => l.name === 'referees') as (typeof profileSubLists)[number]);
      const list: AnyActorRef = createActor(refereeForm, { input: { api: env.api } });
      return { api: env.api, form: list };
    },
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      return {
        starts: [{ as: 'pending@demo.test', events: [{ type: 'search.change', term: member.memberNo }, { type: 'search.submit' }] }],
        context: ['term'],
      };
    },
  }),
  defineFlow({
    name: 'referee-resend',
    description: "The Referees tab's Resend Email ('Email Sent')",
    source: 'machines/referees/referee-resend.machine.ts',
    machine: () => refereeResendMachine,
    input: (env) => ({ api: env.api }),
    paths: (facts): FlowPaths => {
      const lines = facts.refereeLines(facts.persona('pending@demo.test').profileId);
      // A request still waiting is sent again; one answered already is refused by the server (422), its words shown.
      const resend = (lineNo: number) => ({ type: 'resend', lineNo });
      return {
        starts: [
          { as: 'pending@demo.test', events: [resend(lines.waiting), { type: 'resend.dismiss' }] },
          { as: 'pending@demo.test', events: [resend(lines.answered)], answers: { send: 'error' } },
        ],
        context: ['message', 'error'],
      };
    },
  }),
  defineFlow({
    name: 'referee-stepper',
    description: 'A referee answers from the e-mailed link, no account: salutation, one step per question, accept or reject',
    source: 'machines/referees/referee-response.machine.ts',
    machine: () => refereeResponseMachine,
    input: (env, given) => ({
      api: env.api,
      user: typeof given.user === 'string' ? given.user : undefined,
      code: typeof given.code === 'string' ? given.code : undefined,
      store: draftStoreOf(env.storage),
    }),
    paths: (facts): FlowPaths => {
      const pending = facts.persona('pending@demo.test');
      const refereeLink = (code: string) => ({ user: encodeBase64(pending.profileId), code: encodeBase64(code) });
      const referees = facts.refereeCodes(pending.profileId);
      return {
        starts: [
          {
            input: refereeLink(referees.waiting),
            events: [
              { type: 'referee.answer', value: 'Yes, for five years.' },
              { type: 'referee.next' },
              { type: 'referee.previous' },
              { type: 'referee.toggleStatement' },
              { type: 'referee.accept' },
              { type: 'referee.reject' },
              { type: 'referee.remark', value: 'I do not know the applicant.' },
              { type: 'referee.submitRejection' },
              { type: 'referee.cancelRejection' },
            ],
            answers: { fetchForm: { done: refereeForm }, sendAnswer: { done: { response: 'Accept', entryNo: 8, message: 'Thank you' } } },
          },
          { input: refereeLink(referees.answered), events: [], answers: { fetchForm: { done: { ...refereeForm, response: 'Accept' } } } },
          { input: refereeLink('no-such-request'), events: [], answers: { fetchForm: 'error' } },
          // The form of a good link cannot be read (a server failure): `loadFailed`.
          { input: refereeLink(referees.waiting), events: [], answers: { fetchForm: 'fail' } },
          { input: { user: '%%%', code: '%%%' }, events: [] },
        ],
        context: ['step', 'answers', 'remark'],
        untaken: {
          'ready.answering referee.next [isLastStep]':
            "on the last question Next does nothing (no target, no action: the page offers Accept there instead); XState's `can` says no, so a strict replay refuses to send it",
        },
      };
    },
  }),
];
