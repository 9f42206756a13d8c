// The configuration a page is built with (scripts/built-config.ts): checked when Vite starts, so a misconfigured env
// stops the build with readConfig's message, and what the page gets is the checked, completed configuration.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import { builtConfig } from '../../scripts/built-config';

const VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_PAYMENT_URL',
  'VITE_EVENTS_SITE_URL',
  'VITE_COMPANY',
  'VITE_SUPER_ADMIN_EMAIL',
  'VITE_STATEMENT_CODEUNIT',
];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
let folder: string;

beforeEach(() => {
  for (const name of VARIABLES) delete process.env[name];
  folder = mkdtempSync(join(tmpdir(), 'portal-built-config-'));
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(folder, { recursive: true, force: true });
});

/** What the page of a build with this user config gets as `__PORTAL_CONFIG__`. */
function pageConfig(user: UserConfig = { root: folder }, mode = 'production'): unknown {
  const hook = builtConfig().config;
  if (typeof hook !== 'function') throw new Error('builtConfig has no config hook');
  const env: ConfigEnv = { command: 'build', mode };
  const result = hook.call({} as never, user, env) as UserConfig;
  return JSON.parse(String(result.define?.__PORTAL_CONFIG__));
}

describe('the configuration a page is built with', () => {
  it('is mock mode with the defaults when nothing is set', () => {
    expect(pageConfig()).toEqual({
      mockMode: true,
      apiBaseUrl: '/api/',
      company: 'ICS',
      superAdminEmail: 'superadmin@demo.test',
      statementCodeunit: 'MembershipManager/statement',
    });
  });

  it('is the checked reading of the variables: the API base ends with a slash, a company code is kept', () => {
    process.env.VITE_API_BASE_URL = ' https://api.example.test/portal ';
    process.env.VITE_COMPANY = 'IEK';
    process.env.VITE_SUPER_ADMIN_EMAIL = 'registrar@body.example';
    expect(pageConfig()).toMatchObject({ mockMode: false, apiBaseUrl: 'https://api.example.test/portal/', company: 'IEK' });
  });

  it("reads the env files of the build's root, for its mode, and of envDir when one is given", () => {
    writeFileSync(join(folder, '.env.production'), 'VITE_COMPANY=FROMFILE\n');
    writeFileSync(join(folder, '.env.staging'), 'VITE_COMPANY=STAGING\n');
    expect(pageConfig()).toMatchObject({ company: 'FROMFILE' });
    expect(pageConfig({ root: folder }, 'staging')).toMatchObject({ company: 'STAGING' });
    expect(pageConfig({ root: tmpdir(), envDir: folder })).toMatchObject({ company: 'FROMFILE' });
    // The process's own variable wins over the file, as Vite's own reading of the env does.
    process.env.VITE_COMPANY = 'SHELL';
    expect(pageConfig()).toMatchObject({ company: 'SHELL' });
  });

  it('stops the build with what is wrong when a variable is not valid', () => {
    process.env.VITE_API_BASE_URL = 'ftp://api.example.test/';
    expect(() => pageConfig()).toThrow('The portal is misconfigured: VITE_API_BASE_URL must be an absolute http(s) URL.');
    delete process.env.VITE_API_BASE_URL;
    writeFileSync(join(folder, '.env.production'), 'VITE_COMPANY=not a code!\n');
    expect(() => pageConfig()).toThrow('The portal is misconfigured: VITE_COMPANY must be a short code such as ICS or IEK.');
  });
});

// Issue 35 item 5 (docs/security.md §5): a production build talks https to other machines and names its super
// administrator; the dev server (mode development) and mock mode keep their defaults.
describe('what a production build refuses', () => {
  const SUPER = 'registrar@body.example';

  it('refuses a plain-http API address on another machine, with the message', () => {
    process.env.VITE_SUPER_ADMIN_EMAIL = SUPER;
    for (const base of ['http://api.example.org/api/', 'http://10.0.0.5:8787/api/', 'http://localhost.example.org/']) {
      process.env.VITE_API_BASE_URL = base;
      expect(() => pageConfig(), base).toThrow(
        `The portal is misconfigured: VITE_API_BASE_URL is ${new URL(base).origin}, plain http to another machine: a production build needs https (http only for localhost, 127.0.0.1 or [::1]).`,
      );
    }
  });

  it('takes https anywhere and plain http on this machine', () => {
    process.env.VITE_SUPER_ADMIN_EMAIL = SUPER;
    for (const base of [
      'https://api.example.org/api/',
      'http://127.0.0.1:8787/api/',
      'http://localhost:8787/api/',
      'http://[::1]:8787/api/',
    ]) {
      process.env.VITE_API_BASE_URL = base;
      expect(pageConfig(), base).toMatchObject({ mockMode: false, apiBaseUrl: base, superAdminEmail: SUPER });
    }
  });

  it('holds the payment page and the events site to the same rule', () => {
    process.env.VITE_PAYMENT_URL = 'http://pay.example.org/pay';
    expect(() => pageConfig()).toThrow('VITE_PAYMENT_URL is http://pay.example.org, plain http to another machine');
    process.env.VITE_PAYMENT_URL = 'https://pay.example.org/pay';
    process.env.VITE_EVENTS_SITE_URL = 'http://events.example.org';
    expect(() => pageConfig()).toThrow('VITE_EVENTS_SITE_URL is http://events.example.org, plain http to another machine');
    process.env.VITE_EVENTS_SITE_URL = 'https://events.example.org';
    expect(pageConfig()).toMatchObject({ paymentUrl: 'https://pay.example.org/pay', eventsSiteUrl: 'https://events.example.org' });
  });

  it('stops a real-backend build without the super administrator, whose address is not built in', () => {
    process.env.VITE_API_BASE_URL = 'https://api.example.org/api/';
    expect(() => pageConfig()).toThrow(
      "The portal is misconfigured: VITE_SUPER_ADMIN_EMAIL must be set for a real-backend build: the super administrator's address is not built in.",
    );
    process.env.VITE_SUPER_ADMIN_EMAIL = '  ';
    expect(() => pageConfig()).toThrow('VITE_SUPER_ADMIN_EMAIL must be set');
    process.env.VITE_SUPER_ADMIN_EMAIL = SUPER;
    expect(JSON.stringify(pageConfig())).not.toContain('demo.test');
  });

  it('leaves mock mode its seeded super administrator, and the dev server its http API', () => {
    expect(pageConfig()).toMatchObject({ mockMode: true, superAdminEmail: 'superadmin@demo.test' });
    process.env.VITE_API_BASE_URL = 'http://api.example.org/api/';
    expect(pageConfig({ root: folder }, 'development')).toMatchObject({ apiBaseUrl: 'http://api.example.org/api/' });
  });
});
