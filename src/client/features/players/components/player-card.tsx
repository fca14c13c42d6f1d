import { Link } from '@tanstack/react-router';
import type { Player } from '../../../../shared/schemas/player';
import { formatWinRate, initials } from '../../../../shared/domain/format';
import { fullName } from '../../../../shared/domain/team-name';
import { playerMessages } from '../messages';

export function PlayerCard({ player }: { player: Player }) {
  return (
    <li>
      <Link to="/player" search={{ id: player.id }} className="card player-card">
        <span className="avatar" aria-hidden="true">
          {initials(player.firstName, player.lastName)}
        </span>
        <span className="player-card__body">
          <h2 className="player-card__name">{fullName(player)}</h2>
          <dl className="player-card__stats">
            <div>
              <dt>{playerMessages.matches}</dt>
              <dd className="num">{player.matchesPlayed}</dd>
            </div>
            <div>
              <dt>{playerMessages.wins}</dt>
              <dd className="num">{player.matchesWon}</dd>
            </div>
            <div>
              <dt>{playerMessages.winRate}</dt>
              <dd className="num">{formatWinRate(player.matchesWon, player.matchesPlayed)}%</dd>
            </div>
          </dl>
        </span>
      </Link>
    </li>
  );
}
