// The portal's configuration: Vite env validated with zod at start (spec §B): when `vite build`, `vite` or `vite
// preview` starts (scripts/built-config.ts), which gives the page the checked result.
// VITE_API_BASE_URL unset (or empty) → mock mode: the MSW worker answers under '/api/'.
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
  VITE_SUPER_ADMIN_EMAIL: z.pipe(withDefault('superadmin@demo.test'), z.email('VITE_SUPER_ADMIN_EMAIL must be an e-mail address.')),
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

class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the env; throws ConfigError with the first problem. */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const parsed = z.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`The portal is misconfigured: ${issue?.message ?? 'invalid environment'}`);
  }
  const e = parsed.data;
  const base = e.VITE_API_BASE_URL;
  return {
    mockMode: base === undefined,
    apiBaseUrl: base === undefined ? MOCK_API_BASE : base.endsWith('/') ? base : `${base}/`,
    paymentUrl: e.VITE_PAYMENT_URL,
    eventsSiteUrl: e.VITE_EVENTS_SITE_URL,
    company: e.VITE_COMPANY,
    superAdminEmail: e.VITE_SUPER_ADMIN_EMAIL,
    statementCodeunit: e.VITE_STATEMENT_CODEUNIT,
  };
}
