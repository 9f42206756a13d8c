// Issue 24 item 4: the hostile-input table. Every case is one row: where (a form field, a search box, a route or
// query parameter, an upload, an export, a double submit), what is tried, and what the portal must do instead of
// breaking. The runners (hostile-views.test.tsx in jsdom, tests/e2e/hostile.spec.ts in a browser) run every row and
// check, besides the row's own expectation, that the page is not blank, nothing threw, no payload ran as script
// and what was typed is still in the field. docs/hostile-input.md is printed from this module (`npm run hostile:docs`).
import { encodeBase64 } from '#contract/base64.ts';
import { statementMessages } from '#contract/membership-statement.ts';
import { listMessages } from '#contract/profile-lists.ts';
import { profileMessages } from '#contract/profile.ts';
import { SEARCH_TERM_TOO_LONG } from '#contract/profile-search.ts';
import { PAYMENT_OPTION_MESSAGES } from '#contract/setup.ts';
import { ATTACHMENT_MAX_BYTES, messages } from '#contract/rules.ts';

const TOO_LONG_20 = 'This text is too long (at most 20 characters)';
const WHOLE = listMessages.countWhole;

/** The payloads set this global when they run; a runner asserts it never appears. */
export const HOSTILE_FLAG = '__hostile';

/** What a QA team types into every text input. */
export const HOSTILE_TEXTS = {
  empty: '',
  blank: '     ',
  long: 'W'.repeat(10_000),
  html: `<b>bold</b><img src=x onerror="window.${HOSTILE_FLAG}=1">`,
  script: `<script>window.${HOSTILE_FLAG}=1</script>`,
  sql: "' OR 1=1 --",
  emoji: '🚀👷🏽‍♀️',
  names: 'Wanjirũ 王 عربى',
} as const;

type HostileKind = 'form' | 'search' | 'route-param' | 'query-param' | 'upload' | 'export' | 'double-submit';

/**
 * The safe behaviour a row expects: the spec's (or contract's) message beside the field, the value kept and shown
 * as text with no message, the not-found page, or a screen's own text (a damaged link said in words).
 */
export type Expected = { message: string } | { kept: true } | { notFound: true } | { text: string };

export interface HostileCase {
  id: string;
  kind: HostileKind;
  /** The screen, by the route table's name or the dialog's title. */
  screen: string;
  /** The input, by its label (a route or query parameter by its name). */
  target: string;
  /** Which hostile input (a key of HOSTILE_TEXTS, or a name of the case's own). */
  input: string;
  value: string;
  expected: Expected;
  runner: 'vitest' | 'playwright';
}

/** A form of the portal: where it is, who opens it, which button submits it. */
export interface FormScreen {
  screen: string;
  /** Persona key of tests' demo world, or null for a visitor. */
  persona: string | null;
  path: string;
  /** A button that opens the form's dialog first. */
  open?: string;
  /** The button that submits it, or null for a search that filters as one types. */
  submit: string | null;
  kind?: 'form' | 'search';
  /**
   * Fields set before each row (all but the row's own), at least one of them refused, so a row whose value is fine
   * never saves the form: the row tests its field; a save is the double-submit rows' business. A confirmation's
   * rows meet a password of their own here.
   */
  spoil?: ReadonlyArray<readonly [label: string, value: string]>;
}

/** Negative, huge and odd numbers, for number inputs. */
const HOSTILE_NUMBERS = {
  negative: '-5',
  zero: '0',
  fraction: '2.5',
  huge: '99999999999999999999',
  exponent: '1e21',
} as const;

/** Dates at the ends of the calendar, for date inputs. */
const HOSTILE_DATES = {
  year1: '0001-01-01',
  future: '2999-12-31',
} as const;

/** How a field judges each value it is given: a message, or kept (no message). Unlisted values take `other`. */
type Judgement = Partial<Record<string, Expected>> & { other: Expected };

const say = (message: string): Expected => ({ message });
const KEPT: Expected = { kept: true };

export interface FieldCase {
  form: FormScreen;
  label: string;
  judge: Judgement;
  /** The values tried (default: every hostile text). */
  values?: Readonly<Record<string, string>>;
}

