// Every resolver of the fake backend, by area: one folder per area of src/features and machines (access, admin,
// applications, billing, checklist, events, licence, profile, referees, search, upgrades), and two shared folders,
// site (what every visitor reads) and member (the caller as a member, the member's PDFs, the timeline tasks). The
// calls keep their backend module in the contract (endpoints.auth|setup|profile|membership); only the files moved.
// The order is the one the table had when the folders were the backend's modules: the route table
// (mocks/core/route-table.ts) decides by it only between patterns with as many parameters, and none of these overlap.
import type { MockRoute } from '../core/route';
import type { TaskHandlers } from '../simulation/simulation';
import { authRoutes } from './access/access';
import { adminRoutes } from './admin/admin';
import { applicationRoutes } from './applications/applications';
import { billingRoutes } from './billing/billing';
import { checklistRoute } from './checklist/checklist';
import { eventRoutes } from './events/events';
import { licenceRoutes } from './licence/licence';
import { membershipTasks } from './member/tasks';
import { bioRoutes } from './profile/bio';
import { declarationRoutes } from './profile/declaration';
import { employeeSetupRoute } from './profile/employee-setup';
import { listRoutes } from './profile/lists';
import { refereeFormRoutes } from './referees/referee-form';
import { refereeRoutes } from './referees/referees';
import { searchRoutes } from './search/search';
import { siteRoutes } from './site/site';
import { upgradeRoutes } from './upgrades/upgrades';

export const routes: MockRoute[] = [
  ...authRoutes,
  ...siteRoutes,
  ...adminRoutes,
  ...bioRoutes,
  ...listRoutes,
  ...refereeRoutes,
  ...refereeFormRoutes,
  employeeSetupRoute,
  checklistRoute,
  ...searchRoutes,
  ...applicationRoutes,
  ...billingRoutes,
  ...eventRoutes,
  ...licenceRoutes,
  ...upgradeRoutes,
  ...declarationRoutes,
];
export const tasks: TaskHandlers = { ...membershipTasks };
