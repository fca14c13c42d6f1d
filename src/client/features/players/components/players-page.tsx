import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '@/client/components/layout/public-page';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { PageTitle } from '@/client/components/ui/page-title';
import { StatusMessage } from '@/client/components/ui/status-message';
import { Button } from '@/client/components/ui/button';
import { Pagination } from '@/client/components/ui/pagination';
import { PLAYERS_PAGE_SIZE, PLAYER_SEARCH_DELAY_MS, playerQueries } from '../queries';
import { noPlayersMatch, playersFound } from '../messages';
import { useDebouncedSearch } from '../use-debounced-search';
import { PlayerSearch } from './player-search';
import { PlayerCard } from './player-card';
import { NotAvailableOffline, useUnavailableOffline } from '@/client/pwa';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './players-page.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/players');

export function PlayersPage() {
  const { search = '', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  useDocumentTitle(t('players.title'));

  // A new search starts at page 1 and replaces the history entry, so Back leaves the page.
  const commitSearch = useCallback(
    (text: string) => void navigate({ search: { search: text || undefined }, replace: true, resetScroll: false }),
    [navigate],
  );
  const box = useDebouncedSearch(search, commitSearch, PLAYER_SEARCH_DELAY_MS);
  const players = useQuery(playerQueries.list({ page, search: search || undefined }));
  const unavailable = useUnavailableOffline(players);

  return (
    <PublicPage>
      <PageTitle>{t('players.title')}</PageTitle>
      <PlayerSearch value={box.text} onChange={box.setText} onClear={box.clear} />
      {unavailable ? (
        <NotAvailableOffline />
      ) : players.isPending || (players.isError && players.isFetching) ? (
        <StatusMessage tone="loading" title={t('players.loadingPlayers')} />
      ) : players.isError ? (
        <StatusMessage
          tone="error"
          title={t('players.playersError')}
          action={
            <Button variant="primary" onClick={() => void players.refetch()}>
              {t('players.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={`${styles.resultCount} num`} role="status">
            {playersFound(players.data.total)}
          </p>
          {players.data.players.length === 0 ? (
            <StatusMessage tone="empty" title={t('players.noPlayersTitle')} headingLevel={2}>
              {search ? noPlayersMatch(search) : t('players.noPlayersBody')}
            </StatusMessage>
          ) : (
            <ul className={`${blocks.cardList} ${blocks.twoUp} ${styles.grid}`} aria-busy={players.isPlaceholderData || undefined}>
              {players.data.players.map((player) => (
                <PlayerCard key={player.id} player={player} />
              ))}
            </ul>
          )}
          <Pagination
            label={t('players.pagesLabel')}
            page={page}
            pages={Math.ceil(players.data.total / PLAYERS_PAGE_SIZE)}
            previousLabel={t('players.previousPage')}
            nextLabel={t('players.nextPage')}
            onChange={(next) =>
              void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
            }
          />
        </>
      )}
    </PublicPage>
  );
}
