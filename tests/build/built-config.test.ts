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
