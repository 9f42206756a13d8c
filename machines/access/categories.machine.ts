// /categories: the membership categories with their charges, loaded once with a retryable error.
import { categoryEndpoints, type MembershipCategory } from '#contract';
import { createLoaderMachine } from '../loader/loader.machine';

export const categoriesMachine = createLoaderMachine<MembershipCategory[]>(
  'categories',
  async (api) => (await api.call(categoryEndpoints.membershipCategories)).data,
  { hears: [] },
);
