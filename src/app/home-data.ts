// What the minimal home page shows, read through the real API client: the company's display name (or the
// settings' login caption) and the membership categories with their application charge including VAT.
import { z } from 'zod';
import { listEndpoints, type AnyEndpoint, type ApiClient } from '../contract';
import { MembershipCategorySchema, type MembershipCategory } from '../contract/catalog';
import { describeError } from '../api';

export interface CategoryCard {
  code: string;
  description: string;
  type: MembershipCategory['categoryType'];
  canApply: boolean;
  /** The application charge, when the category has one. */
  charge: { amount: number; currency: string } | null;
}

export interface HomeData {
  title: string | null;
  caption: string | null;
  categories: CategoryCard[];
  /** Problems that did not stop the page (one section could not load). */
  problems: string[];
}

const CompanyAnswer = z.object({ data: z.object({ displayName: z.string() }).loose() }).loose();
const SettingsAnswer = z
  .object({ data: z.object({ minor_settings: z.object({ login_caption: z.string().optional() }).loose().optional() }).loose() })
  .loose();
const CategoriesAnswer = z.object({ data: z.array(MembershipCategorySchema) }).loose();

function endpointAt(method: string, path: string): AnyEndpoint | undefined {
  return listEndpoints().find((e) => e.endpoint.method === method && e.endpoint.path === path)?.endpoint;
}

/** Calls a parameterless GET entry of the table by its path. */
async function get<S extends z.ZodType>(api: ApiClient, path: string, schema: S): Promise<z.output<S>> {
  const endpoint = endpointAt('GET', path);
  if (!endpoint) throw new Error(`The endpoint table has no entry for GET ${path} yet.`);
  const answer: unknown = await (api.call as (e: AnyEndpoint) => Promise<unknown>)(endpoint);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(`GET ${path} answered in an unexpected shape.`);
  return parsed.data;
}

const reason = describeError;

export function applicationCharge(category: MembershipCategory): CategoryCard['charge'] {
  const charge = category.charges.find((c) => /APPLICATION/i.test(c.Charge_Type) || /APPLICATION/i.test(c.Charge_Item)) ?? category.charges[0];
  return charge ? { amount: charge.Amount_Including_VAT, currency: charge.Currency_Code || 'KES' } : null;
}

export async function loadHomeData(api: ApiClient): Promise<HomeData> {
  const problems: string[] = [];
  const [company, settings, categories] = await Promise.allSettled([
    get(api, 'company', CompanyAnswer),
    get(api, 'admin/settings', SettingsAnswer),
    get(api, 'setup/membership-categories', CategoriesAnswer),
  ]);
  const title = company.status === 'fulfilled' ? company.value.data.displayName : null;
  const caption = settings.status === 'fulfilled' ? (settings.value.data.minor_settings?.login_caption ?? null) : null;
  if (company.status === 'rejected' && settings.status === 'rejected') problems.push(`Company: ${reason(company.reason)}`);
  if (categories.status === 'rejected') problems.push(`Membership categories: ${reason(categories.reason)}`);
  if (company.status === 'rejected' && settings.status === 'rejected' && categories.status === 'rejected') {
    throw new Error(`The backend did not answer: ${problems.join(' · ')}`);
  }
  return {
    title,
    caption,
    categories:
      categories.status === 'fulfilled'
        ? categories.value.data.map((c) => ({ code: c.Code, description: c.Description, type: c.categoryType, canApply: c.CanApply, charge: applicationCharge(c) }))
        : [],
    problems,
  };
}
