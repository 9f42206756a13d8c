import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const context = await browser.newContext();
const page = await context.newPage();
page.on('console', (m) => { if (m.type() !== 'log') console.log('console', m.type(), m.text()); });
const inflight = new Map();
page.on('request', (r) => { if (r.url().includes('/api/')) inflight.set(r, Date.now()); });
page.on('requestfinished', (r) => inflight.delete(r));
page.on('requestfailed', (r) => { inflight.delete(r); console.log('failed', r.url(), r.failure()?.errorText); });
const B = 'http://127.0.0.1:4179';
for (let i = 0; i < 120; i++) {
  const t = Date.now();
  await page.goto(B + '/');
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.status() === 200);
  await page.getByRole('button', { name: 'Login' }).click();
  await answered;
  await page.goto(B + '/profile');
  const landed = await Promise.race([
    page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor().then(() => 'profile'),
    page.getByRole('button', { name: 'Login' }).waitFor().then(() => 'login'),
    new Promise((res) => setTimeout(() => res('TIMEOUT'), 10000)),
  ]);
  console.log(i, landed, Date.now() - t);
  if (landed === 'TIMEOUT') {
    for (const [r, at] of inflight) console.log('inflight', r.url(), Date.now() - at);
    console.log(await page.locator('main').innerText());
    break;
  }
  await page.evaluate(() => localStorage.removeItem('portal.session'));
}
await browser.close();
