import { Link } from '@tanstack/react-router';
import type { League } from '../../../../shared/schemas/league';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { MultilineText } from '../../../components/ui/multiline-text';
import { leagueFallbackName, leagueMessages } from '../messages';

export function LeagueCard({ league }: { league: League }) {
  const name = league.name.trim() || leagueFallbackName(league.id);
  return (
    <li className="card league-card">
      <div className="league-card__head">
        <h3 className="league-card__name">{name}</h3>
        <Badge tone={league.status === 'active' ? 'positive' : 'muted'}>{league.status.toUpperCase()}</Badge>
      </div>
      {league.description ? <p className="league-card__description">{league.description}</p> : null}
      {league.rules ? (
        <div className="league-card__rules">
          <h4 className="league-card__rules-title">{leagueMessages.leagueRules}</h4>
          <MultilineText text={league.rules} />
        </div>
      ) : null}
      <Link
        to="/league"
        search={{ clubId: league.clubId, leagueId: league.id }}
        className={buttonClassName('primary', 'league-card__action')}
        aria-label={`${leagueMessages.viewLeague}: ${name}`}
      >
        {leagueMessages.viewLeague}
      </Link>
    </li>
  );
}
