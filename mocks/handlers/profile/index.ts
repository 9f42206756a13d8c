// Resolvers and timeline tasks of the profile area.
import type { MockRoute } from '../../core/route';
import type { TaskHandlers } from '../../world/world';

export const profileRoutes: MockRoute[] = [];
export const profileTasks: TaskHandlers = {};
