// Resolvers and timeline tasks of the profile area (document 2, spec 1 §2.5 public search).
import { endpoints } from '#contract';
import { notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { TaskHandlers } from '../../world/world';
import { bioRoutes } from './bio';
import { evaluateChecklist } from './checklist-rules';
import { requireProfile } from './common';
import { listRoutes } from './lists';
import { refereeFormRoutes } from './referee-form';
import { refereeRoutes } from './referees';
import { searchRoutes } from './search';

const e = endpoints.profile;

const checklistRoute = route(e.checklist, ({ db, user, query }) => {
  const profile = requireProfile(db, user);
  const category = db.categories.findFirst((q) => q.where({ Code: (c) => c.toLowerCase() === query.category.trim().toLowerCase() }));
  if (!category) throw notFound('No such membership category.');
  return { data: evaluateChecklist(db, profile.ProfileID, category.Code, query.type) };
});

const employeeSetupRoute = route(e.employeeSetup, ({ db }) => ({
  data: db.employeeTypes.findMany(undefined, { orderBy: { code: 'asc' } }).map(({ code, description }) => ({ code, description })),
}));

export const profileRoutes: MockRoute[] = [
  ...bioRoutes,
  ...listRoutes,
  ...refereeRoutes,
  ...refereeFormRoutes,
  employeeSetupRoute,
  checklistRoute,
  ...searchRoutes,
];
export const profileTasks: TaskHandlers = {};
