import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rotation, TvScreen } from '@/client/features/tv/tv-screen';
import { FLASH_MS } from '@/client/features/tv/use-result-flash';
import { TV_REFETCH_MS } from '@/client/features/tv/use-tv-data';
import type { TvPanel } from '@/client/features/tv/tv-panels';
import { t } from '@/client/i18n/i18n';
import type { Match } from '@/shared/schemas/match';
import { json, mockApi } from '../public/support';
import { match, tvMatch } from './tv-data';

/*
 * The screen's clock is faked: the panels turn and the reads come again only as the test moves the
 * time on (docs/tv.md).
 */
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  // 20:30 on the device's clock of the round's day.
  vi.setSystemTime(new Date(2031, 5, 3, 20, 30));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const title = () => document.getElementById('tv-panel-title')?.textContent;

describe('the rotation', () => {
  const panels: TvPanel[] = [
    { kind: 'onCourt', key: 'onCourt-0', courts: [{ courtNumber: 1, match: tvMatch(match(1, { startTime: 20 })) }] },
    { kind: 'nextUp', key: 'nextUp-0', matches: [tvMatch(match(2, { startTime: 21 }))] },
    { kind: 'results', key: 'results', matches: [tvMatch(match(3, { result: [[6, 6], [2, 3]] }))] },
  ];

  it('shows each panel for its time, with a progress bar, then goes round again', () => {
    render(<Rotation panels={panels} panelMs={12_000} />);
    expect(title()).toBe(t('tv.onCourt'));
    const bar = screen.getByTestId('tv-progress');
    expect(bar.style.animationDuration).toBe('12000ms');
    act(() => vi.advanceTimersByTime(11_900));
    expect(title()).toBe(t('tv.onCourt'));
    act(() => vi.advanceTimersByTime(100));
    expect(title()).toBe(t('tv.nextUp'));
    // The bar starts again with each panel.
    expect(screen.getByTestId('tv-progress')).not.toBe(bar);
    act(() => vi.advanceTimersByTime(12_000));
    expect(title()).toBe(t('tv.results'));
    act(() => vi.advanceTimersByTime(12_000));
    expect(title()).toBe(t('tv.onCourt'));
  });

  it('stays on a single panel, without a bar', () => {
    render(<Rotation panels={panels.slice(0, 1)} panelMs={12_000} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(title()).toBe(t('tv.onCourt'));
    expect(screen.queryByTestId('tv-progress')).toBeNull();
  });
});

describe('a result entered', () => {
  const DAY = '2031-06-03';
  let roundMatches: Match[];

  function serveClub() {
    roundMatches = [match(1, { startTime: 20, courtNumber: 1 }), match(2, { startTime: 19, courtNumber: 2, result: [[6, 6], [1, 1]] })];
    const base = '/api/v1/clubs/1';
    return mockApi({
      [base]: () => json({ id: 1, name: 'Club Uno' }),
      [`${base}/leagues`]: () => json({ leagues: [{ id: 2, clubId: 1, name: 'Liga', status: 'active' }], total: 1, page: 1, pageSize: 20 }),
      [`${base}/leagues/2/groups`]: () => json({ groups: [{ id: 3, leagueId: 2, name: 'A' }], total: 1, page: 1, pageSize: 20 }),
      [`${base}/leagues/2/rounds`]: () =>
        json({ rounds: [{ id: 7, leagueId: 2, name: '#1', date: DAY, start_hour: 19, end_hour: 22, court_number: 2, status: 'active' }], total: 1, page: 1, pageSize: 100 }),
      [`${base}/leagues/2/rounds/7/matches`]: () => json({ matches: roundMatches }),
      [`${base}/leagues/2/groups/3/standings`]: () => json({ standings: [], rules: { pointsForWin: 3, pointsForLoss: 1, tiebreakers: [] } }),
    });
  }

  function renderScreen() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    return render(
      <QueryClientProvider client={queryClient}>
        <TvScreen clubId={1} />
      </QueryClientProvider>,
    );
  }

  it('flashes in at the next read, for a few seconds; the first data flashes nothing', async () => {
    const api = serveClub();
    renderScreen();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(title()).toBe(t('tv.onCourt'));
    expect(screen.getByText('Home 1')).toBeInTheDocument();
    expect(screen.queryByTestId('tv-flash')).toBeNull();

    // A read with nothing new flashes nothing either.
    await act(() => vi.advanceTimersByTimeAsync(TV_REFETCH_MS));
    expect(api.callsTo('/api/v1/clubs/1/leagues/2/rounds/7/matches').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('tv-flash')).toBeNull();

    roundMatches = [{ ...roundMatches[0]!, team1Results: [6, 7], team2Results: [4, 5], winnerTeamId: 11, version: 2 }, roundMatches[1]!];
    await act(() => vi.advanceTimersByTimeAsync(TV_REFETCH_MS));
    const flash = screen.getByTestId('tv-flash');
    expect(flash).toHaveTextContent(t('tv.newResult'));
    expect(flash.querySelector('[data-winner]')).toHaveTextContent('Home 1');

    await act(() => vi.advanceTimersByTimeAsync(FLASH_MS - 100));
    expect(screen.getByTestId('tv-flash')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('tv-flash')).toBeNull();
  });
});
