import { useMemo } from 'react';
import { localIsoDate } from '@/shared/domain/format';
import { now } from '@/client/lib/clock';
import { formatDay } from '@/client/i18n/format';
import { entryShownByMatch, useOutbox, type OutboxEntry } from '@/client/offline';
import { NotAvailableOffline, useIsOffline } from '@/client/pwa';
import { useMatchWritesInFlight } from '../results/match-mutations';
import { shownResult } from '../results/shown-result';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import { tonightEmptyHint, listLabel } from './messages';
import { TonightMatchCard } from './tonight-match-card';
import { useTonightDrafts, type TonightDrafts } from './tonight-drafts';
import { tonightOrder } from './tonight-order';
import styles from './tonight-section.module.css';
import section from '@/client/components/admin/section.module.css';
import { useTonightMatches, type TonightMatch } from './use-tonight-matches';
import { t } from '@/client/i18n/i18n';

/**
 * Tonight: the organiser's courtside screen. Every match of today's rounds across the leagues, by
 * hour and court, the ones still waiting for a result first, each entered in place through the
 * same rules and the same outbox as the Results screen.
 */
export function TonightSection() {
  const today = localIsoDate(new Date(now()));
  const { loading, matches } = useTonightMatches(today);
  const offline = useIsOffline();
  const { entries } = useOutbox();
  const pending = useMemo(() => entryShownByMatch(entries), [entries]);
  const { matchIds: handingOver } = useMatchWritesInFlight();
  const drafts = useTonightDrafts();
  const { waiting, done } = tonightOrder(matches, (row) => shownResult(row.match, pending.get(row.match.id)).match);

  let body;
  if (loading && offline) body = <NotAvailableOffline />;
  else if (loading) body = <EmptyState>{t('admin.tonight.loading')}</EmptyState>;
  else if (matches.length === 0) body = <EmptyState hint={tonightEmptyHint(today)}>{t('admin.tonight.empty')}</EmptyState>;
  else
    body = (
      <>
        <TonightList heading={t('admin.tonight.waiting')} rows={waiting} pending={pending} handingOver={handingOver} drafts={drafts} />
        <TonightList heading={t('admin.tonight.done')} rows={done} pending={pending} handingOver={handingOver} drafts={drafts} />
      </>
    );

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader title={t('admin.tonight.title')}>
        <p className={styles.date}>{formatDay(today)}</p>
      </SectionHeader>
      {body}
    </section>
  );
}

interface TonightListProps {
  heading: string;
  rows: TonightMatch[];
  pending: Map<number, OutboxEntry>;
  handingOver: ReadonlySet<number>;
  drafts: TonightDrafts;
}

function TonightList({ heading, rows, pending, handingOver, drafts }: TonightListProps) {
  if (rows.length === 0) return null;
  const label = listLabel(heading, rows.length);
  return (
    <>
      <h3 className={styles.heading}>{label}</h3>
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => {
          const id = row.match.id;
          // One card per match whatever its version or outbox entry; what was typed is the section's.
          return (
            <TonightMatchCard
              key={id}
              row={row}
              pending={pending.get(id)}
              handingOver={handingOver.has(id)}
              draft={drafts.draftOf(id)}
              onDraft={(change) => drafts.change(id, change)}
            />
          );
        })}
      </ul>
    </>
  );
}
