import { submitWrite, type SubmittedWrite } from './submit-write';

/**
 * A check-in on the day (docs/entries.md, "Check-in"): the organiser marks an entry checked in,
 * through the outbox like every courtside write, so a club with no signal at the door still
 * records who came. The mark is the same whenever it is sent (a resend changes nothing), so it
 * carries no version.
 */
export interface CheckInWrite {
  owner: { kind: 'league' | 'night'; clubId: number; id: number };
  entryId: number;
  checkedIn: boolean;
  label: string;
}

export async function submitCheckIn(write: CheckInWrite): Promise<SubmittedWrite> {
  const { owner, entryId, checkedIn, label } = write;
  // An entry's check-in lives in no league round: its place names only the club.
  const place = { clubId: owner.clubId, leagueId: 0, roundId: 0, matchId: null, groupId: null };
  const body = { checkedIn };
  return submitWrite(
    owner.kind === 'league'
      ? {
          operation: 'entry/league-check-in',
          args: { clubId: owner.clubId, leagueId: owner.id, entryId, body },
          place,
          baseVersion: null,
          label,
        }
      : {
          operation: 'entry/night-check-in',
          args: { clubId: owner.clubId, clubNightId: owner.id, entryId, body },
          place,
          baseVersion: null,
          label,
        },
  );
}
