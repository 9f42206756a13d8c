// /categories: the membership categories with their charges, loaded once with a retryable error.
import { type ApiClient, type MembershipCategory, shellEndpoints } from '../../src/contract';
import { createLoaderMachine } from '../loader/loader.machine';

export const categoriesMachine = createLoaderMachine<MembershipCategory[]>('categories');

export const loadCategories = (api: ApiClient) => async () => (await api.call(shellEndpoints.membershipCategories)).data;