const formCases = (fields: FieldCase[]): HostileCase[] =>
  fields.flatMap(({ form, label, judge, values = HOSTILE_TEXTS }) =>
    Object.entries(values).map(([input, value]) => ({
      id: `${form.screen} › ${label} › ${input}`,
      kind: form.kind ?? 'form',
      screen: form.screen,
      target: label,
      input,
      value,
      expected: judge[input] ?? judge.other,
      runner: 'vitest' as const,
    })),
  );

// ---------- Forms and search boxes (jsdom) ----------

const component = (name: string) => `/checklist/component/${encodeURIComponent(name)}`;

const FORMS = {
  login: {
    screen: 'login',
    persona: null,
    path: '/',
    submit: 'Login',
    spoil: [
      ['Password', ''],
      ['E-mail', ''],
    ],
  },
  forgotPassword: { screen: 'forgotPassword', persona: null, path: '/forgot-password', submit: 'Reset' },
  register: {
    screen: 'register',
    persona: null,
    path: '/register/Individual/GRADUATE',
    submit: 'Register',
    spoil: [
      ['E-mail', ''],
      ['Phone', ''],
      ['Password', 'Other1!pass'],
    ],
  },
  search: { screen: 'search', persona: null, path: '/search', submit: 'Search', kind: 'search' },
  settings: {
    screen: 'settings',
    persona: 'member',
    path: '/dashboard/settings',
    submit: 'Save password',
    spoil: [
      ['Confirm password', 'different'],
      ['New password', 'Other1!pass'],
    ],
  },
  bio: {
    screen: 'component PROFILE (Bio)',
    persona: 'member',
    path: component('PROFILE'),
    submit: 'Save',
    spoil: [
      ['First Name', ''],
      ['Last Name', ''],
    ],
  },
  contact: {
    screen: 'Add contact',
    persona: 'member',
    path: component('CONTACTS'),
    open: 'Add contact',
    submit: 'Save',
    spoil: [
      ['Address', ''],
      ['Phone No', ''],
    ],
  },
  conviction: {
    screen: 'Add conviction',
    // arrears@ declared Yes: the convictions list shows under the declaration (member@ declared No).
    persona: 'arrears',
    path: component('CONVICTION'),
    open: 'Add conviction',
    submit: 'Save',
    spoil: [
      ['Offence', ''],
      ['Sentence Imposed', ''],
    ],
  },
  referees: {
    screen: 'Add referee (Find a member)',
    persona: 'pending',
    path: component('REFEREE'),
    open: 'Add referee',
    submit: 'Search',
    kind: 'search',
  },
  shareholder: {
    screen: 'Add shareholder',
    persona: 'firm',
    path: component('SHAREHOLDERS'),
    open: 'Add shareholder',
    submit: 'Save',
    spoil: [
      ['ID / Passport No', ''],
      ['Name', ''],
    ],
  },
  employees: {
    screen: 'Add employee count',
    persona: 'firm',
    path: component('FIRMEMPLOYEES'),
    open: 'Add employee count',
    submit: 'Save',
  },
  paymentHistory: { screen: 'paymentHistory', persona: 'member', path: '/payment-history', submit: null, kind: 'search' },
  users: { screen: 'adminUsers', persona: 'superadmin', path: '/admin/user-settings', submit: 'Search', kind: 'search' },
  statement: {
    screen: 'Statement Report',
    persona: 'member',
    path: '/billing',
    open: 'Statement Report',
    submit: 'View statement',
    spoil: [
      ['Start date', ''],
      ['End date', ''],
    ],
  },
  paymentOption: {
    screen: 'New payment option',
    persona: 'superadmin',
    path: '/admin/paygate-setup',
    open: 'New payment option',
    submit: 'Save',
    spoil: [
      ['Reference', ''],
      ['Description', ''],
    ],
  },
} as const satisfies Record<string, FormScreen>;

/** The spec's messages for a field that must be filled and holds at most `tooLong`'s limit; anything else is kept. */
const requiredText = (required: string, tooLong: string = messages.tooLong): Judgement => ({
  empty: say(required),
  blank: say(required),
  long: say(tooLong),
  other: KEPT,
});
/** An optional text field: only too long is refused. */
const optionalText = (tooLong: string = messages.tooLong): Judgement => ({ long: say(tooLong), other: KEPT });

