// Every flow of the portal, gathered from the flow manifests (machines/<area>/area.ts, decision 029): the CLI's
// `portal flows`, replays, graphs and paths, docs/flows and the names the app tags its actors with are all read
// from here. The manifests are keyed by their folder; tests/machines/registry.test.ts fails when a folder's
// area.ts is missing here, or a machine file is in no manifest (naming the manifest to add it to).
import type { FlowDefinition } from './flow-manifest';
import { flows as access } from './access/area';
import { flows as admin } from './admin/area';
import { flows as applications } from './applications/area';
import { flows as billing } from './billing/area';
import { flows as changes } from './changes/area';
import { flows as checklist } from './checklist/area';
import { flows as cpd } from './cpd/area';
import { flows as crudList } from './crud-list/area';
import { flows as documentViewer } from './document-viewer/area';
import { flows as events } from './events/area';
import { flows as form } from './form/area';
import { flows as inactivity } from './inactivity/area';
import { flows as licence } from './licence/area';
import { flows as loader } from './loader/area';
import { flows as member } from './member/area';
import { flows as mock } from './mock/area';
import { flows as payment } from './payment/area';
import { flows as profile } from './profile/area';
import { flows as referees } from './referees/area';
import { flows as search } from './search/area';
import { flows as session } from './session/area';
import { flows as settings } from './settings/area';
import { flows as site } from './site/area';
import { flows as subscriptions } from './subscriptions/area';
import { flows as table } from './table/area';
import { flows as upgrades } from './upgrades/area';

export const flowManifests = {
  access,
  admin,
  applications,
  billing,
  changes,
  checklist,
  cpd,
  'crud-list': crudList,
  'document-viewer': documentViewer,
  events,
  form,
  inactivity,
  licence,
  loader,
  member,
  mock,
  payment,
  profile,
  referees,
  search,
  session,
  settings,
  site,
  subscriptions,
  table,
  upgrades,
};

/** The name of every flow (lower-case with hyphens), derived from the manifests: a type only, for the app. */
export type FlowName = (typeof flowManifests)[keyof typeof flowManifests][number]['name'];

/** Every flow, by name: the order `portal flows` lists them and docs/flows indexes them in. */
export const flows: readonly FlowDefinition[] = Object.values(flowManifests)
  .flat()
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export function flowNamed(name: string): FlowDefinition | undefined {
  return flows.find((f) => f.name === name);
}
