// The flows of machines/profile/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { bioTabMachine, firmBioTabMachine } from './bio-editor.machine';
import { editFirmBioMachine, initiateFirmMachine, initiateProfileMachine } from './bio-forms';
import { profileConfirmMachine } from './profile-confirm.machine';
import { convictionDeclarationMachine } from './conviction-declaration.machine';
import { defineFlow, type FlowPaths, text, today } from '../flow-manifest';
import { fills } from '../flow-samples';

/** member@'s bio as seeded (PROF-0001): valid for the bio form's schema on the scenario's day, 2026-11-01. */
export const memberBio = {
  Title: 'Eng.',
  FirstName: 'Wanjirũ',
  SecondName: '',
  LastName: 'Kamau',
  Gender: 'Female',
  DateOfBirth: '1986-04-12',
  IdentificationDocumentNo: '23456789',
  Nationality: 'KE',
  Email: 'member@demo.test',
  PhoneNo: '0712345678',
  Discipline: 'Civil Engineering',
  KRAPin: 'A023456789Z',
  County: 'Nairobi',
  City: 'Westlands',
};

/** firm@'s firm bio as seeded (PROF-0005), with the director the form requires (the seed has none on the bio). */
const firmBio = {
  FirmName: 'Mwangi & Njoroge Consulting Engineers',
  RegistrationNo: 'PVT-2010-004512',
  TaxPIN: 'P051234567Q',
  PhysicalAddress: 'Upper Hill Road, Nairobi',
  County: 'Nairobi',
  Town: 'Upper Hill',
  PhoneNo: '0202345678',
  Email: 'firm@demo.test',
  Website: 'https://mnce.example',
  YearEstablished: 2010,
  corporateManager: [
    {
      surname: 'Mwangi',
      OtherNames: 'Joseph Kariuki',
      phoneNo: '0722000111',
      email: 'j.mwangi@mnce.example',
      address: 'Upper Hill Road, Nairobi',
    },
  ],
};

export const flows = [
  defineFlow({
    name: 'firm-bio-form',
    description: "A firm's bio form in the profile (input `profileId`)",
    source: 'machines/profile/bio-forms.ts',
    machine: (given, env) => editFirmBioMachine(today(env), text(given, 'profileId', 'PROF-0005')),
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => fills('firm@demo.test', firmBio),
  }),
  defineFlow({
    name: 'initiate-profile',
    description: "A new registrant's first bio (/initiate-profile)",
    source: 'machines/profile/bio-forms.ts',
    machine: (_given, env) => initiateProfileMachine(today(env)),
    input: (env) => ({ api: env.api }),
    // applicant@ and newfirm@ have accounts and no profile yet: their first bio (typed, so any valid values do).
    paths: (): FlowPaths =>
      fills('applicant@demo.test', {
        ...memberBio,
        Title: 'Ms',
        FirstName: 'Achieng',
        LastName: 'Atieno',
        DateOfBirth: '1998-02-17',
        IdentificationDocumentNo: '25678901',
        Email: 'applicant@demo.test',
        PhoneNo: '0734567890',
        KRAPin: 'A025678901B',
        City: 'Kilimani',
      }),
  }),
  defineFlow({
    name: 'initiate-firm',
    description: "A new firm's first bio (/initiate-firm)",
    source: 'machines/profile/bio-forms.ts',
    machine: (_given, env) => initiateFirmMachine(today(env)),
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths =>
      fills('newfirm@demo.test', {
        ...firmBio,
        FirmName: 'Rift Valley Structural Ltd',
        RegistrationNo: 'PVT-2019-118204',
        TaxPIN: 'P059876543R',
        PhysicalAddress: 'Kenyatta Avenue, Nakuru',
        County: 'Nakuru',
        Town: 'Nakuru Town',
        PhoneNo: '0512345678',
        Email: 'newfirm@demo.test',
        Website: '',
        YearEstablished: 2019,
        corporateManager: [
          {
            surname: 'Kiprop',
            OtherNames: 'Daniel',
            phoneNo: '0722333444',
            email: 'd.kiprop@rvs.example',
            address: 'Kenyatta Avenue, Nakuru',
          },
        ],
      }),
  }),
  defineFlow({
    name: 'bio-tab',
    description: "The profile's Bio tab: the stored bio loaded into the form, saved, started again",
    source: 'machines/profile/bio-editor.machine.ts',
    builtOn: ['machines/form/record-editor.machine.ts', 'machines/profile/bio-forms.ts'],
    machine: (given, env) => bioTabMachine(today(env), text(given, 'profileId', 'PROF-0001')),
    input: (env) => ({ api: env.api }),
    // The walk needs only what the form reads of the record; the replay loads the persona's own.
    paths: (): FlowPaths => ({
      starts: [
        { as: 'member@demo.test', events: [], answers: { load: { done: {} }, form: 'none' } },
        { as: 'member@demo.test', events: [], answers: { load: 'fail' } },
      ],
    }),
  }),
  defineFlow({
    name: 'firm-bio-tab',
    description: "The profile's Firm bio tab",
    source: 'machines/profile/bio-editor.machine.ts',
    machine: (given, env) => firmBioTabMachine(today(env), text(given, 'profileId', 'PROF-0005')),
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => ({
      starts: [
        { as: 'firm@demo.test', events: [], answers: { load: { done: { corporateManager: [] } }, form: 'none' } },
        { as: 'firm@demo.test', events: [], answers: { load: 'fail' } },
      ],
    }),
  }),
  defineFlow({
    name: 'profile-confirm',
    description: 'Name confirmation (/profile/profileConfirm): Correct or Not Correct',
    source: 'machines/profile/profile-confirm.machine.ts',
    machine: () => profileConfirmMachine,
    input: (env, given) => ({ api: env.api, profileId: text(given, 'profileId', 'PROF-0001') }),
    paths: (): FlowPaths => ({ starts: [{ as: 'member@demo.test', events: [{ type: 'confirm.correct' }] }] }),
  }),
  defineFlow({
    name: 'conviction-declaration',
    description: 'The convictions declaration (spec §F): Yes or No, explicitly; Yes asks for the details in the convictions list',
    source: 'machines/profile/conviction-declaration.machine.ts',
    machine: () => convictionDeclarationMachine,
    input: (env) => ({ api: env.api }),
    // pending@ has not answered: a submit with no choice shows the message; then No, then Yes (both taken).
    paths: (): FlowPaths => ({
      starts: [
        {
          as: 'pending@demo.test',
          events: [
            { type: 'declaration.submit' },
            { type: 'declaration.choose', answer: 'No' },
            { type: 'declaration.choose', answer: 'Yes' },
            { type: 'load.reload' },
          ],
          // The walk's answers (the replay's are pending@'s own): nothing declared, then the choice saved.
          answers: {
            load: { done: { answer: '', declaredOn: '', convictions: 0 } },
            declare: (context) => ({ done: { answer: context.chosen, declaredOn: '2026-11-01', convictions: 0 } }),
          },
        },
        { as: 'pending@demo.test', events: [{ type: 'load.retry' }], answers: { load: 'fail' } },
      ],
      context: ['chosen', 'answer'],
    }),
  }),
];
