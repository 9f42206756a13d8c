// The flows of machines/licence/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { licenceListMachine, licenceRecordMachine } from './licence-list.machine';
import { licenceUploadMachine } from './licence-upload.machine';
import { licenceWizardMachine } from './licence-wizard.machine';
import { defineFlow, type FlowPaths, type Persona, text } from '../flow-manifest';
import { loads } from '../flow-samples';

/** member@'s licence profile as seeded (PE): what the wizard prefills from; the PE licence fee. */
const licenceProfileOf = (p: Persona) => ({
  ProfileID: p.profileId,
  type: 'Individual',
  MemberShipType: 'PE',
  MemberNo: p.memberNo,
  FirstName: 'Wanjirũ',
  SecondName: '',
  LastName: 'Kamau',
  Email: 'member@demo.test',
  PhoneNo: '0712345678',
  memberInformation: [],
  corporateManager: [],
  licenceAmount: 17_400,
  prefill: {},
  contacts: [
    {
      Type: 'Personal',
      PhoneNo: '0712345678',
      Address: 'P.O. Box 1239-00100',
      Country: 'KE',
      County: 'Nairobi',
      City: 'Westlands',
      PostCode: '00100',
    },
  ],
});

/**
 * What member@ types that the profile does not give (the rest is prefilled): their contact is a P.O. Box, the
 * Postal Address, so the physical address is typed too (issue 34 item 4).
 */
const licenceTyped = { practiceName: 'Kamau Structural Consultants', startDate: '2027-01-01', physicalLocation: 'Upper Hill, Nairobi' };

const licenceChecklistPassed = [{ checkListType: 'PROFILE', description: 'Complete your profile (bio data)', pass: true }];

/** The wizard's user events: the next field to type while one is missing, then the tabs' buttons. */
const licenceWizardEvents = (c: Record<string, unknown>) => {
  const typed = (c.values ?? {}) as Record<string, unknown>;
  const next = Object.entries(licenceTyped).find(([name, value]) => typed[name] !== value);
  return [
    ...(next ? [{ type: 'details.change', name: next[0], value: next[1] }] : []),
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'wizard.goto', tab: 'details' },
    { type: 'wizard.goto', tab: 'checklist' },
    // Leaving a field marks it touched (its message shows); the checklist is asked again after fixing the profile.
    { type: 'details.blur', name: 'practiceName' },
    { type: 'wizard.resume' },
    { type: 'declaration.agree', agreed: true },
    { type: 'wizard.submit' },
    { type: 'load.retry' },
  ];
};

export const flows = [
  defineFlow({
    name: 'licence-list',
    description: 'The licence applications (/license) with their row actions',
    source: 'machines/licence/licence-list.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => licenceListMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
  defineFlow({
    name: 'licence-record',
    description: 'One licence application (input `code`): the pro-forma page reads whether it is paid',
    source: 'machines/licence/licence-list.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: (given) => licenceRecordMachine(text(given, 'code', 'LIC-0001')),
    input: (env) => ({ api: env.api }),
    // member@'s licence of last year (seeded, paid and approved).
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const memberLicence = facts.licences(member.profileId)[0] ?? '';
      return loads('member@demo.test', { code: memberLicence });
    },
  }),
  defineFlow({
    name: 'licence-wizard',
    description: 'Apply for a practice licence (/license/card): details, checklist, declaration, submit',
    source: 'machines/licence/licence-wizard.machine.ts',
    machine: () => licenceWizardMachine,
    input: (env) => ({ api: env.api, now: env.now }),
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const graduate = facts.persona('graduate@demo.test');
      const memberLicenceProfile = licenceProfileOf(member);
      return {
        starts: [
          // member@ (PE, in good standing, checklist passed, no licence this year) applies: the new licence exists.
          {
            as: 'member@demo.test',
            events: licenceWizardEvents,
            answers: {
              loadProfile: { done: { profile: memberLicenceProfile, fee: 17_400 } },
              loadChecklist: { done: licenceChecklistPassed },
              submitLicence: { done: { licenseApplicationNo: 'LIC-SAMPLE' } },
            },
          },
          // The profile cannot be read (a server failure): Try again.
          { as: 'member@demo.test', events: [{ type: 'load.retry' }], answers: { loadProfile: 'fail' } },
          // The checklist cannot be read, then the submission fails: every value stays, Submit again.
          {
            as: 'member@demo.test',
            events: licenceWizardEvents,
            answers: { loadProfile: { done: { profile: memberLicenceProfile, fee: 17_400 } }, loadChecklist: 'fail' },
          },
          {
            as: 'member@demo.test',
            events: licenceWizardEvents,
            answers: {
              loadProfile: { done: { profile: memberLicenceProfile, fee: 17_400 } },
              loadChecklist: { done: licenceChecklistPassed },
              submitLicence: 'fail',
            },
          },
          // graduate@'s category carries no licence fee.
          {
            as: 'graduate@demo.test',
            events: [],
            answers: {
              loadProfile: {
                done: { profile: { ...memberLicenceProfile, MemberShipType: 'GRADUATE', MemberNo: graduate.memberNo }, fee: null },
              },
            },
          },
        ],
        context: ['values', 'agreed', 'attempted'],
      };
    },
  }),
  defineFlow({
    name: 'licence-upload',
    description: 'The licence document page (/license/document/:code, input `code`): choose the signed PDF, Upload',
    source: 'machines/licence/licence-upload.machine.ts',
    machine: () => licenceUploadMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', 'LIC-0001') }),
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const firm = facts.persona('firm@demo.test');
      const memberLicence = facts.licences(member.profileId)[0] ?? '';
      const firmLicence = facts.licences(firm.profileId)[0] ?? '';
      return {
        starts: [
          // firm@'s licence waits for its signed document: choosing nothing leaves Upload off.
          {
            as: 'firm@demo.test',
            input: { code: firmLicence },
            events: [{ type: 'upload.choose' }, { type: 'upload.send' }],
            answers: { loadLicence: { done: { licenseBase64: '' } } },
          },
          // member@'s licence of last year is uploaded: the pro-forma is there.
          {
            as: 'member@demo.test',
            input: { code: memberLicence },
            events: [],
            answers: { loadLicence: { done: { licenseBase64: 'JVBERi0xLjQ=' } } },
          },
          // Not the member's licence: not found.
          { as: 'member@demo.test', input: { code: firmLicence }, events: [{ type: 'load.retry' }], answers: { loadLicence: 'error' } },
        ],
        untaken: { 'choosing.idle upload.send [hasFile]': "a replay's events are JSON and carry no file to upload" },
        skip: {
          'choosing.screening':
            "a replay's events are JSON and carry no file; tests/machines/licence/licence-upload.test.ts screens real files",
          'choosing.uploading': "a replay's events are JSON and carry no file; tests/machines/licence/licence-upload.test.ts uploads one",
        },
      };
    },
  }),
];
