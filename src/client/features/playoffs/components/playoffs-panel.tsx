import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/client/components/ui/status-message';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import { playoffQueries } from '../queries';
import { groupPositions } from '../group-positions';
import { PlayoffBracketView } from './playoff-bracket';
import { t } from '@/client/i18n/i18n';

/**
 * The league page's Playoffs tab (a chunk of its own: league-page.tsx loads it lazily). The tab
 * only shows when the league has playoffs; its data is the route loader's, kept on the device.
 */
export function PlayoffsPanel({ clubId, leagueId }: { clubId: number; leagueId: number }) {
  const playoff = useQuery(playoffQueries.bracket(clubId, leagueId));
  const unavailable = useUnavailableOffline(playoff);
  // As on the other tabs (docs/rules.md, "Public site"), a load error also goes to the console.
  useEffect(() => {
    if (playoff.error) console.error('Failed to load the playoffs:', playoff.error);
  }, [playoff.error]);
  if (unavailable) return <NotAvailableOffline />;
  if (playoff.isPending) return <StatusMessage tone="loading" title={t('playoffs.loading')} />;
  if (playoff.isError) return <StatusMessage tone="error" title={t('playoffs.error')} />;
  if (playoff.data === null || playoff.data.brackets.length === 0) return <StatusMessage tone="empty" title={t('playoffs.none')} />;
  return <PlayoffBracketView playoff={playoff.data} groupPositions={groupPositions(playoff.data.entrants)} />;
}