/** An e-mail field: required, at most 255 characters, text@text. */
const EMAIL: Judgement = {
  empty: say(messages.emailRequired),
  blank: say(messages.emailRequired),
  long: say(messages.tooLong),
  other: say(messages.emailInvalid),
};
/** A phone number: required, then its 10 digits (issue 34 item 4: the register form also takes spaces, dashes or +254). */
const PHONE: Judgement = { empty: say(messages.phoneRequired), blank: say(messages.phoneRequired), other: say(messages.phoneDigits) };
/** An ID or passport number: required, 6 to 50 characters (the payloads over 50 are refused, the short ones kept). */
const ID_NUMBER: Judgement = {
  ...requiredText(messages.idRequired, 'This text is too long (at most 50 characters)'),
  html: say('This text is too long (at most 50 characters)'),
};
/** A new password: required, 8 to 16 characters of four kinds; no hostile text passes. */
const NEW_PASSWORD: Judgement = { empty: say(messages.passwordRequired), other: say(messages.passwordRule) };
/** Its confirmation, against a password the row leaves different. */
const CONFIRMATION: Judgement = { empty: say(messages.passwordRequired), other: say(messages.passwordMismatch) };
/** A search box: every text is searched and stays in the box; only the Member Checker bounds the term (100). */
const SEARCHED: Judgement = { other: KEPT };
/** Whole numbers from 0 (Shares Held, count): negative is refused with the field's own message. */
const countOf = (negative: string): Judgement => ({ negative: say(negative), other: KEPT });
/** The payment option's integers (spec 1 §5): 'Must be an integer.' for anything but a whole number from 0. */
const PAYMENT_INTEGER: Judgement = { zero: KEPT, other: say(PAYMENT_OPTION_MESSAGES.integer) };

export const FIELD_CASES: FieldCase[] = [
  { form: FORMS.login, label: 'E-mail', judge: EMAIL },
  { form: FORMS.login, label: 'Password', judge: { empty: say(messages.passwordRequired), long: say(messages.tooLong), other: KEPT } },
  { form: FORMS.forgotPassword, label: 'E-mail', judge: EMAIL },
  { form: FORMS.register, label: 'E-mail', judge: EMAIL },
  { form: FORMS.register, label: 'Phone', judge: PHONE },
  { form: FORMS.register, label: 'ID number', judge: ID_NUMBER },
  { form: FORMS.register, label: 'Password', judge: NEW_PASSWORD },
  { form: FORMS.register, label: 'Confirm password', judge: CONFIRMATION },
  { form: FORMS.search, label: 'Name or member number', judge: { long: say(SEARCH_TERM_TOO_LONG), other: KEPT } },
  { form: FORMS.settings, label: 'New password', judge: NEW_PASSWORD },
  { form: FORMS.settings, label: 'Confirm password', judge: CONFIRMATION },
  { form: FORMS.bio, label: 'First Name', judge: requiredText(profileMessages.firstNameRequired) },
  { form: FORMS.bio, label: 'Other Names', judge: optionalText() },
  { form: FORMS.bio, label: 'Last Name', judge: requiredText(profileMessages.lastNameRequired) },
  { form: FORMS.bio, label: 'ID / Passport No', judge: ID_NUMBER },
  { form: FORMS.bio, label: 'E-mail', judge: EMAIL },
  { form: FORMS.bio, label: 'Phone No', judge: PHONE },
  { form: FORMS.bio, label: 'KRA PIN', judge: { ...optionalText(TOO_LONG_20), html: say(TOO_LONG_20), script: say(TOO_LONG_20) } },
  { form: FORMS.contact, label: 'Phone No', judge: PHONE },
  // Optional: empty is kept; white space only is read as an e-mail and refused as missing (see NOTES).
  { form: FORMS.contact, label: 'E-mail', judge: { ...EMAIL, empty: KEPT } },
  { form: FORMS.contact, label: 'Address', judge: requiredText(listMessages.addressRequired) },
  { form: FORMS.contact, label: 'City / Town', judge: optionalText('This text is too long (at most 100 characters)') },
  { form: FORMS.conviction, label: 'Offence', judge: requiredText(listMessages.offenceRequired) },
  { form: FORMS.conviction, label: 'Sentence Imposed', judge: requiredText(listMessages.sentenceRequired) },
  {
    form: FORMS.conviction,
    label: 'Conviction Date',
    judge: { future: say(profileMessages.dateInFuture), other: KEPT },
    values: HOSTILE_DATES,
  },
  { form: FORMS.referees, label: 'Search by member number', judge: SEARCHED },
  { form: FORMS.shareholder, label: 'Name', judge: requiredText(listMessages.shareholderNameRequired) },
  { form: FORMS.shareholder, label: 'Shares Held', judge: countOf(listMessages.sharesHeldNegative), values: HOSTILE_NUMBERS },
  {
    form: FORMS.employees,
    label: 'Count',
    judge: { ...countOf(listMessages.countNegative), fraction: say(WHOLE), huge: say(WHOLE), exponent: say(WHOLE) },
    values: HOSTILE_NUMBERS,
  },
  { form: FORMS.paymentHistory, label: 'Search payments', judge: SEARCHED },
  { form: FORMS.users, label: 'Search users by name or e-mail', judge: SEARCHED },
  { form: FORMS.statement, label: 'Start date', judge: { future: say(statementMessages.startFuture), other: KEPT }, values: HOSTILE_DATES },
  { form: FORMS.statement, label: 'End date', judge: { future: say(statementMessages.endFuture), other: KEPT }, values: HOSTILE_DATES },
  { form: FORMS.paymentOption, label: 'Description', judge: requiredText(PAYMENT_OPTION_MESSAGES.description) },
  { form: FORMS.paymentOption, label: 'Code', judge: requiredText(PAYMENT_OPTION_MESSAGES.code) },
  { form: FORMS.paymentOption, label: 'Checkout Code', judge: PAYMENT_INTEGER, values: { ...HOSTILE_NUMBERS, sql: HOSTILE_TEXTS.sql } },
  { form: FORMS.paymentOption, label: 'Priority', judge: PAYMENT_INTEGER, values: HOSTILE_NUMBERS },
];

