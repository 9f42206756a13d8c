// /categories: the membership categories with their charges, loaded once with a retryable error.
import { endpoints, type ApiClient, type MembershipCategory } from '../../src/contract';
import { createLoaderMachine } from '../loader/loader.machine';

export const categoriesMachine = createLoaderMachine<MembershipCategory[]>('categories');

export const loadCategories = (api: ApiClient) => async () => (await api.call(endpoints.shell.membershipCategories)).data;
