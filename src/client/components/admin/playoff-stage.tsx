import { useQuery } from '@tanstack/react-query';
import type { Match } from '@/shared/schemas/match';
import { playoffQueries } from '@/client/features/playoffs/queries';
import { playoffRoundName } from '@/client/features/playoffs/messages';
import { t } from '@/client/i18n/i18n';
import styles from './playoff-stage.module.css';

/** A playoff match can take a result once both its teams are known. */
export const teamsKnown = (match: Pick<Match, 'team1Id' | 'team2Id'>): boolean => match.team1Id !== null && match.team2Id !== null;

/**
 * "Playoff · Semi-final" on a playoff match of the Results and Tonight screens; nothing on a group
 * match. The round's name comes from the league's bracket (public, kept on the device, so it shows
 * courtside offline too); without it the mark says "Playoff".
 */
export function PlayoffStageMark({ match, clubId, leagueId }: { match: Pick<Match, 'id' | 'stage'>; clubId: number; leagueId: number }) {
  const isPlayoff = match.stage === 'playoff';
  const playoff = useQuery({ ...playoffQueries.bracket(clubId, leagueId), enabled: isPlayoff });
  if (!isPlayoff) return null;
  const roundName = playoff.data?.brackets
    .flatMap((bracket) => bracket.rounds)
    .find((round) => round.matches.some((candidate) => candidate.id === match.id))?.name;
  return (
    <span className={styles.stage} data-testid="playoff-stage">
      {roundName ? t('playoffs.stage.mark', { round: playoffRoundName(roundName, true) }) : t('playoffs.stage.label')}
    </span>
  );
}
