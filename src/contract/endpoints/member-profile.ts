// Spec 2 §7: the two profile calls the member data makes on every member page (the caller's profile and
// checklist), in a module of their own so the member area does not load the schemas of every sub-list.
import { z } from '../mini';
import { defineEndpoint } from '../endpoint';
import { envelope, listEnvelope } from '../envelope';
import { ChecklistItemSchema, ChecklistKindSchema } from '../checklist';
import { requiredText, messages } from '../rules';
import { ProfileSchema } from '../profile';

const spec = '2 §7';
const member = 'member' as const;

export const memberProfileEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: 'profile',
    access: member,
    spec,
    summary: "The caller's profile",
    answer: envelope(ProfileSchema),
  }),
  checklist: defineEndpoint({
    method: 'GET',
    path: 'checklist',
    access: member,
    spec,
    summary: "The caller's requirements checklist for a category and kind",
    query: z.object({ category: requiredText(messages.fieldRequired, 50), type: ChecklistKindSchema }),
    answer: listEnvelope(ChecklistItemSchema),
  }),
};
