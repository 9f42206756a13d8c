// What visitors read: settings, company, terms, requirements, disclaimers, categories and the setup lookups.
import { endpoints, type Lookup } from '#contract';
import { notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';

const e = endpoints.setup;

export function currentSettings(db: Db): NonNullable<ReturnType<Db['settings']['findFirst']>> {
  const settings = db.settings.findFirst();
  if (!settings) throw notFound('The portal has no settings yet.');
  return settings;
}

const company = (db: Db) => {
  const c = db.company.findFirst();
  if (!c) throw notFound('The organisation has not been set up.');
  return c;
};

const list = (db: Db, name: string): Lookup[] =>
  db.lookups
    .findMany((q) => q.where({ list: name }), { orderBy: { order: 'asc' } })
    .map(({ Code, Description }) => ({ Code, Description }));

/** Checklist types a category's application asks for, described for a visitor (the /signup page). */
function requirementsOf(db: Db, category: string | undefined) {
  const code = category?.toUpperCase();
  const rows = db.checklistRequirements.findMany((q) => q.where({ kind: 'Application', ...(code ? { category: code } : {}) }), {
    orderBy: { order: 'asc' },
  });
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.checkListType) && seen.add(r.checkListType))
    .map((r) => ({ description: r.description, checkListType: r.checkListType }));
}

export const siteRoutes: MockRoute[] = [
  route(e.settings, ({ db }) => ({ data: currentSettings(db) })),
  route(e.company, ({ db }) => {
    const { logo, displayName } = company(db);
    return { data: { logo, displayName } };
  }),
  route(e.terms, ({ db }) => ({ data: { termsAndConditions: company(db).termsAndConditions } })),
  route(e.requirements, ({ db, query }) => {
    if (query.category && !db.categories.findFirst((q) => q.where({ Code: query.category?.toUpperCase() ?? '' })))
      throw notFound('Unknown category.');
    return { data: requirementsOf(db, query.category) };
  }),
  route(e.disclaimers, ({ db }) => ({ data: db.disclaimers.findMany() })),
  route(e.membershipCategories, ({ db }) => ({ data: db.categories.findMany() })),
  route(e.countries, ({ db }) => ({ data: db.countries.findMany() })),
  route(e.counties, ({ db }) => ({ data: db.counties.findMany(undefined, { orderBy: { CountyNo: 'asc' } }) })),
  route(e.cities, ({ db, query }) => {
    // Keyed by the county's name (what the county drop-down shows); its official code works too.
    const key = query.County?.trim().toLowerCase() ?? '';
    const county = key ? db.counties.findFirst((q) => q.where({ CountyNo: key })) : undefined;
    const name = county?.countyName.toLowerCase() ?? key;
    return { data: db.cities.findMany(name ? (q) => q.where({ County: (c) => c.toLowerCase() === name }) : undefined) };
  }),
  route(e.qualificationCodes, ({ db }) => ({ data: list(db, 'qualification-codes') })),
  route(e.certificationCodes, ({ db }) => ({ data: list(db, 'certification-code') })),
  route(e.industryGroups, ({ db }) => ({ data: list(db, 'industry-group') })),
  route(e.specializationTypes, ({ db }) => ({ data: list(db, 'specialization-types') })),
  route(e.postalCodes, ({ db }) => ({ data: list(db, 'postal-codes') })),
  route(e.certificationClasses, ({ db }) => ({ data: list(db, 'certification-class') })),
  route(e.disciplines, ({ db }) => ({ data: list(db, 'discipline') })),
  route(e.titles, ({ db }) => ({ data: list(db, 'title') })),
  route(e.universities, ({ db }) => ({ data: list(db, 'universities') })),
  route(e.accreditedProgrammes, ({ db }) => ({ data: list(db, 'accredited-programmes') })),
  route(e.attachmentTypes, ({ db }) => ({ data: list(db, 'attachmentTypes') })),
  route(e.refereeTypes, ({ db }) => ({ data: list(db, 'referee-types') })),
  route(e.divisions, ({ db }) => ({ data: list(db, 'divisions') })),
  route(e.firms, ({ db }) => ({
    data: db.profiles
      .findMany((q) => q.where({ type: 'Corporate', MemberNo: (m) => m !== '' }), { orderBy: { MemberNo: 'asc' } })
      .map((p) => ({ MemberNo: p.MemberNo, Name: p.FirstName })),
  })),
];
