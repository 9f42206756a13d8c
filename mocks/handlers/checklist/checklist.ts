// The checklist area's call (GET checklist): the caller's profile evaluated against a category's requirements.
import { endpoints } from '#contract';
import { notFound } from '../../core/http-error';
import { route } from '../../core/route';
import { requireProfile } from '../profile/common';
import { evaluateChecklist } from './checklist-rules';

const e = endpoints.profile;

export const checklistRoute = route(e.checklist, ({ db, user, query }) => {
  const profile = requireProfile(db, user);
  const category = db.categories.findFirst((q) => q.where({ Code: (c) => c.toLowerCase() === query.category.trim().toLowerCase() }));
  if (!category) throw notFound('No such membership category.');
  return { data: evaluateChecklist(db, profile.ProfileID, category.Code, query.type) };
});
