// Evaluates a requirements checklist against a profile's records. Shared by the profile area (GET checklist)
// and the membership area (application, upgrade and licence checklists).
// OWNER: profile area. The signature is fixed; the profile-area helper fills in the rules.
import type { ChecklistItem, ChecklistKind } from '../../../src/contract/checklist';
import type { Db } from '../../db';

export function evaluateChecklist(db: Db, profileId: string, category: string, kind: ChecklistKind): ChecklistItem[] {
  void db;
  void profileId;
  void category;
  void kind;
  return [];
}
