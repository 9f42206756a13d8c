// @vitest-environment jsdom
// Issue 24 item 4: every form and search-box row of the hostile-input table (tests/hostile/hostile-cases.ts), run
// through the whole portal against the fake backend. One render per screen; each row types its value, submits, and
// checks the row's expectation plus the table's four promises: not blank, nothing thrown, no payload turned into
// markup, the value still in the field.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend, type TestWorld } from '../support/backend';
import { renderPortal, signInThroughThePortal } from '../support/portal';
import { HOSTILE_CASES, HOSTILE_FLAG, type FormScreen, type HostileCase, FIELD_CASES, countsByKind } from './hostile-cases';

const uncaught: string[] = [];
const onError = (e: ErrorEvent) => uncaught.push(String(e.error ?? e.message));
const onRejection = (e: PromiseRejectionEvent) => uncaught.push(String(e.reason));

async function openScreen(form: FormScreen) {
  if (form.persona) {
    await signInThroughThePortal(personaByKey(form.persona as never).email);
    await waitFor(() => expect(window.location.pathname).not.toBe('/'), { timeout: 10_000 });
  } else renderPortal();
  if (form.path !== '/') act(() => window.history.pushState(null, '', form.path));
  if (form.open) fireEvent.click(await screen.findByRole('button', { name: form.open }, { timeout: 10_000 }));
  await waitFor(() => fieldOf(firstLabel(form)), { timeout: 10_000 });
}

/** The last button of that name (a dialog's sits after the page's); by text, as getByRole is slow on a whole page. */
const buttonNamed = (name: string) => {
  const found = [...document.querySelectorAll('button')]
    .filter((b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === name)
    .at(-1);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
/** The input a label names (the last, a dialog's); by the label's own text, as getByLabelText is slow on a whole page. */
const fieldOf = (label: string) => {
  const named = [...document.querySelectorAll('label')].filter((l) => l.textContent.trim() === label && l.htmlFor).at(-1);
  const input = named ? document.getElementById(named.htmlFor) : null;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) throw new Error(`no field "${label}"`);
  return input as HTMLInputElement;
};
const messageOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.dataset['testid'] === 'field-error');
  return error?.textContent ?? null;
};
/** What the browser keeps of a typed value: e-mail inputs drop surrounding white space (value sanitization). */
const keptValue = (input: HTMLInputElement, value: string) => (input.type === 'email' ? value.trim() : value);

/** Markup made from a payload: an element carrying the flag in an attribute, or a script holding it. */
function payloadMarkup(): string[] {
  return [...document.querySelectorAll('*')]
    .filter(
      (el) =>
        [...el.attributes].some((a) => a.name.startsWith('on') && a.value.includes(HOSTILE_FLAG)) ||
        (el.tagName === 'SCRIPT' && el.textContent.includes(HOSTILE_FLAG)),
    )
    .map((el) => el.outerHTML.slice(0, 80));
}

async function runRow(row: HostileCase, backend: TestWorld): Promise<string[]> {
  const problems: string[] = [];
  const input = fieldOf(row.target);
  const form = FORM_OF.get(row.id)!;
  const submit = form.submit;
  for (const [label, value] of form.spoil ?? []) if (label !== row.target) fireEvent.change(fieldOf(label), { target: { value } });
  fireEvent.change(input, { target: { value: row.value } });
  fireEvent.blur(input);
  if (submit) fireEvent.click(buttonNamed(submit));
  const expected = row.expected;
  if ('message' in expected) {
    await waitFor(() => expect(messageOf(fieldOf(row.target))).not.toBeNull(), { timeout: 3_000 }).catch(() => undefined);
  } else {
    // Kept: no message may come, not even from the fake backend's answer to the submit.
    await act(() => backend.settled());
  }
  const after = fieldOf(row.target);
  const seen = messageOf(after);
  if ('message' in expected && seen !== expected.message) problems.push(`message: expected "${expected.message}", saw "${seen}"`);
  if ('kept' in expected && seen !== null) problems.push(`expected no message, saw "${seen}"`);
  if (after.value !== keptValue(after, row.value)) problems.push(`lost input: the field holds "${after.value.slice(0, 40)}"`);
  if (!document.querySelector('h1')) problems.push('blank page: no heading');
  if (document.body.textContent.includes('This page could not be shown')) problems.push('the error boundary showed');
  if ((window as unknown as Record<string, unknown>)[HOSTILE_FLAG] !== undefined) problems.push('a payload ran');
  const markup = payloadMarkup();
  if (markup.length) problems.push(`payload turned into markup: ${markup.join(' | ')}`);
  if (uncaught.length) problems.push(`uncaught: ${uncaught.splice(0).join(' | ')}`);
  return problems;
}

const firstLabel = (form: FormScreen) => FIELD_CASES.find((f) => f.form === form)!.label;
const FORM_OF = new Map<string, FormScreen>();
for (const f of FIELD_CASES)
  for (const row of HOSTILE_CASES) if (row.screen === f.form.screen && row.target === f.label) FORM_OF.set(row.id, f.form);

const rows = HOSTILE_CASES.filter((c) => c.runner === 'vitest');
const screens = [...new Set(rows.map((r) => FORM_OF.get(r.id)!))];

describe('the hostile-input table, forms and search boxes (issue 24 item 4)', () => {
  const backend = useBackend({ scenario: 'default' });
  beforeAll(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const counts = Object.entries(countsByKind()).map(([k, n]) => `${k}: ${n}`);
    console.info(`hostile-input table: ${HOSTILE_CASES.length} cases; ${counts.join(', ')}`);
  });
  afterAll(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it.each(screens.map((s) => [s.screen, s] as const))(
    '%s',
    async (_, form) => {
      await openScreen(form);
      const failures: string[] = [];
      for (const row of rows.filter((r) => FORM_OF.get(r.id) === form)) {
        const problems = await runRow(row, backend);
        if (problems.length) failures.push(`${row.id}: ${problems.join('; ')}`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
