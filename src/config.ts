// The portal's configuration: Vite env validated with zod at start (spec §B): when `vite build`, `vite` or `vite
// preview` starts (scripts/built-config.ts), which gives the page the checked result.
// VITE_API_BASE_URL unset (or empty) → mock mode: the MSW worker answers under '/api/'.
// A production build (issue 35 item 5, docs/security.md §5) asks more: its addresses are https (plain http only for
// a server on this machine), and a real-backend build names its super administrator: no demo address is built in.
import { z } from 'zod/mini';

/** Trimmed text; empty or absent is undefined. */
const trimmedOrUndefined = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((v: string | undefined) => (v === '' ? undefined : v)),
);

const optionalUrl = (name: string) =>
  z.pipe(trimmedOrUndefined, z.optional(z.url({ error: `${name} must be an absolute http(s) URL.`, protocol: /^https?$/ })));

const withDefault = (fallback: string) =>
  z.pipe(
    trimmedOrUndefined,
    z.transform((v: string | undefined) => v ?? fallback),
  );

const EnvSchema = z.object({
  VITE_API_BASE_URL: optionalUrl('VITE_API_BASE_URL'),
  VITE_PAYMENT_URL: optionalUrl('VITE_PAYMENT_URL'),
  VITE_EVENTS_SITE_URL: optionalUrl('VITE_EVENTS_SITE_URL'),
  VITE_COMPANY: z.pipe(
    withDefault('ICS'),
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,20}$/, 'VITE_COMPANY must be a short code such as ICS or IEK.')),
  ),
  VITE_SUPER_ADMIN_EMAIL: z.pipe(trimmedOrUndefined, z.optional(z.email('VITE_SUPER_ADMIN_EMAIL must be an e-mail address.'))),
  VITE_STATEMENT_CODEUNIT: z.pipe(
    withDefault('MembershipManager/statement'),
    z.string().check(z.regex(/^[A-Za-z0-9_]+\/[A-Za-z0-9_]+$/, 'VITE_STATEMENT_CODEUNIT must look like Provider/entity.')),
  ),
});

export interface AppConfig {
  /** True when no real backend is configured: the fake backend runs in the page. */
  mockMode: boolean;
  /** Base of every API call: VITE_API_BASE_URL, or '/api/' in mock mode. */
  apiBaseUrl: string;
  paymentUrl: string | undefined;
  eventsSiteUrl: string | undefined;
  company: string;
  superAdminEmail: string;
  statementCodeunit: string;
}

const MOCK_API_BASE = '/api/';
/** Mock mode's super administrator: the seeded persona (mocks/scenarios/personas.ts), never a real build's. */
const MOCK_SUPER_ADMIN_EMAIL = 'superadmin@demo.test';

export interface ReadOptions {
  /** A production build (`vite build`, `vite preview`): https addresses and a named super administrator. */
  production?: boolean;
}

class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A URL's hostname on this machine (localhost, 127.0.0.0/8, [::1]): the same names as mocks/loopback.ts, which
 * this file may not import (it is read before any layer, eslint.boundaries.js).
 */
const LOOPBACK_NAME = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

const misconfigured = (problem: string) => new ConfigError(`The portal is misconfigured: ${problem}`);

/**
 * What a production build refuses beyond the schema: an address a network could read or rewrite (plain http to
 * another machine: the token and every member datum would cross in the clear), and a real backend without its
 * super administrator's address (a built-in demo address would name whoever registers it).
 */
function productionProblem(e: z.infer<typeof EnvSchema>): string | null {
  const urls = {
    VITE_API_BASE_URL: e.VITE_API_BASE_URL,
    VITE_PAYMENT_URL: e.VITE_PAYMENT_URL,
    VITE_EVENTS_SITE_URL: e.VITE_EVENTS_SITE_URL,
  };
  for (const [name, value] of Object.entries(urls)) {
    if (value === undefined) continue;
    const url = new URL(value);
    if (url.protocol === 'http:' && !LOOPBACK_NAME.test(url.hostname))
      return `${name} is ${url.origin}, plain http to another machine: a production build needs https (http only for localhost, 127.0.0.1 or [::1]).`;
  }
  if (e.VITE_API_BASE_URL !== undefined && e.VITE_SUPER_ADMIN_EMAIL === undefined)
    return "VITE_SUPER_ADMIN_EMAIL must be set for a real-backend build: the super administrator's address is not built in.";
  return null;
}

/** Reads and checks the env; throws ConfigError with the first problem. */
export function readConfig(env: Record<string, unknown>, { production = false }: ReadOptions = {}): AppConfig {
  const parsed = z.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw misconfigured(issue?.message ?? 'invalid environment');
  }
  const e = parsed.data;
  const problem = production ? productionProblem(e) : null;
  if (problem) throw misconfigured(problem);
  const base = e.VITE_API_BASE_URL;
  return {
    mockMode: base === undefined,
    apiBaseUrl: base === undefined ? MOCK_API_BASE : base.endsWith('/') ? base : `${base}/`,
    paymentUrl: e.VITE_PAYMENT_URL,
    eventsSiteUrl: e.VITE_EVENTS_SITE_URL,
    company: e.VITE_COMPANY,
    superAdminEmail: e.VITE_SUPER_ADMIN_EMAIL ?? MOCK_SUPER_ADMIN_EMAIL,
    statementCodeunit: e.VITE_STATEMENT_CODEUNIT,
  };
}
