// Publications (admin): every member's publications, read-only; a member's edit of their list reloads it.
import { shellEndpoints } from '#contract';
import type { Publication } from '#contract/profile-lists';
import { createLoaderMachine } from '../loader/loader.machine';

export const publicationsMachine = createLoaderMachine<Publication[]>(
  'adminPublications',
  async (api) => (await api.call(shellEndpoints.publications)).data,
  { hears: ['profile', 'everything'] },
);
