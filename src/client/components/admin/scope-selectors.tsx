import { formatDay } from '@/client/i18n/format';
import { SelectField } from '@/client/components/ui/select';
import type { AdminScope } from './scope';
import styles from './scope-selectors.module.css';
import { t } from '@/client/i18n/i18n';

interface ScopeSelectorsProps {
  scope: AdminScope;
  show: { league?: boolean; group?: boolean; round?: boolean };
}

/** The club / league / group / round selects at the top of a section. */
export function ScopeSelectors({ scope, show }: ScopeSelectorsProps) {
  return (
    <div className={styles.selectors}>
      <SelectField
        label={t('admin.scope.club')}
        value={scope.loadingLists.clubs ? null : scope.clubId}
        options={scope.clubs.map((club) => ({ value: club.id, label: club.name }))}
        placeholder={scope.loadingLists.clubs ? t('admin.loading') : scope.clubs.length === 0 ? t('admin.scope.noClubs') : undefined}
        onValueChange={scope.setClub}
        disabled={scope.loadingLists.clubs}
      />
      {show.league ? (
        <SelectField
          label={t('admin.scope.league')}
          value={scope.loadingLists.leagues ? null : scope.leagueId}
          options={scope.leagues.map((league) => ({ value: league.id, label: league.name }))}
          placeholder={
            scope.loadingLists.leagues ? t('admin.loading') : scope.leagues.length === 0 ? t('admin.scope.noLeagues') : undefined
          }
          onValueChange={scope.setLeague}
          disabled={scope.clubId === null || scope.loadingLists.leagues}
        />
      ) : null}
      {show.group ? (
        <SelectField
          label={t('admin.scope.group')}
          value={scope.loadingLists.groups ? null : scope.groupId}
          options={scope.groups.map((group) => ({ value: group.id, label: group.name }))}
          placeholder={scope.loadingLists.groups ? t('admin.loading') : t('admin.scope.allGroups')}
          onValueChange={scope.setGroup}
          disabled={scope.leagueId === null || scope.loadingLists.groups}
        />
      ) : null}
      {show.round ? (
        <SelectField
          label={t('admin.scope.round')}
          value={scope.loadingLists.rounds ? null : scope.roundId}
          options={scope.rounds.map((round) => ({
            value: round.id,
            label: `${round.name} · ${formatDay(round.date)}`,
          }))}
          placeholder={
            scope.loadingLists.rounds ? t('admin.loading') : scope.rounds.length === 0 ? t('admin.scope.noRounds') : undefined
          }
          onValueChange={scope.setRound}
          disabled={scope.leagueId === null || scope.loadingLists.rounds}
        />
      ) : null}
    </div>
  );
}
