// Publications (admin): every member's publications, read-only. Members write them (a sub-list, which tells
// `profile`), so the list hears `profile`, and `everything` for news from outside (another tab, a return).
import { shellEndpoints } from '#contract';
import type { PublicationSchema } from '#contract/profile-lists';
import type { z } from '#contract/mini';
import { createLoaderMachine } from '../loader/loader.machine';

export const publicationsMachine = createLoaderMachine<Array<z.infer<typeof PublicationSchema>>>(
  'adminPublications',
  async (api) => (await api.call(shellEndpoints.publications)).data,
  { hears: ['profile', 'everything'] },
);
