import type { League } from '@/shared/schemas/league';
import type { Match } from '@/shared/schemas/match';
import type { Team } from '@/shared/schemas/team';
import { isLineupOperation, type OutboxEntry } from '@/client/offline';
import { LineupDialog } from './lineup-dialog';
import type { RoundPlace } from './match-mutations';

interface LineupOfProps {
  match: Match;
  /** The league's teams, as the results section reads them: the match's two are among them. */
  teams: readonly Team[];
  place: RoundPlace;
  league: League | undefined;
  /** The newest change of the match still in the outbox: a line-up waiting there is what the form starts from. */
  pending?: OutboxEntry;
  onClose: () => void;
}

/** The line-up dialog of a match once its two teams (and so their players) are known on the device. */
export function LineupOf({ match, teams, place, league, pending, onClose }: LineupOfProps) {
  const team1 = teams.find((team) => team.id === match.team1Id);
  const team2 = teams.find((team) => team.id === match.team2Id);
  if (!team1 || !team2) return null;
  const waiting = pending && isLineupOperation(pending) && pending.state !== 'needs-attention' ? pending : undefined;
  return (
    <LineupDialog
      // Read once when it opens (as the Results dialog): its own save passing through the outbox must not reset it.
      key={`${match.id}-${match.version}`}
      match={match}
      team1={team1}
      team2={team2}
      teams={teams}
      pending={waiting ? { body: waiting.args.body, shown: waiting.args.shown } : undefined}
      place={place}
      league={league}
      onClose={onClose}
    />
  );
}