// ---------- Addresses: route and query parameters (Chromium) ----------

/** A route or query parameter case: the address typed into the bar, as a visitor or a persona. */
export interface AddressCase extends HostileCase {
  persona: string | null;
  path: string;
}

// What the screens say of a broken address (their own texts; the base64 ones are src/contract/base64.ts').
const DAMAGED: Expected = { text: 'The link is damaged: it does not contain valid encoded data.' };
const UNREADABLE: Expected = { text: 'The link is damaged: its data could not be read.' };
const BAD_REGISTRATION: Expected = { text: 'This registration link is not valid.' };
const NOT_FOUND: Expected = { text: 'Not found.' };
const NO_MEMBER: Expected = { text: 'Member not found' };
/** Spec 2 §2: an unknown component name shows 'Loading Component'. */
const UNKNOWN_COMPONENT: Expected = { text: 'Loading Component' };
/** The Member Checker, its address put right (what it would not write is dropped). */
const CHECKER: Expected = { text: 'Member Checker' };
/** Mock mode: a code this browser's world never issued (the demo keeps its data in the browser that asked). */
const ELSEWHERE: Expected = { text: 'This demo keeps its data in the browser where the request was sent' };
const b64 = (text: string) => encodeBase64(text);
const seg = (text: string) => encodeURIComponent(text);

const address = (
  kind: 'route-param' | 'query-param',
  persona: string | null,
  screen: string,
  target: string,
  input: string,
  path: string,
  expected: Expected,
): AddressCase => ({
  id: `${screen} › ${target} › ${input}`,
  kind,
  screen,
  target,
  input,
  value: path,
  expected,
  runner: 'playwright',
  persona,
  path,
});
const route = (persona: string | null, screen: string, target: string, input: string, path: string, expected: Expected) =>
  address('route-param', persona, screen, target, input, path, expected);
const query = (persona: string | null, screen: string, target: string, input: string, path: string, expected: Expected) =>
  address('query-param', persona, screen, target, input, path, expected);

const { html, script, sql, long, emoji, names } = HOSTILE_TEXTS;

