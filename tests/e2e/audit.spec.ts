// The audit's own axe run (tests/e2e/audit.ts `axeViolations`: axe injected once per document, run in the page)
// finds what AxeBuilder finds, so the cheaper run checks every screen as much as AxeBuilder did.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { WCAG_TAGS, axeViolations, settle } from './audit';
import { startFresh } from './support';

test('on a screen with violations put there on purpose, the audit reports what AxeBuilder reports', async ({ page }) => {
  await startFresh(page);
  await settle(page);
  await page.evaluate(() => {
    const broken = document.createElement('div');
    // An image without a text alternative and a field without a label (WCAG 1.1.1, 4.1.2), built node by node: the
    // page refuses HTML from a string (Trusted Types, docs/decisions/018).
    const image = Object.assign(document.createElement('img'), { src: '/favicon.ico', id: 'no-alt' });
    const field = Object.assign(document.createElement('input'), { type: 'text', id: 'no-label' });
    broken.append(image, field);
    document.querySelector('main')!.append(broken);
  });
  const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).sort();
  const ours = summary(await axeViolations(page));
  expect(ours).toEqual(
    expect.arrayContaining([expect.stringMatching(/^image-alt: .*#no-alt/), expect.stringMatching(/^label: .*#no-label/)]),
  );
  expect(ours).toEqual(summary((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations));
  // A second run in the same document (axe already there) sees the page as it now is, not as the first run saw it.
  await page.evaluate(() => document.getElementById('no-alt')!.parentElement!.remove());
  expect(summary(await axeViolations(page))).toEqual([]);
});
