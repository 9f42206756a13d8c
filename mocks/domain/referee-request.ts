// The referee request e-mail and its link, below the resolvers and the seeders: the applicant's add, update and
// resend send it, and the seed sends it for pending@'s unanswered referee so a tester can open it from the outbox.
import { encodeBase64 } from '#contract';
import { fullNameOf } from '#contract/profile-bio';
import { hrefTo } from '#contract/routes';
import type { Db } from '../db';
import type { ProfileRecord, RefereeRecord } from '../db/profile';
import type { WorldPort } from './world-port';

/** The app-relative link the referee opens: both parts base64 (member number, or ProfileID before one exists). */
const refereeLink = (profile: Pick<ProfileRecord, 'MemberNo' | 'ProfileID'>, code: string) =>
  hrefTo('refereeResponse', { user: encodeBase64(profile.MemberNo || profile.ProfileID), code: encodeBase64(code) });

/** Sent now, or at `sentAt` (the seed sends at its anchor, so the seed world does not depend on the clock). */
export async function sendRefereeRequest(
  db: Db,
  world: WorldPort,
  profile: ProfileRecord,
  referee: RefereeRecord,
  sentAt = world.nowIso(),
): Promise<void> {
  const applicant = fullNameOf(profile);
  await world.send({
    sentAt,
    channel: 'email',
    to: referee.Email,
    subject: `Referee request from ${applicant}`,
    body: `Dear ${referee.Name}, ${applicant} has named you as a referee for a membership application. Open the link below to answer a few questions and accept or reject the request.`,
    links: [refereeLink(profile, referee.code)],
    codes: [],
  });
  await db.referees.update((q) => q.where({ ProfileID: referee.ProfileID, lineNo: referee.lineNo }), {
    data: (r) => void (r.requestSentAt = sentAt),
  });
}