export const ADDRESS_CASES: AddressCase[] = [
  route(null, 'otp', ':id', 'not base64', `/otp/${seg('%%%not-base64')}`, DAMAGED),
  route(null, 'otp', ':id', 'base64 of no JSON', `/otp/${b64('not json')}`, UNREADABLE),
  route(null, 'otp', ':id', 'base64 of a script', `/otp/${b64(JSON.stringify({ id: -1, phone_no: script }))}`, {
    text: 'The link is damaged: it does not name an account.',
  }),
  route(null, 'otp', ':id', '3,000 characters', `/otp/${'A'.repeat(3_000)}`, UNREADABLE),
  route(null, 'verify', ':code', 'script', `/verify/${seg(script)}`, ELSEWHERE),
  route(null, 'resetPassword', ':code', 'sql', `/password/${seg(sql)}`, { text: 'Set a new password' }),
  route(null, 'activate', ':code', 'html', `/activate/${seg(html)}`, { text: 'Activate your account' }),
  route(null, 'signup', ':type/:code', 'script', `/signup/Hacker/${seg(script)}`, BAD_REGISTRATION),
  route(null, 'register', ':code', 'sql', `/register/Individual/${seg(sql)}`, BAD_REGISTRATION),
  route(null, 'register', ':code', 'non-Latin', `/register/Corporate/${seg('王')}`, BAD_REGISTRATION),
  route(null, 'refereeResponse', ':user/:code', 'not base64', `/profile/response/${seg('%%%')}/${seg('%%%')}`, {
    text: 'This referee link is not valid. Ask the applicant to send it again.',
  }),
  route(null, 'refereeResponse', ':user/:code', 'base64 of a script', `/profile/response/${b64(script)}/${b64(html)}`, ELSEWHERE),
  // The e-mailed form since docs/decisions/028: the code in the fragment.
  route(null, 'refereeResponse', ':user#code=', 'base64 of a script', `/profile/response/${b64(script)}#code=${seg(b64(html))}`, ELSEWHERE),
  route(null, 'refereeResponse', ':user#code=', 'not base64', `/profile/response/${seg('%%%')}#code=${seg('%%%')}`, {
    text: 'This referee link is not valid. Ask the applicant to send it again.',
  }),
  route(null, 'refereeFormReport', ':entryNo', 'negative', '/profile/RefereeFormReport/-1', NOT_FOUND),
  route(null, 'searchCard', ':code', 'not base64', `/search/search-card/${seg('!!!')}`, NO_MEMBER),
  route(null, 'searchCard', ':code', 'base64 of a script', `/search/search-card/${b64(script)}`, NO_MEMBER),
  route(null, 'searchCard', ':code', 'emoji', `/search/search-card/${seg(emoji)}`, NO_MEMBER),
  route(null, 'unknown path', 'path', 'script', `/nothing-here/${seg(script)}`, { notFound: true }),
  route(null, 'unknown path', 'path', 'emoji', `/${seg(emoji)}`, { notFound: true }),
  route('member', 'goodStanding', ':code', 'script', `/dashboard/goodStanding/${seg(script)}`, NOT_FOUND),
  route('member', 'invoice', ':code', 'sql', `/billing/invoice/${seg(sql)}`, { text: `Invoice ${sql}` }),
  route('member', 'receipt', ':code', 'negative', '/billing/receipt/-1', NOT_FOUND),
  route('member', 'billingDocument', ':type/:code', 'html', `/billing/document/${seg(html)}/x`, {
    text: 'This kind of document cannot be shown here: only invoices and receipts can.',
  }),
  route('member', 'applicationDocument', ':code', 'huge number', '/application/document/99999999999999999999', {
    text: 'Application 99999999999999999999',
  }),
  route('member', 'certificate', ':code', 'non-Latin', `/application/certificate/${seg(names)}`, {
    text: `Membership certificate ${names}`,
  }),
  route('member', 'acceptanceLetter', ':code', '2,000 characters', `/application/acceptanceLetter/${'x'.repeat(2_000)}`, NOT_FOUND),
  route('member', 'licenseDocument', ':code', 'html', `/license/document/${seg(html)}`, { text: html }),
  route('member', 'licenseCard', ':code', 'sql', `/license/card/${seg(sql)}`, { text: 'License application' }),
  route('member', 'subscriptionCard', ':code', 'script', `/subscription/card/${seg(script)}`, {
    text: `No subscription of yours matches ${script}.`,
  }),
  route('member', 'subscriptionDocument', ':code', 'NUL', `/subscription/document/${seg('\0')}`, NOT_FOUND),
  route('member', 'upgradeChecklist', ':code', 'sql', `/upgrade/checklist/${seg(sql)}`, { text: 'Unknown membership category.' }),
  route('member', 'listing', ':type', 'script', `/checklist/type/${seg(script)}`, { text: `There is no “${script}” checklist.` }),
  route('member', 'component', ':name', 'script', `/checklist/component/${seg(script)}`, UNKNOWN_COMPONENT),
  route('member', 'component', ':name', '__proto__', '/checklist/component/__proto__', UNKNOWN_COMPONENT),
  query(
    null,
    'search',
    'term, page, gender, category',
    'script, negative, html, sql',
    `/search?term=${seg(script)}&page=-1&gender=${seg(html)}&category=${seg(sql)}`,
    CHECKER,
  ),
  query(null, 'search', 'page', 'huge number', '/search?page=99999999999999999999', CHECKER),
  query(null, 'search', 'term', '10,000 characters', `/search?term=${long}`, CHECKER),
  query(null, 'search', 'gender, category', 'emoji, non-Latin', `/search?gender=${seg(emoji)}&category=${seg(names)}`, CHECKER),
  query(null, 'otp', 'verify', 'script', `/otp/${b64(JSON.stringify({ id: 1, phone_no: '0712345678' }))}?verify=${seg(script)}`, {
    text: 'Verify your phone',
  }),
  query(null, 'activate', 'memberNo', 'html', `/activate?memberNo=${seg(html)}`, { text: 'Activate your account' }),
  query('member', 'customerStatement', 'start, end', 'year 0001, far future', '/customer/statement?start=0001-01-01&end=2999-12-31', {
    text: statementMessages.endFuture,
  }),
  query('member', 'customerStatement', 'start, end', 'script', `/customer/statement?start=${seg(script)}&end=x`, {
    text: 'Choose the statement dates with Statement Report.',
  }),
  query('member', 'component', 'from, code', 'script, html', `/checklist/component/CONTACTS?from=${seg(script)}&code=${seg(html)}`, {
    text: 'Back to checklist',
  }),
  query('member', 'dashboard', 'payment, ref', 'return, script', `/dashboard?payment=return&ref=${seg(script)}`, {
    text: 'There is no payment waiting to be confirmed in this browser.',
  }),
  query('member', 'dashboard', 'payment, ref', 'failed, sql', `/dashboard?payment=failed&ref=${seg(sql)}`, {
    text: 'The payment was not completed. Nothing was charged.',
  }),
  query(
    null,
    'refereeFormReport',
    'user, code',
    'not base64',
    `/profile/RefereeFormReport/1?user=${seg('%%%')}&code=${seg('%%%')}`,
    NOT_FOUND,
  ),
  route(
    null,
    'refereeFormReport',
    ':entryNo#user=&code=',
    'not base64',
    `/profile/RefereeFormReport/1#user=${seg('%%%')}&code=${seg('%%%')}`,
    NOT_FOUND,
  ),
];

