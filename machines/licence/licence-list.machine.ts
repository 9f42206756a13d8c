// The licence screens' records through the shared loader: the member's licence applications (/license) and one
// licence by its number (the pro-forma page reads whether it is paid).
import { createLoaderMachine } from '../loader/loader.machine';
import { membershipEndpoints } from '#contract';
import type { Licence, LicenceListItem } from '#contract/membership-licence.ts';

export const licenceListMachine = createLoaderMachine<LicenceListItem[]>(
  'licenceList',
  async (api) => (await api.call(membershipEndpoints.licences)).data,
  { hears: ['payment', 'licence', 'everything'] },
);

/** One licence application (GET license/:id). */
export const licenceRecordMachine = (code: string) =>
  createLoaderMachine<Licence>(
    'licenceRecord',
    async (api) => (await api.call(membershipEndpoints.licence, { params: { id: code } })).data,
    { hears: ['payment', 'licence', 'everything'] },
  );
