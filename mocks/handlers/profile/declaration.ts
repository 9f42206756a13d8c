// The convictions declaration (spec §F, our addition): GET answers the caller's declaration ('' while none was
// made), POST records Yes or No. "No" is refused while convictions are recorded (it would say two things at once);
// a conviction added through its sub-list records "Yes" (recording one is declaring one). Every change re-evaluates
// ProfileComplete, as the sub-lists' saves do.
import { endpoints } from '#contract';
import { declarationMessages, type ConvictionDeclaration, type DeclarationAnswer } from '#contract/declarations.ts';
import { unprocessable } from '../../core/http-error';
import { route } from '../../core/route';
import type { Db } from '../../db';
import { syncProfileComplete } from '../checklist/checklist-rules';
import { requireProfile } from './common';

const e = endpoints.profile;

/** The profile's declaration; an unanswered one when the member never answered. */
function declarationOf(db: Db, profileId: string): ConvictionDeclaration {
  return (
    db.convictionDeclarations.findFirst((q) => q.where({ ProfileID: profileId })) ?? { ProfileID: profileId, answer: '', declaredOn: '' }
  );
}

/** Records the answer of `today` (one record per profile), unless it is already the answer. */
export async function recordDeclaration(
  db: Db,
  profileId: string,
  answer: DeclarationAnswer,
  today: string,
): Promise<ConvictionDeclaration> {
  const stored = db.convictionDeclarations.findFirst((q) => q.where({ ProfileID: profileId }));
  if (!stored) return db.convictionDeclarations.create({ ProfileID: profileId, answer, declaredOn: today });
  if (stored.answer === answer) return stored;
  return (
    (await db.convictionDeclarations.update(stored, {
      data: (d) => {
        d.answer = answer;
        d.declaredOn = today;
      },
    })) ?? stored
  );
}

export const declarationRoutes = [
  route(e.convictionDeclaration, ({ db, user }) => ({ data: declarationOf(db, requireProfile(db, user).ProfileID) })),
  route(e.declareConvictions, async ({ db, simulation, user, body }) => {
    const { ProfileID } = requireProfile(db, user);
    if (body.answer === 'No' && db.convictions.findMany((q) => q.where({ ProfileID })).length > 0)
      throw unprocessable(declarationMessages.noWhileRecorded);
    const data = await recordDeclaration(db, ProfileID, body.answer, simulation.today());
    await syncProfileComplete(db, ProfileID);
    return { data, message: 'Declaration saved' };
  }),
];