// ---------- Uploads, exports, double submits and stored payloads (Chromium) ----------

/** A file handed to the browser's own file chooser. */
export interface HostileFile {
  name: string;
  mimeType: string;
  /** What its bytes are: a real PDF, a PNG, plain text, nothing, or a PDF over `size` bytes. */
  content: 'pdf' | 'png' | 'text' | 'empty';
  size?: number;
}

export interface UploadCase extends HostileCase {
  persona: string;
  path: string;
  open?: string;
  /** The file field's label; its button is "Choose … for <label>". */
  field: string;
  file: HostileFile;
}

const upload = (
  screen: string,
  path: string,
  open: string | undefined,
  field: string,
  input: string,
  file: HostileFile,
  expected: Expected,
): UploadCase => ({
  id: `${screen} › ${field} › ${input}`,
  kind: 'upload',
  screen,
  target: field,
  input,
  value: `${file.name} (${file.content}${file.size ? `, ${(file.size / 1_000_000).toFixed(1)} MB` : ''})`,
  expected,
  runner: 'playwright',
  persona: 'member',
  path,
  ...(open ? { open } : {}),
  field,
  file,
});
const attachment = (input: string, file: HostileFile, expected: Expected) =>
  upload('Add attachment', component('ATTACHMENTS'), 'Add attachment', 'File', input, file, expected);
const picture = (input: string, file: HostileFile, expected: Expected) =>
  upload('component PROFILE (Bio)', component('PROFILE'), undefined, 'Picture', input, file, expected);

