// Resolvers and timeline tasks of the shell area.
import type { MockRoute } from '../../core/route';
import type { TaskHandlers } from '../../world/world';
import { adminRoutes } from './admin';
import { siteRoutes } from './site';

export const shellRoutes: MockRoute[] = [...siteRoutes, ...adminRoutes];
export const shellTasks: TaskHandlers = {};
