import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClubNight } from '@/shared/schemas/club-night';
import { NightScoreCard, type NightScore } from '@/client/features/club-nights/admin/night-score-card';
import type { ShownNightMatch } from '@/client/features/club-nights/admin/night-shown';

// The big score boxes of a night's court, typed courtside: with points scoring one side fills the
// other to the night's points per match; the boxes take digits only; Enter saves; a score that
// does not add up, or a box left empty, is said in words and never handed to the outbox.

const players = [
  { id: 1, name: 'Ana', guest: false },
  { id: 2, name: 'Bea', guest: false },
  { id: 3, name: 'Carla', guest: false },
  { id: 4, name: 'Chema', guest: true },
];

const nightOf = (scoring: ClubNight['scoring']): ClubNight => ({
  id: 7,
  clubId: 1,
  name: 'Friday night',
  date: '2026-11-27',
  startHour: 19,
  format: 'americano',
  status: 'running',
  playerCount: 4,
  scoring,
  courts: [1],
  mexicanoPairing: '1+3v2+4',
  mexicanoFirstRound: 'rating',
  plannedRounds: 3,
  players,
  teams: [],
  rounds: [],
  leaderboard: [],
  version: 1,
});

const match: ShownNightMatch = {
  id: 11,
  courtNumber: 1,
  team1: [1, 2],
  team2: [3, 4],
  team1Points: null,
  team2Points: null,
  version: 1,
  entry: null,
};

function renderCard(scoring: ClubNight['scoring'] = { kind: 'points', pointsPerMatch: 24 }) {
  const onSave = vi.fn<(score: NightScore) => Promise<void>>(() => Promise.resolve());
  render(
    <ul>
      <NightScoreCard night={nightOf(scoring)} roundNumber={1} match={match} onSave={onSave} />
    </ul>,
  );
  return {
    onSave,
    user: userEvent.setup(),
    side1: screen.getByLabelText('Points of Ana / Bea'),
    side2: screen.getByLabelText('Points of Carla / Chema'),
    save: screen.getByRole('button', { name: 'Save score' }),
  };
}

describe("a night's score boxes", () => {
  it('fill the other side to the points per match, from either side', async () => {
    const { user, side1, side2 } = renderCard();
    await user.type(side1, '13');
    expect(side2).toHaveValue('11');
    await user.clear(side2);
    await user.type(side2, '5');
    expect(side1).toHaveValue('19');
    await user.clear(side1);
    await user.type(side1, '24');
    expect(side2).toHaveValue('0');
    await user.clear(side1);
    await user.type(side1, '0');
    expect(side2).toHaveValue('24');
  });

  it("fill to the night's own points (32), not a fixed 24", async () => {
    const { user, side1, side2 } = renderCard({ kind: 'points', pointsPerMatch: 32 });
    await user.type(side1, '20');
    expect(side2).toHaveValue('12');
  });

  it('take digits only, three at most, and leave the other side empty past the points per match', async () => {
    const { user, side1, side2, save, onSave } = renderCard();
    await user.type(side1, '1a-3');
    expect(side1).toHaveValue('13');
    expect(side2).toHaveValue('11');
    await user.clear(side1);
    await user.type(side1, '25');
    expect(side2).toHaveValue('');
    await user.clear(side1);
    await user.type(side1, '12345');
    expect(side1).toHaveValue('123');
    expect(side2).toHaveValue('');
    // Emptying a box empties its partner: nothing half-typed is left to save.
    await user.clear(side1);
    expect(side2).toHaveValue('');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the points of both pairs');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('never hold two numbers that do not add up: a side typed past the points empties the other, and Save asks for both', async () => {
    const { user, side1, side2, save, onSave } = renderCard();
    await user.type(side1, '13');
    await user.type(side2, '5');
    // 115 on one side: past 24, so the other side is emptied rather than left at 13.
    expect(side2).toHaveValue('115');
    expect(side1).toHaveValue('');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the points of both pairs');
    await user.clear(side2);
    await user.type(side2, '13');
    expect(side1).toHaveValue('11');
    // A new keystroke clears the message.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(save);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ team1Points: 11, team2Points: 13 });
  });

  it('go in keyboard order (pair 1, pair 2, Save) and save with Enter', async () => {
    const { user, side1, side2, save, onSave } = renderCard();
    await user.click(side1);
    await user.keyboard('13');
    await user.tab();
    expect(side2).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.click(side2);
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ team1Points: 13, team2Points: 11 });
  });

  it('are typed side by side on a timed night: no filling, any whole numbers, a draw too', async () => {
    const { user, side1, side2, onSave } = renderCard({ kind: 'timed', minutes: 12 });
    await user.type(side1, '7');
    expect(side2).toHaveValue('');
    await user.type(side2, '7{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ team1Points: 7, team2Points: 7 });
  });
});
