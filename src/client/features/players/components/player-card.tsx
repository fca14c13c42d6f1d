import { Link } from '@tanstack/react-router';
import type { Player } from '@/shared/schemas/player';
import { initials } from '@/shared/domain/format';
import { formatRate } from '@/client/i18n/format';
import { fullName } from '@/shared/domain/team-name';
import blocks from '@/client/components/layout/page-blocks.module.css';
import avatar from './avatar.module.css';
import styles from './player-card.module.css';
import { t } from '@/client/i18n/i18n';

export function PlayerCard({ player }: { player: Player }) {
  return (
    <li>
      <Link to="/player" search={{ id: player.id }} className={`${blocks.card} ${styles.card}`}>
        <span className={avatar.avatar} aria-hidden="true">
          {initials(player.firstName, player.lastName)}
        </span>
        <span className={styles.body}>
          <h2 className={styles.name}>{fullName(player)}</h2>
          <dl className={styles.stats}>
            <div>
              <dt>{t('players.matches')}</dt>
              <dd className="num">{player.matchesPlayed}</dd>
            </div>
            <div>
              <dt>{t('players.wins')}</dt>
              <dd className="num">{player.matchesWon}</dd>
            </div>
            <div>
              <dt>{t('players.winRate')}</dt>
              <dd className="num">{formatRate(player.matchesWon, player.matchesPlayed)}%</dd>
            </div>
          </dl>
        </span>
      </Link>
    </li>
  );
}
