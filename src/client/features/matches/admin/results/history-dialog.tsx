import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '@/shared/schemas/match';
import type { MatchHistory, ScoreSnapshot } from '@/shared/schemas/reports';
import { formatSetScores } from '@/shared/domain/set-scores';
import { Dialog } from '@/client/components/ui/dialog';
import { apiRequest } from '@/client/lib/api-client';
import { formatInstant } from '@/client/i18n/format';
import { t, type MessageKey } from '@/client/i18n/i18n';
import { EmptyState } from '@/client/components/admin/section-layout';
import { matchApi } from '../../queries';
import { roleLabels } from './messages';
import type { RoundPlace } from './match-mutations';
import entryList from '@/client/components/admin/entry-list.module.css';
import styles from './history-dialog.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';

const VIA_TEXT = {
  entry: 'admin.history.via.entry',
  'report-confirmed': 'admin.history.via.report-confirmed',
  'auto-confirmed': 'admin.history.via.auto-confirmed',
} satisfies Record<string, MessageKey>;

/** GET …/rounds/{r}/matches/{m}/history: every change of the score, oldest first. Never kept on the device. */
export const matchHistoryQuery = (place: RoundPlace, matchId: number) =>
  queryOptions({
    queryKey: matchApi.admin.key.history(place.clubId, place.leagueId, place.roundId, matchId),
    queryFn: ({ signal }) =>
      apiRequest<MatchHistory>(matchApi.admin.path.history(place.clubId, place.leagueId, place.roundId, matchId), { signal, auth: true }),
    staleTime: 0,
  });

/** A score before or after a change, in the one written form of set scores. */
function snapshotText(snapshot: ScoreSnapshot): string {
  if (snapshot.outcome === 'walkover') return t('admin.results.outcomeLabels.walkover');
  const sets = formatSetScores(snapshot.team1Results, snapshot.team2Results);
  if (sets === '') return t('admin.history.noResult');
  return snapshot.outcome === 'retired' ? `${sets} (${t('admin.results.outcomeLabels.retired')})` : sets;
}

/** "History": who changed the match's score, when, from what to what, and how (the audit of issue 16). */
export function HistoryDialog({ match, place, onClose }: { match: Match; place: RoundPlace; onClose: () => void }) {
  const title = `${match.team1Name} vs ${match.team2Name}`;
  const history = useQuery(matchHistoryQuery(place, match.id));
  let body;
  if (history.isPending) body = <EmptyState>{t('admin.history.loading')}</EmptyState>;
  else if (history.isError)
    body = (
      <p className={refusalClassName(styles.error)} role="alert">
        {t('admin.history.failed')}
      </p>
    );
  else if (history.data.changes.length === 0) body = <EmptyState>{t('admin.history.empty')}</EmptyState>;
  else
    body = (
      <ol className={entryList.list}>
        {history.data.changes.map((change, index) => (
          <li key={`${change.at}-${index}`} className={entryList.entry}>
            <p className={styles.when}>
              <time dateTime={change.at}>{formatInstant(Date.parse(change.at))}</time>
              <span className={styles.via}>{t(VIA_TEXT[change.via])}</span>
            </p>
            <p className={entryList.who}>{t('admin.history.by', { username: change.by.username, role: t(roleLabels[change.by.role]) })}</p>
            <dl className={styles.scores}>
              <div>
                <dt>{t('admin.history.from')}</dt>
                <dd>{snapshotText(change.from)}</dd>
              </div>
              <div>
                <dt>{t('admin.history.to')}</dt>
                <dd>{snapshotText(change.to)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    );
  return (
    <Dialog open title={t('admin.history.title', { match: title })} onClose={onClose}>
      {body}
    </Dialog>
  );
}
