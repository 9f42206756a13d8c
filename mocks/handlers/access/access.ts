// Resolvers of the account calls (spec 1 §7): real checks, codes with expiry, messages in the outbox.
import { claimMatchesRecord, decodeBase64, encodeBase64, encodeBase64Json, endpoints, REGISTRATION_CLOSED } from '#contract';
import { NOT_ACTIVATED_MESSAGE } from '#contract/sign-in.ts';
import { currentSettings } from '../site/site';
import { findAccountByEmail, findAccountById, openSession, toUser, type StoredAccount } from '../../core/accounts';
import { ACTING_MESSAGES, returnToAdmin } from '../../core/acting-sessions';
import { badRequest, forbidden, notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import { FIRST_FREE_USER_ID } from '../../domain/numbering';
import { checkPassword, hashPassword } from '../../domain/password';
import type { Simulation } from '../../simulation/simulation';
import { consumeCode, grantSubmission, issueCode, sendResetLink } from './codes';
import { guessUnder, limitedBy, sendUnderLimit } from './limits';
import { hrefTo } from '#contract/routes.ts';
import { accessMessages, OTP_SEND_ANSWER } from '#contract/access-messages.ts';

const e = endpoints.auth;

/** The success message of a checked code (spec 1 §8, spec 3 §8). */
const VERIFIED_OTP = accessMessages.otpVerified;
const OTP_SENT = 'A new code has been sent.';

async function sendOtp(db: Db, simulation: Simulation, account: StoredAccount) {
  const code = await issueCode(db, simulation, 'otp', account.id, String(account.id));
  const body = `Your verification code is ${code}. It expires in 10 minutes.`;
  if (account.phone_no)
    await simulation.send({ channel: 'sms', to: account.phone_no, subject: 'Verification code', body, links: [], codes: [code] });
  await simulation.send({ channel: 'email', to: account.email, subject: 'Your verification code', body, links: [], codes: [code] });
}

/**
 * An applicant who never entered their code signs in with the right password (issue 34): a new code by SMS, and an
 * e-mail whose link opens the code page of their own account (the registration's {id, phone_no}), code filled in.
 */
async function sendActivationCode(db: Db, simulation: Simulation, account: StoredAccount) {
  const code = await issueCode(db, simulation, 'otp', account.id, String(account.id));
  const body = `Your verification code is ${code}. It expires in 10 minutes. Open the link to activate your account.`;
  if (account.phone_no)
    await simulation.send({ channel: 'sms', to: account.phone_no, subject: 'Verification code', body, links: [], codes: [code] });
  const page = hrefTo(
    'otp',
    { id: encodeBase64Json({ id: account.id, phone_no: account.phone_no ?? '' }) },
    { verify: encodeBase64(code) },
  );
  await simulation.send({ channel: 'email', to: account.email, subject: 'Activate your account', body, links: [page], codes: [code] });
}

async function markVerified(db: Db, simulation: Simulation, account: StoredAccount) {
  return (await db.accounts.update(account, { data: (a) => void (a.email_verified_at ??= simulation.nowIso()) })) ?? account;
}

function memberNoFrom(encoded: string): string {
  const decoded = decodeBase64(encoded);
  if (!decoded.ok) throw badRequest('The membership number is not correctly encoded.');
  const memberNo = decoded.value.trim();
  if (!memberNo) throw unprocessable('Field is required');
  return memberNo;
}

export const authRoutes: MockRoute[] = [
  route(e.login, async ({ db, simulation, body }) => {
    // Every wrong password is a counted guess of the address typed, an unknown one alike (issue 35 item 1).
    const account = await guessUnder(db, simulation, 'passwordGuess', body.email.trim().toLowerCase(), () => {
      const found = findAccountByEmail(db, body.email);
      if (!found || !checkPassword(body.password, found.email, found.passwordHash)) {
        throw unprocessable('These credentials do not match our records.');
      }
      return Promise.resolve(found);
    });
    if (!account.email_verified_at) {
      // Each such sign-in sends a code: it counts against the account's send limit (issue 35 item 1).
      await sendUnderLimit(db, simulation, String(account.id), () => sendActivationCode(db, simulation, account));
      throw forbidden(NOT_ACTIVATED_MESSAGE);
    }
    return { data: await openSession(db, simulation, account) };
  }),

  route(e.register, async ({ db, simulation, body }) => {
    if (!currentSettings(db).minor_settings.registration) throw forbidden(REGISTRATION_CLOSED);
    if (findAccountByEmail(db, body.email)) throw unprocessable('The email has already been taken.');
    const category = db.categories.findFirst((q) => q.where({ Code: body.category }));
    if (!category || !category.CanApply) throw unprocessable('This category is not open for applications.');
    if (category.categoryType !== body.type)
      throw unprocessable(`The category ${category.Code} is for ${category.categoryType} applicants.`);
    const id = FIRST_FREE_USER_ID + (await simulation.nextNumber('user'));
    const email = body.email.trim();
    const account = await db.accounts.create({
      id,
      email,
      name: email.split('@')[0] ?? email,
      is_admin: false,
      is_approver: false,
      type: body.type,
      category: category.Code,
      profile: false,
      profile_id: null,
      id_number: body.id_number.trim(),
      phone_no: body.phone.trim(),
      email_verified_at: null,
      email_reminders: true,
      email_updates: true,
      sms_reminders: true,
      sms_updates: true,
      passwordHash: hashPassword(body.password, email),
      deleted: false,
      created_at: simulation.nowIso(),
    });
    const link = await issueCode(db, simulation, 'email', account.id, String(account.id));
    await simulation.send({
      channel: 'email',
      to: account.email,
      subject: 'Activate your account',
      body: 'Welcome. Open the link below to activate your account.',
      links: [hrefTo('verify', { code: link })],
      codes: [],
    });
    await sendOtp(db, simulation, account);
    return { data: { id: account.id, phone_no: account.phone_no ?? '' } };
  }),

  route(e.verifyEmail, async ({ db, simulation, body }) => {
    const code = await consumeCode(db, simulation, 'email', body.activation_code);
    const account = code.userId !== null ? findAccountById(db, code.userId) : null;
    if (!account) throw notFound('The account of this link no longer exists.');
    return { data: await openSession(db, simulation, await markVerified(db, simulation, account)) };
  }),

  // Anyone may ask, so the answer is one for every id (unknown, verified, waiting) and the limit counts the id
  // asked for, not the account found. A code goes only to an account still waiting for one, or to the signed-in
  // member's own (the check before an application submission, spec 3 §2).
  route(e.sendOtp, async ({ db, simulation, query, user }) => {
    const id = Number(query.user_id);
    await sendUnderLimit(db, simulation, query.user_id.replace(/^0+(?=\d)/, ''), async () => {
      const account = findAccountById(db, id);
      if (account && (!account.email_verified_at || user?.id === account.id)) await sendOtp(db, simulation, account);
    });
    // The signed-in member asked for their own code: nothing to hide from them.
    return { message: user?.id === id ? OTP_SENT : OTP_SEND_ANSWER };
  }),

  // A code opens only the account it was sent to (DECISIONS §F): the code is looked up with its user_id, so a wrong
  // code and another account's code are the same refusal, and each counts against that account's limit.
  route(
    e.verifyOtp,
    limitedBy(
      'otpGuess',
      ({ body }) => String(body.user_id),
      async ({ db, simulation, body, user, token }) => {
        // A signed-in member checks the code sent for an application submission (spec 3 §2): only their own code,
        // and the check is what application/submit then asks for. The session they have stays theirs.
        if (user && token) {
          if (body.user_id !== user.id) throw unprocessable('The code is not valid.');
          await consumeCode(db, simulation, 'otp', body.otp_code, { userId: user.id });
          await grantSubmission(db, simulation, user.id);
          return { data: { token, user: toUser(user) }, message: VERIFIED_OTP };
        }
        await consumeCode(db, simulation, 'otp', body.otp_code, { userId: body.user_id });
        const account = findAccountById(db, body.user_id);
        if (!account) throw notFound('The account of this code no longer exists.');
        return { data: await openSession(db, simulation, await markVerified(db, simulation, account)), message: VERIFIED_OTP };
      },
    ),
  ),

  route(e.passwordReset, async ({ db, simulation, body }) => {
    const account = findAccountByEmail(db, body.email);
    if (account) await sendResetLink(db, simulation, account);
    // Same answer either way: the form must not reveal who has an account.
    return { message: 'If an account exists for this e-mail, a password reset link has been sent to it.' };
  }),

  route(e.password, async ({ db, simulation, body }) => {
    const code = await consumeCode(db, simulation, 'reset', body.token);
    const account = code.userId !== null ? findAccountById(db, code.userId) : null;
    if (!account) throw notFound('The account of this link no longer exists.');
    await db.accounts.update(account, { data: (a) => void (a.passwordHash = hashPassword(body.password, a.email)) });
    return { message: 'Password reset successfully. Sign in with your new password.' };
  }),

  route(e.setPassword, async ({ db, user, body }) => {
    await db.accounts.update(user, { data: (a) => void (a.passwordHash = hashPassword(body.password, a.email)) });
    return { message: accessMessages.passwordChanged };
  }),

  route(e.notification, async ({ db, user, body }) => {
    const updated = await db.accounts.update(user, { data: (a) => void Object.assign(a, body) });
    return { data: toUser(updated ?? user), message: 'Notification settings saved' };
  }),

  route(e.logout, ({ db, token }) => {
    if (token) db.sessions.deleteMany((q) => q.where({ token }));
    return { message: 'Logged out' };
  }),

  route(e.returnToAdmin, async ({ db, simulation, token }) => ({
    data: await returnToAdmin(db, simulation, token),
    message: ACTING_MESSAGES.returned,
  })),

  route(e.user, ({ user }) => ({ data: toUser(user) })),

  route(e.memberLookup, ({ db, query }) => {
    const memberNo = memberNoFrom(query.MemberNo);
    const profile = db.profiles.findFirst((q) => q.where({ MemberNo: (m) => m.toLowerCase() === memberNo.toLowerCase() }));
    if (!profile) throw notFound('No member was found with this membership number.');
    return { data: { FirstName: profile.FirstName, LastName: profile.LastName } };
  }),

  // Issue 35 item 6: a claim proves more than the member number (public) and the ID number. The e-mail and phone
  // typed must be the member's on file, and the code goes only there: someone who knows the two numbers but not the
  // member's addresses claims nothing. Every mismatch is one message, so a guess learns no single field.
  route(e.activation, async ({ db, simulation, body }) => {
    const memberNo = body.memberNo.trim();
    const profile = db.profiles.findFirst((q) => q.where({ MemberNo: (m) => m.toLowerCase() === memberNo.toLowerCase() }));
    if (!profile) throw notFound('No member was found with this membership number.');
    if (profile.userId !== null) throw unprocessable('This member already has an account. Sign in, or reset the password.');
    if (!claimMatchesRecord(profile, body)) throw unprocessable(accessMessages.claimRefused);
    if (findAccountByEmail(db, profile.Email)) throw unprocessable('The email has already been taken.');
    const code = await issueCode(db, simulation, 'activation', null, `${profile.MemberNo}|${profile.Email}|${profile.PhoneNo}`);
    const text = `Your activation code is ${code}. It expires in 48 hours.`;
    await simulation.send({
      channel: 'email',
      to: profile.Email,
      subject: 'Activate your member account',
      body: text,
      links: [hrefTo('activate', { code })],
      codes: [code],
    });
    await simulation.send({ channel: 'sms', to: profile.PhoneNo, subject: 'Activation code', body: text, links: [], codes: [code] });
    return { message: accessMessages.claimCodeSent };
  }),

  // Every refusal of an activation is a counted guess of the member's ID number (issue 35 item 1).
  route(
    e.activate,
    limitedBy(
      'activationGuess',
      ({ body }) => body.identificationDocumentNo.trim().toLowerCase(),
      async ({ db, simulation, body }) => {
        const found = db.codes.findFirst((q) => q.where({ kind: 'activation', code: body.otp_code.trim() }));
        const [memberNo, email, phone] = (found?.ref ?? '').split('|');
        if (found && email?.toLowerCase() !== body.email.trim().toLowerCase())
          throw unprocessable('The details given do not match our records.');
        const code = await consumeCode(db, simulation, 'activation', body.otp_code);
        const profile = db.profiles.findFirst((q) => q.where({ MemberNo: memberNo ?? '' }));
        if (!profile || profile.userId !== null) throw unprocessable('This member already has an account. Sign in, or reset the password.');
        if (profile.IdentificationDocumentNo.toLowerCase() !== body.identificationDocumentNo.trim().toLowerCase()) {
          throw unprocessable('The details given do not match our records.');
        }
        void code;
        const id = FIRST_FREE_USER_ID + (await simulation.nextNumber('user'));
        const account = await db.accounts.create({
          id,
          email: body.email.trim(),
          name: [profile.FirstName, profile.LastName].filter(Boolean).join(' '),
          is_admin: false,
          is_approver: false,
          type: profile.type,
          category: profile.MemberShipType,
          profile: true,
          profile_id: profile.ProfileID,
          id_number: profile.IdentificationDocumentNo,
          phone_no: phone ?? profile.PhoneNo,
          email_verified_at: simulation.nowIso(),
          email_reminders: true,
          email_updates: true,
          sms_reminders: true,
          sms_updates: true,
          passwordHash: hashPassword(body.password, body.email.trim()),
          deleted: false,
          created_at: simulation.nowIso(),
        });
        // The e-mail and mobile typed at activation are the member's from now on: the profile shows what they typed.
        await db.profiles.update(profile, {
          data: (p) => {
            p.userId = account.id;
            p.Email = account.email;
            p.PhoneNo = account.phone_no ?? p.PhoneNo;
          },
        });
        return { data: await openSession(db, simulation, account), message: 'Account activated Successfully' };
      },
    ),
  ),
];
