// Where the CLI and docs/flows find the events a machine takes (decision 046): each machine's schemas live in a
// sidecar (`x.events.ts`) the app never imports — the machine takes only their type — so they cost the app's
// bundle nothing. A machine is found by its id; one a factory builds (forms, sub-lists, loaders, record editors:
// one id per use) names its factory's set in its root `meta.events`. tests/machines/event-schema-registry.test.ts
// fails when a machine the flows reach takes an event this registry does not describe.
import type { AnyStateMachine } from 'xstate';
import type { EventSchemas } from './event-schemas';
import { activationEventSchemas } from './access/activation.events';
import { consentEventSchemas } from './access/consent.events';
import { otpEventSchemas } from './access/otp.events';
import { signupEventSchemas } from './access/signup.events';
import { usersEventSchemas } from './admin/users.events';
import { submissionEventSchemas } from './applications/submission.events';
import { refreshEventSchemas } from './changes/refresh-on-return.events';
import { cpdEventSchemas } from './cpd/cpd-list.events';
import { documentViewerEventSchemas } from './document-viewer/document-viewer.events';
import { eventLayoutEventSchemas } from './events/event-layout.events';
import { inactivityEventSchemas } from './inactivity/inactivity.events';
import { licenceUploadEventSchemas } from './licence/licence-upload.events';
import { licenceWizardEventSchemas } from './licence/licence-wizard.events';
import { gatewayEventSchemas } from './payment/gateway-page.events';
import { payNowEventSchemas } from './payment/pay-now.events';
import { paymentConfirmEventSchemas } from './payment/payment-confirm.events';
import { declarationEventSchemas } from './profile/conviction-declaration.events';
import { confirmEventSchemas } from './profile/profile-confirm.events';
import { refereeResendEventSchemas } from './referees/referee-resend.events';
import { refereeResponseEventSchemas } from './referees/referee-response.events';
import { refereeSearchEventSchemas } from './referees/referee-search.events';
import { memberSearchEventSchemas } from './search/member-search.events';
import { sessionEventSchemas } from './session/session.events';
import { notificationsEventSchemas } from './settings/settings.events';
import { tableWindowEventSchemas } from './table/table-window.events';
import { upgradeChecklistEventSchemas } from './upgrades/upgrade-checklist.events';
import { crudListEventSchemas } from './crud-list/crud-list.events';
import { formEventSchemas } from './form/form.events';
import { loadEventSchemas } from './load/load.events';
import { loaderEventSchemas } from './loader/loader.events';

/** The event sets of the machines a factory builds, by the name the factory gives in `meta.events`. */
const byFactory = {
  form: formEventSchemas,
  crudList: crudListEventSchemas(),
  loader: loaderEventSchemas,
  recordEditor: loadEventSchemas,
} satisfies Record<string, EventSchemas>;

/** What a factory puts in its machine's root `meta` so the registry finds its events. */
export type FactoryEventsMeta = { events: keyof typeof byFactory };

/** The event sets of the machines built once, by machine id. */
const byId: Record<string, EventSchemas> = {
  activation: activationEventSchemas,
  adminUsers: usersEventSchemas,
  consent: consentEventSchemas,
  'conviction-declaration': declarationEventSchemas,
  cpdList: cpdEventSchemas,
  documentViewer: documentViewerEventSchemas,
  eventLayout: eventLayoutEventSchemas,
  gatewayPage: gatewayEventSchemas,
  inactivity: inactivityEventSchemas,
  licenceUpload: licenceUploadEventSchemas,
  licenceWizard: licenceWizardEventSchemas,
  memberSearch: memberSearchEventSchemas,
  notifications: notificationsEventSchemas,
  otp: otpEventSchemas,
  paymentConfirm: paymentConfirmEventSchemas,
  payNow: payNowEventSchemas,
  profileConfirm: confirmEventSchemas,
  refereeResend: refereeResendEventSchemas,
  refereeResponse: refereeResponseEventSchemas,
  refereeSearch: refereeSearchEventSchemas,
  refreshOnReturn: refreshEventSchemas,
  session: sessionEventSchemas,
  signup: signupEventSchemas,
  submission: submissionEventSchemas,
  tableWindow: tableWindowEventSchemas,
  upgradeChecklist: upgradeChecklistEventSchemas,
  memberCard: loadEventSchemas,
};

/** The ids and factory names the registry knows (a test checks each is still some machine's). */
export const registeredEventSets = { ids: Object.keys(byId), factories: Object.keys(byFactory) };

/** The event schemas of a machine (its factory's, else its id's), or undefined for a machine, or logic, without. */
export function eventSchemasOf(logic: unknown): EventSchemas | undefined {
  const machine = logic as Partial<Pick<AnyStateMachine, 'id' | 'config'>> | null;
  if (!machine || typeof machine.id !== 'string') return undefined;
  const factory = (machine.config?.meta as Partial<FactoryEventsMeta> | undefined)?.events;
  return factory ? byFactory[factory] : byId[machine.id];
}
