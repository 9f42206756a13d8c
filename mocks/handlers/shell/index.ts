// Resolvers and timeline tasks of the shell area.
import type { MockRoute } from '../../core/route';
import type { TaskHandlers } from '../../world/world';

export const shellRoutes: MockRoute[] = [];
export const shellTasks: TaskHandlers = {};
