// docs/hostile-input.md from the table (tests/hostile/hostile-cases.ts): every row with what is tried and the safe
// behaviour it expects. `npm run hostile:docs` writes it; tests/hostile/hostile-doc.test.ts fails while it is stale.
import { countsByKind, HOSTILE_CASES, HOSTILE_TEXTS, type Expected, type HostileCase } from './hostile-cases';

export const HOSTILE_DOC = 'docs/hostile-input.md';

const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').replace(/\0/g, '\\0');
const code = (text: string) => (text === '' ? '(empty)' : `\`${text.replace(/`/g, "'")}\``);

/** A value as a person reads it: long ones by their length, the rest as typed. */
function shown(row: HostileCase): string {
  if (row.value === HOSTILE_TEXTS.long) return '10,000 × W';
  if (row.value.trim() === '' && row.value !== '') return `${row.value.length} spaces`;
  if (row.value.length > 90) return `${code(row.value.slice(0, 80))}… (${row.value.length.toLocaleString('en')} characters)`;
  return code(row.value);
}

function expectation(expected: Expected): string {
  if ('message' in expected) return `the message '${expected.message}' beside the field`;
  if ('kept' in expected) return 'kept and shown as text, no message';
  if ('notFound' in expected) return "the not-found page ('Nothing here')";
  return expected.text.startsWith('a ') ||
    expected.text.startsWith('one ') ||
    expected.text.startsWith('the ') ||
    expected.text.startsWith('saved')
    ? expected.text
    : `shows '${expected.text}'`;
}

export function hostileDoc(): string {
  const counts = Object.entries(countsByKind())
    .map(([k, n]) => `| ${k} | ${n} |`)
    .join('\n');
  const rows = HOSTILE_CASES.map(
    (row, i) =>
      `| ${i + 1} | ${row.kind} | ${cell(row.screen)} | ${cell(row.target)} | ${cell(row.input)}: ${cell(shown(row))} | ${cell(expectation(row.expected))} | ${row.runner} |`,
  ).join('\n');
  return `# Hostile input (issue 24 item 4)

Generated from \`tests/hostile/hostile-cases.ts\` by \`npm run hostile:docs\`; do not edit by hand.

Every row runs as a test: the forms and search boxes in Vitest through the whole portal against the fake backend
(\`tests/hostile/hostile-views.test.tsx\`), the addresses, uploads, exports and double submits in Chromium under the
production build's Content-Security-Policy (\`tests/e2e/hostile.spec.ts\`). Besides its own expectation, each row checks
that the page is not blank and shows no error boundary, that nothing threw, that no payload ran (the payloads set
\`window.${'__hostile'}\`) or became markup (an \`on…\` attribute or a script carrying it), and, for a field, that what was
typed is still in it after a refusal (an e-mail input drops surrounding spaces itself).

A form row changes only its own field: the runner first sets the form's other fields so that the form cannot be sent
(a confirmation's rows meet a password of their own), so a value that is fine is kept with no message rather than
saved; saving is what the double-submit rows do.

${HOSTILE_CASES.length} cases:

| kind (runner) | cases |
|---|---|
${counts}

| # | kind | screen | input | tried | expected safe behaviour | runner |
|---|---|---|---|---|---|---|
${rows}
`;
}

if (process.argv.includes('--write')) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(HOSTILE_DOC, hostileDoc());
  console.info(`${HOSTILE_DOC}: ${HOSTILE_CASES.length} cases`);
}
