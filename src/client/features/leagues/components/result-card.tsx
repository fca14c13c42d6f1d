import type { Match } from '../../../../shared/schemas/match';
import { formatCourt, formatHour } from '../../../../shared/domain/format';
import { leagueMessages } from '../messages';
import { setBoxes, teamLabel, type SetBox } from '../match-results';
import { TeamName } from './team-name';

/**
 * A played match as a small scoreboard: one row per team, one box per set, each set's winning
 * score marked (ball yellow on ink, never yellow text on white); '-' boxes while results are missing.
 */
export function ResultCard({ match }: { match: Match }) {
  const [row1, row2] = setBoxes(match.team1Results, match.team2Results);
  const winner = match.winnerTeamId;
  const outcome =
    match.outcome === 'walkover'
      ? leagueMessages.walkover
      : match.outcome === 'retired'
        ? leagueMessages.retired
        : null;
  const caption = `${leagueMessages.court} ${formatCourt(match.courtNumber)}, ${formatHour(match.startTime)}`;
  return (
    <li className="card result-card">
      <table className="scoreboard">
        <caption className="scoreboard__caption num">
          <span>{caption}</span>
          {outcome ? <span className="scoreboard__outcome">{outcome}</span> : null}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Team</th>
            {row1.map((_, index) => (
              <th scope="col" key={index}>
                Set {index + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <ResultRow
            name={teamLabel(match.team1Name, match.team1Id)}
            shortName={match.team1ShortName}
            boxes={row1}
            isWinner={winner === match.team1Id}
          />
          <ResultRow
            name={teamLabel(match.team2Name, match.team2Id)}
            shortName={match.team2ShortName}
            boxes={row2}
            isWinner={winner === match.team2Id}
          />
        </tbody>
      </table>
    </li>
  );
}

function ResultRow({
  name,
  shortName,
  boxes,
  isWinner,
}: {
  name: string;
  shortName: string;
  boxes: SetBox[];
  isWinner: boolean;
}) {
  return (
    <tr className={isWinner ? 'scoreboard__row scoreboard__row--winner' : 'scoreboard__row'}>
      <th scope="row" className="scoreboard__team">
        <TeamName name={name} shortName={shortName} />
        {isWinner ? <span className="sr-only"> (winner)</span> : null}
      </th>
      {boxes.map((box, index) => (
        <td key={index} className={box.won ? 'set set--won' : 'set'}>
          <span className="set__score num">{box.score}</span>
          {box.won ? <span className="sr-only"> won</span> : null}
        </td>
      ))}
    </tr>
  );
}
