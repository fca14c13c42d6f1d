import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyEntry } from '@/shared/schemas/entries';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { formatInstant } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { acceptEntry, withdrawEntry } from '../api';
import { entryApi, entryQueries } from '../queries';
import { statusText } from '../entry-texts';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './entries.module.css';

/** The QR encoder loads when a player opens a check-in code, not with every page that shows entries. */
const QrCode = lazy(() => import('@/client/components/ui/qr-code').then((module) => ({ default: module.QrCode })));

/**
 * /me's entries (docs/entries.md): each list the player is on, their status and place on a
 * waiting list, a partner's entry to accept, when they moved up, and the QR code they show at
 * check-in. Nothing when they are on no list.
 */
export function MyEntries() {
  const queryClient = useQueryClient();
  const entries = useQuery({ ...entryQueries.mine(), retry: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [showCode, setShowCode] = useState<number | null>(null);
  const shown = (entries.data?.entries ?? []).filter((entry) => entry.status !== 'withdrawn');
  if (shown.length === 0) return null;

  const act = async (write: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await write();
    } catch (error) {
      setProblem(error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error));
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entryApi.key.mine() }),
        queryClient.invalidateQueries({ queryKey: entryApi.key.all }),
      ]);
    }
  };

  const pageOf = (entry: MyEntry) =>
    entry.list.leagueId !== null ? (
      <Link to="/league" search={{ clubId: entry.list.clubId, leagueId: entry.list.leagueId }}>
        {entry.list.name}
      </Link>
    ) : (
      <Link to="/club-night" search={{ club: entry.list.clubId, id: entry.list.clubNightId! }}>
        {entry.list.name}
      </Link>
    );

  return (
    <section className={blocks.section} aria-labelledby="me-entries" data-testid="my-entries">
      <h2 id="me-entries" className={blocks.sectionTitle}>
        {t('entries.mine')}
      </h2>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <ul className={`${styles.list} ${blocks.twoUp}`}>
        {shown.map((entry) => (
          <li key={entry.id} className={`${blocks.card} ${styles.entry}`} data-testid={`my-entry-${entry.id}`}>
            <div className={styles.entryHead}>
              <span className={styles.entryName}>{pageOf(entry)}</span>
              <Badge tone={entry.status === 'confirmed' ? 'positive' : 'neutral'}>
                {statusText(entry.status, entry.position)}
              </Badge>
            </div>
            <p>{entry.players.map((player) => player.name).join(' / ')}</p>
            {entry.promotedAt && entry.status === 'confirmed' ? (
              <p className={styles.ok} role="status">
                {t('entries.movedUp', { at: formatInstant(Date.parse(entry.promotedAt)) })}
              </p>
            ) : null}
            {entry.checkedIn ? <p className={styles.ok}>{t('entries.checkedIn')}</p> : null}
            <div className={styles.actions}>
              {entry.toAccept ? (
                <Button size="sm" onClick={() => void act(() => acceptEntry(entry.id))}>
                  {t('entries.accept')}
                </Button>
              ) : null}
              {entry.status === 'confirmed' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setShowCode(showCode === entry.id ? null : entry.id)}
                >
                  {showCode === entry.id ? t('entries.hideCode') : t('entries.showCode')}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => void act(() => withdrawEntry(entry.id))}>
                {t('entries.withdraw')}
              </Button>
            </div>
            {showCode === entry.id ? (
              <div>
                <Suspense fallback={null}>
                  <QrCode
                    url={entry.checkInCode}
                    label={t('entries.codeLabel', { name: entry.list.name })}
                    className={styles.qr}
                    testId="check-in-qr"
                  />
                </Suspense>
                <p className="num">{entry.checkInCode}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
