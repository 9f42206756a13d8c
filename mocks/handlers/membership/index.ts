// Resolvers and timeline tasks of the membership area.
import type { MockRoute } from '../../core/route';
import type { TaskHandlers } from '../../world/world';

export const membershipRoutes: MockRoute[] = [];
export const membershipTasks: TaskHandlers = {};
