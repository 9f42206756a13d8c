// The employee types of a firm's employees sub-list (GET employee-setup).
import { endpoints } from '#contract';
import { route } from '../../core/route';

const e = endpoints.profile;

export const employeeSetupRoute = route(e.employeeSetup, ({ db }) => ({
  data: db.employeeTypes.findMany(undefined, { orderBy: { code: 'asc' } }).map(({ code, description }) => ({ code, description })),
}));
