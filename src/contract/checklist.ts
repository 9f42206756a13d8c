// Requirements checklist items (spec 2 §3, spec 3 §3).
import { z } from './mini';

export const ChecklistKindSchema = z.enum(['Application', 'Upgrade', 'License']);
export type ChecklistKind = z.infer<typeof ChecklistKindSchema>;

export const ChecklistItemSchema = z.object({
  /** PROFILE, CONTACTS, EDUCATION, REFEREE, SPECILIZATION (spelt so)… — also the component route name. */
  checkListType: z.string(),
  description: z.string(),
  pass: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;
