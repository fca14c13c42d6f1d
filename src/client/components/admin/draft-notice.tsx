import type { League } from '@/shared/schemas/league';
import type { Round } from '@/shared/schemas/round';
import { Button } from '@/client/components/ui/button';
import { useToast } from '@/client/components/ui/toast';
import { apiRequest } from '@/client/lib/api-client';
import { t } from '@/client/i18n/i18n';
import { leagueApi } from '@/client/features/leagues/queries';
import { roundApi } from '@/client/features/rounds/queries';
import { serverReason } from './load';
import { useAdminMutation } from './use-admin-mutation';
import styles from './draft-notice.module.css';

/**
 * Publishing a draft: the round's own PUT with every field as it is and the status `active`, so
 * nothing else about the round changes (docs/rules.md, "Rounds": new rounds start inactive).
 */
export function usePublishRound() {
  return useAdminMutation({
    mutationFn: ({ clubId, round }: { clubId: number; round: Round }) =>
      apiRequest<Round>(roundApi.admin.path.round(clubId, round.leagueId, round.id), {
        method: 'PUT',
        body: {
          name: round.name,
          date: round.date,
          start_hour: round.start_hour,
          end_hour: round.end_hour,
          court_number: round.court_number,
          status: 'active',
        },
      }),
    invalidates: ({ clubId, round }) => [
      roundApi.admin.key.ofLeague(clubId, round.leagueId),
      leagueApi.key.league(clubId, round.leagueId),
    ],
  });
}

/** The league's PUT with its fields as they are and the status `active`. */
export function usePublishLeague() {
  return useAdminMutation({
    mutationFn: ({ league }: { league: League }) =>
      apiRequest<League>(leagueApi.admin.path.league(league.clubId, league.id), {
        method: 'PUT',
        body: {
          name: league.name,
          description: league.description,
          rules: league.rules,
          status: 'active',
          pointsForWin: league.pointsForWin,
          pointsForLoss: league.pointsForLoss,
          tiebreakers: league.tiebreakers,
          matchTiebreakGames: league.matchTiebreakGames,
          matchFormat: league.matchFormat,
        },
      }),
    invalidates: ({ league }) => [
      leagueApi.admin.key.ofClub(league.clubId),
      leagueApi.key.activeForClub(league.clubId),
      leagueApi.key.league(league.clubId, league.id),
    ],
  });
}

interface DraftNoticeProps {
  clubId: number | null;
  /** The chosen league and round; a notice shows for each one that is a draft (inactive). */
  league: League | null;
  round: Round | null;
}

/**
 * "This round is hidden from players", with Publish in one tap: an inactive league or round is a
 * draft only staff see (docs/roles.md, "Drafts"), so a schedule confirmed in it shows nowhere public.
 */
export function DraftNotice({ clubId, league, round }: DraftNoticeProps) {
  const toast = useToast();
  const publishRound = usePublishRound();
  const publishLeague = usePublishLeague();
  const leagueHidden = league !== null && league.status === 'inactive';
  const roundHidden = round !== null && round.status === 'inactive';
  if (clubId === null || (!leagueHidden && !roundHidden)) return null;

  const publishTheRound = async (shown: Round) => {
    try {
      await publishRound.mutateAsync({ clubId, round: shown });
      toast.success(t('admin.draft.roundPublished', { name: shown.name }));
    } catch (error) {
      toast.error(t('admin.draft.publishFailed'), serverReason(error));
    }
  };
  const publishTheLeague = async (shown: League) => {
    try {
      await publishLeague.mutateAsync({ league: shown });
      toast.success(t('admin.draft.leaguePublished', { name: shown.name }));
    } catch (error) {
      toast.error(t('admin.draft.publishFailed'), serverReason(error));
    }
  };

  return (
    <div className={styles.notices}>
      {leagueHidden ? (
        <div className={styles.notice} role="note" aria-label={t('admin.draft.leagueHidden')}>
          <p className={styles.text}>
            <strong>{t('admin.draft.leagueHidden')}</strong> {t('admin.draft.leagueHiddenHint', { name: league.name })}
          </p>
          <Button
            variant="primary"
            size="sm"
            disabled={publishLeague.isPending}
            aria-busy={publishLeague.isPending || undefined}
            aria-label={t('admin.draft.publishLeagueNamed', { name: league.name })}
            onClick={() => void publishTheLeague(league)}
          >
            {t('admin.draft.publish')}
          </Button>
        </div>
      ) : null}
      {roundHidden ? (
        <div className={styles.notice} role="note" aria-label={t('admin.draft.roundHidden')}>
          <p className={styles.text}>
            <strong>{t('admin.draft.roundHidden')}</strong> {t('admin.draft.roundHiddenHint', { name: round.name })}
          </p>
          <Button
            variant="primary"
            size="sm"
            disabled={publishRound.isPending}
            aria-busy={publishRound.isPending || undefined}
            aria-label={t('admin.draft.publishRoundNamed', { name: round.name })}
            onClick={() => void publishTheRound(round)}
          >
            {t('admin.draft.publish')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
