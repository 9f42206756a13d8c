// Working requests for the auth area.
import { encodeBase64, endpoints } from '#contract';
import { personaByKey } from '../scenarios/personas';
import { example, type EndpointExample } from './example';

const e = endpoints.auth;
const strong = 'N3w!passw';

export const authExamples: Record<keyof typeof e, EndpointExample> = {
  login: example(e.login, null, () => ({ body: { email: 'member@demo.test', password: 'Passw0rd!' } })),
  register: example(e.register, null, () => ({
    body: {
      email: 'example.register@example.test',
      phone: '0711999888',
      id_number: '99887766',
      password: strong,
      confirmPassword: strong,
      category: 'GRADUATE',
      type: 'Individual' as const,
    },
  })),
  verifyEmail: example(e.verifyEmail, null, ({ db }) => ({
    body: { activation_code: db.codes.findFirst((q) => q.where({ kind: 'email', used: false }))?.code ?? 'none' },
  })),
  sendOtp: example(e.sendOtp, null, () => ({ query: { user_id: '3' } })),
  verifyOtp: example(e.verifyOtp, null, ({ db }) => {
    const live = db.codes.findFirst((q) => q.where({ kind: 'otp', used: false }));
    return { body: { otp_code: live?.code ?? '000000', user_id: live?.userId ?? 3 } };
  }),
  // The reset keeps the demo password, so later examples can still sign in as applicant@.
  passwordReset: example(e.passwordReset, null, () => ({ body: { email: 'applicant@demo.test' } })),
  password: example(e.password, null, ({ db }) => ({
    body: {
      token: db.codes.findFirst((q) => q.where({ kind: 'reset', used: false }))?.code ?? 'none',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    },
  })),
  setPassword: example(e.setPassword, 'approver', () => ({ body: { password: 'Passw0rd!', confirmPassword: 'Passw0rd!' } })),
  notification: example(e.notification, 'member', () => ({
    body: { email_reminders: true, email_updates: false, sms_reminders: true, sms_updates: false },
  })),
  logout: example(e.logout, 'pending', () => ({})),
  // The member's sessions stand for ones "Log in as" gave the administrator (what admin/loginas stores).
  returnToAdmin: example(e.returnToAdmin, 'member', async ({ db }) => {
    const admin = personaByKey('admin').userId;
    await db.sessions.updateMany((q) => q.where({ userId: personaByKey('member').userId }), {
      data: (s) => void (s.actingFor = { userId: admin, since: s.createdAt }),
    });
    return {};
  }),
  user: example(e.user, 'member', () => ({})),
  memberLookup: example(e.memberLookup, null, ({ db }) => ({
    query: { MemberNo: encodeBase64(db.profiles.findFirst((q) => q.where({ userId: null }))?.MemberNo ?? 'M1001') },
  })),
  activation: example(e.activation, null, ({ db }) => {
    const p = db.profiles.findFirst((q) => q.where({ userId: null, MemberNo: (m) => m !== '' }));
    return {
      body: {
        memberNo: p?.MemberNo ?? 'none',
        // The member's own addresses on file: a claim with any others is refused (issue 35 item 6).
        eMailAddress: p?.Email ?? 'none@example.test',
        memberNameFirst: p?.FirstName ?? '',
        memberNameLast: p?.LastName ?? '',
        identificationDocumentNo: p?.IdentificationDocumentNo ?? 'none',
        phoneNo: p?.PhoneNo ?? '0700111222',
      },
    };
  }),
  activate: example(e.activate, null, ({ db }) => {
    const c = db.codes.findFirst((q) => q.where({ kind: 'activation', used: false }));
    const memberNo = c?.ref.split('|')[0] ?? '';
    const p = db.profiles.findFirst((q) => q.where({ MemberNo: memberNo }));
    return {
      body: {
        otp_code: c?.code ?? 'none',
        email: p?.Email ?? 'none@example.test',
        identificationDocumentNo: p?.IdentificationDocumentNo ?? 'none',
        password: strong,
        confirmPassword: strong,
      },
    };
  }),
};
