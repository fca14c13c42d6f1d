import { formatDate } from '../../../../shared/domain/format';
import { SelectField } from '../../../components/ui/select';
import type { AdminScope } from './scope';

export const ALL_GROUPS = 'All Groups';

interface ScopeSelectorsProps {
  scope: AdminScope;
  show: { league?: boolean; group?: boolean; round?: boolean };
}

/** The club / league / group / round selects at the top of a section. */
export function ScopeSelectors({ scope, show }: ScopeSelectorsProps) {
  return (
    <div className="scope-selectors">
      <SelectField
        label="Club"
        value={scope.clubId}
        options={scope.clubs.map((club) => ({ value: club.id, label: club.name }))}
        placeholder={scope.clubs.length === 0 ? 'No clubs yet' : undefined}
        onValueChange={scope.setClub}
      />
      {show.league ? (
        <SelectField
          label="League"
          value={scope.leagueId}
          options={scope.leagues.map((league) => ({ value: league.id, label: league.name }))}
          placeholder={scope.leagues.length === 0 ? 'No leagues yet' : undefined}
          onValueChange={scope.setLeague}
          disabled={scope.clubId === null}
        />
      ) : null}
      {show.group ? (
        <SelectField
          label="Group"
          value={scope.groupId}
          options={scope.groups.map((group) => ({ value: group.id, label: group.name }))}
          placeholder={ALL_GROUPS}
          onValueChange={scope.setGroup}
          disabled={scope.leagueId === null}
        />
      ) : null}
      {show.round ? (
        <SelectField
          label="Round"
          value={scope.roundId}
          options={scope.rounds.map((round) => ({ value: round.id, label: `${round.name} · ${formatDate(round.date)}` }))}
          placeholder={scope.rounds.length === 0 ? 'No rounds yet' : undefined}
          onValueChange={scope.setRound}
          disabled={scope.leagueId === null}
        />
      ) : null}
    </div>
  );
}
