// Issue 24 item 8: flows done with the keyboard alone (no click, no fill): focus moves by Tab and Shift+Tab, text
// is typed where the focus is, buttons are pressed with Enter or Space, a listbox is opened and chosen from with the
// arrows. Only the set-up (an account registered through the API, a code or link read from the outbox, an address
// typed in the address bar) goes around the keyboard.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { refereeMessages } from '#contract/profile-referee.ts';
import { REFEREE } from './referee';
import { lastMessageTo, registerAccount, startFresh } from './support';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus (at most `max` times): it must be reachable in
 * the tab order.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${String(target)}`);
}

/** Tabs to a button and presses it with `key` (Enter, or Space as a keyboard user may). */
async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

/** Opens a listbox reached by Tab with the arrow, moves with `keys`, chooses with Enter; the focus comes back to it. */
async function chooseWithArrows(page: Page, listbox: Locator, keys: string[]): Promise<void> {
  await tabTo(page, listbox);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(listbox).toBeFocused();
}

/** Types into a field reached by Tab, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('the OTP page: a wrong code refused, the right one verified, by keyboard alone', async ({ page }) => {
  const { otpPath } = await registerAccount(page, 'keyboard.otp@demo.test', '0711555444');
  const sms = await lastMessageTo(page, '0711555444');
  await page.goto(otpPath);
  const code = page.getByLabel('One-time code');
  await expect(code).toBeVisible();

  await tabTo(page, code);
  await page.keyboard.type('000000');
  await press(page, page.getByRole('button', { name: 'Verify OTP' }));
  await expect(page.getByText('The code is not valid.')).toBeVisible();

  await typeInto(page, code, sms.codes[0]!);
  // Enter in the field submits the form, as a keyboard user expects.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/initiate-profile$/);
});

test('the licence wizard from sign-in to the submitted application, by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await typeInto(page, page.getByLabel('E-mail'), 'member@demo.test');
  await typeInto(page, page.getByLabel('Password'), 'Passw0rd!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/license/card');
  await expect(page.getByLabel('Surname')).toHaveValue('Kamau');
  const practice = page.getByLabel('Practice name');
  await typeInto(page, practice, 'Kamau Keyboard Consultants');
  // The date field takes its parts as typed (month, day, year in this browser's locale).
  const start = page.getByLabel('Practice start date');
  await tabTo(page, start);
  await page.keyboard.type('01012027');
  await expect(start).toHaveValue('2027-01-01');
  // Back a field with Shift+Tab: what was typed is there.
  await tabTo(page, practice, { back: true });
  await expect(practice).toHaveValue('Kamau Keyboard Consultants');

  // Two listboxes, each opened with the arrow and chosen from with the arrows and Enter, the focus back on it:
  // the county (member@'s stored 'Nairobi' is not a county of the list, so it sits last; the one above it is the
  // list's own Nairobi City), then a town of the county chosen.
  const county = page.getByRole('button', { name: /^County/ });
  await chooseWithArrows(page, county, ['ArrowUp']);
  await expect(county).toHaveText(/^Nairobi City/);
  const city = page.getByRole('button', { name: /^City/ });
  await chooseWithArrows(page, city, []);
  await expect(city).toHaveText(/^Nairobi▾/);
  // Issue 34 item 4: member@'s contact is a P.O. Box (the Postal Address); where the practice is, typed here.
  await typeInto(page, page.getByLabel('Physical address'), 'Upper Hill, Nairobi');

  await press(page, page.getByRole('button', { name: 'Continue' }));
  // The next step is read from its tab, where the focus now is; its controls follow it in the tab order.
  await expect(page.getByRole('tab', { name: /Checklist/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Checklist/ })).toBeFocused();
  await expect(page.getByTestId('licence-checklist-help')).toHaveText('4 of 4 requirements complete');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('tab', { name: /Declaration/ })).toBeFocused();

  await press(page, page.getByLabel('I agree to the declaration'), 'Space');
  await expect(page.getByLabel('I agree to the declaration')).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Submit' }));
  await expect(page).toHaveURL(/\/license\/document\/LIC\d+$/);
});

test('the referee stepper from the e-mailed link to the accepted report, by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const link = (await lastMessageTo(page, REFEREE)).links[0]!;
  await page.goto(link);
  await expect(page.getByText('Dear Eng. Faith Nyambura,')).toBeVisible();

  // The statement opened with Space and closed with Enter.
  await press(page, page.getByRole('button', { name: 'Read more' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Less' }));
  await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible();

  const answer = page.getByRole('textbox', { name: 'Answer' });
  const question = (n: number) => page.getByRole('heading', { name: `Question ${n}` });
  // Next without an answer: the message, and the step stays.
  await press(page, page.getByRole('button', { name: 'Next' }));
  await expect(page.getByText(refereeMessages.answerRequired)).toBeVisible();

  for (let n = 1; ; n++) {
    await expect(question(n)).toBeVisible();
    await typeInto(page, answer, `Answer ${n}, typed`);
    const accept = page.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible()) {
      await press(page, accept);
      break;
    }
    await press(page, page.getByRole('button', { name: 'Next' }));
    // The new step is read from its heading: the focus is there, the next Tab reaches its answer.
    await expect(question(n + 1)).toBeFocused();
    if (n === 2) {
      await press(page, page.getByRole('button', { name: 'Previous' }));
      await expect(question(2)).toBeFocused();
      await expect(answer).toHaveValue('Answer 2, typed');
      await press(page, page.getByRole('button', { name: 'Next' }));
    }
  }
  await expect(page).toHaveURL(/\/profile\/RefereeFormReport\//);
});
