import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayoffBracketView, openingRound } from '@/client/features/playoffs/components/playoff-bracket';
import { groupPositions, shortGroupName } from '@/client/features/playoffs/group-positions';
import { NARROW_QUERY } from '@/client/features/playoffs/use-narrow-screen';
import { playoffFixture } from './playoff-fixtures';

const positions = groupPositions(playoffFixture({ qualifiersPerGroup: 4 }).entrants);

/** A phone (narrow) or a desktop screen, as the bracket's media query sees it. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

const cards = (container: HTMLElement) => within(container).getAllByTestId('playoff-match');

describe('group positions', () => {
  it('labels each team with its group letter and place', () => {
    expect(shortGroupName('Group B')).toBe('B');
    expect(shortGroupName('North')).toBe('North');
    expect(positions.get(11)).toBe('A1');
    expect(positions.get(23)).toBe('B3');
  });
});

describe('the bracket on a desktop', () => {
  it('stands the rounds side by side with seeds, group positions, byes and teams to be decided', () => {
    screenWidth(false);
    // Six qualifiers in a bracket of eight: the top two seeds get byes.
    render(<PlayoffBracketView playoff={playoffFixture({ qualifiersPerGroup: 3 })} groupPositions={positions} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Main draw: rounds' });
    expect(within(main).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const quarterFinals = within(main).getByRole('list', { name: 'Quarter-finals' });
    const firstRound = cards(quarterFinals);
    expect(firstRound).toHaveLength(4);
    // Seed 1 (group A's winner) has a bye: its team shows, the other side says "Bye", no court.
    const bye = firstRound.find((card) => within(card).queryByText('Bye'))!;
    expect(bye).toHaveTextContent('1 · A1');
    expect(bye).toHaveTextContent('Pair 11');
    expect(bye).toHaveTextContent('Goes through without playing');
    expect(firstRound.filter((card) => within(card).queryByText('Bye'))).toHaveLength(2);
    // The semi-finals hold the bye teams already, and wait for the quarter-finals' winners.
    const semiFinals = cards(within(main).getByRole('list', { name: 'Semi-finals' }));
    expect(semiFinals.map((card) => within(card).queryAllByText('To be decided').length)).toEqual([1, 1]);
    expect(semiFinals[0]).toHaveTextContent('Pair 11');
    const final = cards(within(main).getByRole('list', { name: 'Final' }));
    expect(within(final[0]!).getAllByText('To be decided')).toHaveLength(2);
    // Seeds are read out in words.
    expect(within(bye).getByText(/Seed 1, group position A1/)).toBeInTheDocument();
  });

  it('marks the winner with a check and in words, and each set won, not by colour alone', () => {
    screenWidth(false);
    render(<PlayoffBracketView playoff={playoffFixture({}, { 'main-1-1': 2, 'main-1-2': 1 })} groupPositions={positions} />);
    const main = screen.getByRole('region', { name: 'Main draw: rounds' });
    const [first] = cards(within(main).getByRole('list', { name: 'Semi-finals' }));
    const rows = within(first!).getAllByRole('row');
    const winnerRow = rows.find((row) => within(row).queryByText('Winner:'))!;
    const loserRow = rows.find((row) => row !== winnerRow)!;
    expect(within(first!).getAllByText('Winner:')).toHaveLength(1);
    expect(within(winnerRow).getAllByText('(set won)')).toHaveLength(2);
    expect(within(loserRow).queryByText('(set won)')).not.toBeInTheDocument();
    // Side 2 won: its team goes on to the final, where both winners now stand.
    const winnerName = within(winnerRow).getByText(/^Pair /).textContent!;
    const final = cards(within(main).getByRole('list', { name: 'Final' }))[0]!;
    expect(final).toHaveTextContent(winnerName);
    expect(within(final).queryByText('To be decided')).not.toBeInTheDocument();
    expect(within(final).queryByText('Winner:')).not.toBeInTheDocument();
  });

  it('shows the third-place match and the consolation draw after the main draw', () => {
    screenWidth(false);
    render(
      <PlayoffBracketView
        playoff={playoffFixture({ qualifiersPerGroup: 4, thirdPlaceMatch: true, consolation: true })}
        groupPositions={positions}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main draw',
      'Third place',
      'Consolation draw',
    ]);
    const third = screen.getByRole('region', { name: 'Third place: rounds' });
    expect(within(third).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(cards(third)[0]!).getAllByText('To be decided')).toHaveLength(2);
    const consolation = screen.getByRole('region', { name: 'Consolation draw: rounds' });
    expect(within(consolation).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Consolation semi-finals',
      'Consolation final',
    ]);
  });

  it('says where and when a placed match is played, and when it is not placed yet', () => {
    screenWidth(false);
    const playoff = playoffFixture();
    const [first, second] = playoff.brackets[0]!.rounds[0]!.matches;
    first!.courtNumber = 3;
    first!.startTime = 19;
    second!.courtNumber = null;
    second!.startTime = null;
    render(<PlayoffBracketView playoff={playoff} groupPositions={positions} />);
    const semiFinals = cards(screen.getByRole('list', { name: 'Semi-finals' }));
    expect(semiFinals[0]).toHaveTextContent('Court 3 · 19:00');
    expect(semiFinals[1]).toHaveTextContent('Court and time to be set');
  });

  it('renders team names as text, never as HTML', () => {
    screenWidth(false);
    const playoff = playoffFixture();
    playoff.brackets[0]!.rounds[0]!.matches[0]!.team1Name = '<img src=x onerror=alert(1)>';
    const { container } = render(<PlayoffBracketView playoff={playoff} groupPositions={positions} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('the bracket on a phone', () => {
  it('shows one round at a time under round tabs, moved by tab, arrow key or swipe', () => {
    screenWidth(true);
    render(<PlayoffBracketView playoff={playoffFixture({ qualifiersPerGroup: 4 })} groupPositions={positions} />);
    const tablist = screen.getByRole('tablist', { name: 'Main draw: rounds' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    // Nothing played yet: it opens on the first round.
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(cards(panel)).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Final' })).not.toBeInTheDocument();

    fireEvent.click(tabs[2]!);
    expect(within(tablist).getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Final' })).toBeInTheDocument();

    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Semi-finals' })).toBeInTheDocument();

    // A swipe to the left shows the next round; a mostly vertical drag is a scroll and does nothing.
    const area = screen.getByTestId('round-swipe-area');
    fireEvent.touchStart(area, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Final' })).toBeInTheDocument();
    fireEvent.touchStart(area, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 360, clientY: 300 }] });
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Final' })).toBeInTheDocument();
    fireEvent.touchStart(area, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 220, clientY: 100 }] });
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Semi-finals' })).toBeInTheDocument();
  });

  it('opens on the first round with a match still to play', () => {
    const played = playoffFixture({ qualifiersPerGroup: 4 }, { 'main-1-1': 1, 'main-1-2': 1, 'main-1-3': 2, 'main-1-4': 1 });
    expect(openingRound(played.brackets[0]!)).toBe(1);
    screenWidth(true);
    render(<PlayoffBracketView playoff={played} groupPositions={positions} />);
    expect(screen.getByRole('tab', { name: 'Semi-finals' })).toHaveAttribute('aria-selected', 'true');
  });
});
