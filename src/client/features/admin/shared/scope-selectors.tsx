import { formatDate } from '@/shared/domain/format';
import { SelectField } from '@/client/components/ui/select';
import type { AdminScope } from './scope';
import styles from './scope-selectors.module.css';

export const ALL_GROUPS = 'All Groups';
/** What a selector says while its list (or one it depends on) is on its way: never "No … yet". */
export const LOADING_CHOICES = 'Loading…';

interface ScopeSelectorsProps {
  scope: AdminScope;
  show: { league?: boolean; group?: boolean; round?: boolean };
}

/** The club / league / group / round selects at the top of a section. */
export function ScopeSelectors({ scope, show }: ScopeSelectorsProps) {
  return (
    <div className={styles.selectors}>
      <SelectField
        label="Club"
        value={scope.loadingLists.clubs ? null : scope.clubId}
        options={scope.clubs.map((club) => ({ value: club.id, label: club.name }))}
        placeholder={scope.loadingLists.clubs ? LOADING_CHOICES : scope.clubs.length === 0 ? 'No clubs yet' : undefined}
        onValueChange={scope.setClub}
        disabled={scope.loadingLists.clubs}
      />
      {show.league ? (
        <SelectField
          label="League"
          value={scope.loadingLists.leagues ? null : scope.leagueId}
          options={scope.leagues.map((league) => ({ value: league.id, label: league.name }))}
          placeholder={
            scope.loadingLists.leagues ? LOADING_CHOICES : scope.leagues.length === 0 ? 'No leagues yet' : undefined
          }
          onValueChange={scope.setLeague}
          disabled={scope.clubId === null || scope.loadingLists.leagues}
        />
      ) : null}
      {show.group ? (
        <SelectField
          label="Group"
          value={scope.loadingLists.groups ? null : scope.groupId}
          options={scope.groups.map((group) => ({ value: group.id, label: group.name }))}
          placeholder={scope.loadingLists.groups ? LOADING_CHOICES : ALL_GROUPS}
          onValueChange={scope.setGroup}
          disabled={scope.leagueId === null || scope.loadingLists.groups}
        />
      ) : null}
      {show.round ? (
        <SelectField
          label="Round"
          value={scope.loadingLists.rounds ? null : scope.roundId}
          options={scope.rounds.map((round) => ({
            value: round.id,
            label: `${round.name} · ${formatDate(round.date)}`,
          }))}
          placeholder={
            scope.loadingLists.rounds ? LOADING_CHOICES : scope.rounds.length === 0 ? 'No rounds yet' : undefined
          }
          onValueChange={scope.setRound}
          disabled={scope.leagueId === null || scope.loadingLists.rounds}
        />
      ) : null}
    </div>
  );
}
