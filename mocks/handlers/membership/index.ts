// Resolvers and timeline tasks of the membership area (document 3, and the billing calls of spec 1 §7).
import type { MockRoute } from '../../core/route';
import { applicationRoutes } from './applications';
import { billingRoutes } from './billing';
import { eventRoutes } from './events';
import { licenceRoutes } from './licence';
import { upgradeRoutes } from './upgrades';

export { membershipTasks } from './tasks';

export const membershipRoutes: MockRoute[] = [...applicationRoutes, ...billingRoutes, ...eventRoutes, ...licenceRoutes, ...upgradeRoutes];
