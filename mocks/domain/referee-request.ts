// The referee request e-mail and its link, below the resolvers and the seeders: the applicant's add, update and
// resend send it, and the seed sends it for pending@'s unanswered referee so a tester can open it from the outbox.
import { encodeBase64 } from '#contract';
import { fullNameOf } from '#contract/profile-bio.ts';
import { refereeLinkHref } from '#contract/profile-referee.ts';
import type { Db } from '../db';
import type { ProfileRecord, RefereeRecord } from '../db/profile';
import type { SimulationPort } from './simulation-port';

/** How many hex digits a link's code has (96 bits): live codes and seeded ones alike. */
export const REFEREE_CODE_LENGTH = 24;

/**
 * A link's code from a random hex token: the simulation's `randomToken` for a live request, the seed's stream for a seeded
 * one (so a seeded world stays byte-stable), the same length and alphabet either way (issue 35 item 6).
 */
export const refereeCodeOf = (hexToken: string): string => {
  if (!/^[0-9a-f]+$/.test(hexToken) || hexToken.length < REFEREE_CODE_LENGTH) throw new Error('A referee code needs 24 random hex digits.');
  return hexToken.slice(0, REFEREE_CODE_LENGTH);
};

/**
 * The app-relative link the referee opens: both parts base64 (member number, or ProfileID before one exists), the
 * code in the fragment, which no browser sends to a server (docs/decisions/028).
 */
const refereeLink = (profile: Pick<ProfileRecord, 'MemberNo' | 'ProfileID'>, code: string) =>
  refereeLinkHref(encodeBase64(profile.MemberNo || profile.ProfileID), encodeBase64(code));

/** Sent now, or at `sentAt` (the seed sends at its anchor, so the seed world does not depend on the clock). */
export async function sendRefereeRequest(
  db: Db,
  simulation: SimulationPort,
  profile: ProfileRecord,
  referee: RefereeRecord,
  sentAt = simulation.nowIso(),
): Promise<void> {
  const applicant = fullNameOf(profile);
  await simulation.send({
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