export const UPLOAD_CASES: UploadCase[] = [
  attachment('a PNG named .pdf', { name: 'degree.pdf', mimeType: 'application/pdf', content: 'png' }, say(messages.attachmentNotPdf)),
  attachment('plain text named .pdf', { name: 'notes.pdf', mimeType: 'application/pdf', content: 'text' }, say(messages.attachmentNotPdf)),
  attachment('an empty file', { name: 'empty.pdf', mimeType: 'application/pdf', content: 'empty' }, say(messages.attachmentNotPdf)),
  attachment('a text file', { name: 'notes.txt', mimeType: 'text/plain', content: 'text' }, say(messages.attachmentNotPdf)),
  attachment(
    'a PDF of 10 MB (the contract bound: less than 10,000,000 bytes)',
    { name: 'huge.pdf', mimeType: 'application/pdf', content: 'pdf', size: ATTACHMENT_MAX_BYTES },
    say(messages.attachmentTooLarge),
  ),
  attachment(
    'a PDF whose name is HTML',
    { name: `${HOSTILE_TEXTS.html}.pdf`, mimeType: 'application/pdf', content: 'pdf' },
    {
      text: `Chosen: ${HOSTILE_TEXTS.html}.pdf`,
    },
  ),
  attachment(
    'a PDF with a non-Latin name',
    { name: 'Wanjirũ 王 عربى.pdf', mimeType: 'application/pdf', content: 'pdf' },
    { text: 'Chosen: Wanjirũ 王 عربى.pdf' },
  ),
  picture('a PDF as the picture', { name: 'me.png', mimeType: 'image/png', content: 'pdf' }, say(profileMessages.pictureNotImage)),
  picture(
    'a PNG over 2 MB',
    { name: 'big.png', mimeType: 'image/png', content: 'png', size: 2_100_000 },
    say(profileMessages.pictureTooLarge),
  ),
];

/** A case the browser spec runs by its own steps (tests/e2e/hostile.spec.ts, `STEPS`, by id). */
const scripted = (kind: HostileKind, screen: string, target: string, input: string, value: string, expected: Expected): HostileCase => ({
  id: `${screen} › ${target} › ${input}`,
  kind,
  screen,
  target,
  input,
  value,
  expected,
  runner: 'playwright',
});

export const SCRIPTED_CASES: HostileCase[] = [
  scripted('export', 'paymentHistory', 'Export to Excel', 'a script in the search box', HOSTILE_TEXTS.script, {
    text: 'a CSV with its byte-order mark, header and every payment; the search still in its box',
  }),
  scripted('export', 'paymentHistory', 'Export to Excel', 'a search that matches nothing', HOSTILE_TEXTS.sql, {
    text: 'No payment matches this search.',
  }),
  scripted('export', 'customerStatement', 'Download', 'from year 0001', 'start=0001-01-01&end=2020-12-31', {
    text: 'STATEMENT-0001-01-01-2020-12-31.pdf',
  }),
  // Signed out by the first, signed in again by the second: the rows after it run as the member.
  scripted('double-submit', 'forgotPassword', 'Reset', 'a double click', 'member@demo.test', { text: 'one e-mail in the outbox' }),
  scripted('double-submit', 'login', 'Login', 'a double click', 'member@demo.test', { text: 'the dashboard, once' }),
  scripted('double-submit', 'Add contact', 'Save', 'a double click with HTML in Address', HOSTILE_TEXTS.html, {
    text: 'one new row, its Address shown as text',
  }),
  scripted('double-submit', 'component PROFILE (Bio)', 'Save', 'a double click with a script in Other Names', HOSTILE_TEXTS.script, {
    text: 'saved once, the name shown as text',
  }),
  scripted('form', 'search', 'Name or member number', 'a script, searched under the CSP', HOSTILE_TEXTS.script, { kept: true }),
];

export const HOSTILE_CASES: HostileCase[] = [...formCases(FIELD_CASES), ...ADDRESS_CASES, ...UPLOAD_CASES, ...SCRIPTED_CASES];

/** Rows per kind and runner, for the runners' output and the document. */
export function countsByKind(cases: readonly HostileCase[] = HOSTILE_CASES): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of cases) counts[`${c.kind} (${c.runner})`] = (counts[`${c.kind} (${c.runner})`] ?? 0) + 1;
  return counts;
}
