// Every resolver of the fake backend, by area.
import type { MockRoute } from '../core/route';
import type { TaskHandlers } from '../world/world';
import { authRoutes } from './auth';
import { shellRoutes, shellTasks } from './shell';
import { profileRoutes, profileTasks } from './profile';
import { membershipRoutes, membershipTasks } from './membership';

export const routes: MockRoute[] = [...authRoutes, ...shellRoutes, ...profileRoutes, ...membershipRoutes];
export const tasks: TaskHandlers = { ...shellTasks, ...profileTasks, ...membershipTasks };
