// /categories: the membership categories with their charges, loaded once with a retryable error.
import { type MembershipCategory, shellEndpoints } from '#contract';
import { createLoaderMachine } from '../loader/loader.machine';

export const categoriesMachine = createLoaderMachine<MembershipCategory[]>(
  'categories',
  async (api) => (await api.call(shellEndpoints.membershipCategories)).data,
);
