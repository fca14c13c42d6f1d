import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MatchFormat } from '@/shared/domain/constants';
import { scoreBoxLabel } from '@/client/components/score-entry/messages';
import { scoreGridOf, type ScoreGridValues } from '@/client/components/score-entry/score-entry';
import { ScoreGrid } from '@/client/components/score-entry/score-grid';

// The one score grid of every result entry, typed on a phone: set by set, the focus moving on by
// itself after a complete score, and a score pasted whole.

const A = 'Alpha Pair';
const B = 'Beta Pair';
const box = (team: string, set: number) => screen.getByLabelText(scoreBoxLabel(team, set));

function Grid({ format = 'bestOf3', maxSets }: { format?: MatchFormat; maxSets?: number }) {
  const [grid, setGrid] = useState<ScoreGridValues>(() => scoreGridOf([], []));
  return <ScoreGrid grid={grid} team1Name={A} team2Name={B} format={format} maxSets={maxSets} onChange={setGrid} />;
}

describe('the score grid', () => {
  it('orders its boxes set by set for the keyboard: set 1 of both pairs, then set 2', async () => {
    render(<Grid />);
    const user = userEvent.setup();
    await user.click(box(A, 0));
    const order = [box(A, 0)];
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      order.push(document.activeElement as HTMLElement);
    }
    expect(order).toEqual([box(A, 0), box(B, 0), box(A, 1), box(B, 1), box(A, 2), box(B, 2)]);
  });

  it('moves on to the next box after a complete score, so "6 4 6 3" is typed without a tap', async () => {
    render(<Grid />);
    const user = userEvent.setup();
    await user.click(box(A, 0));
    await user.keyboard('6463');
    expect(box(A, 0)).toHaveValue('6');
    expect(box(B, 0)).toHaveValue('4');
    expect(box(A, 1)).toHaveValue('6');
    expect(box(B, 1)).toHaveValue('3');
    expect(box(A, 2)).toHaveFocus();
  });

  it("waits for a super tie-break's second digit, and opens the boxes it moves into", async () => {
    render(<Grid format="bestOf3SuperTiebreak" />);
    const user = userEvent.setup();
    await user.click(box(A, 0));
    await user.keyboard('466410');
    expect(box(A, 2)).toHaveValue('10');
    expect(box(B, 2)).toHaveFocus();
    // Against 10, a '1' may be the start of 12 (12–10): it waits too.
    await user.keyboard('1');
    expect(box(B, 2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(B, 2)).toHaveValue('12');
    // A deletion stays in its box.
    await user.keyboard('{Backspace}');
    expect(box(B, 2)).toHaveValue('1');
    expect(box(B, 2)).toHaveFocus();
  });

  it('opens and moves into a fourth set where the format has one', async () => {
    render(<Grid format="free" maxSets={5} />);
    const user = userEvent.setup();
    await user.click(box(A, 0));
    await user.keyboard('6446');
    await user.click(box(A, 2));
    await user.keyboard('75');
    expect(box(A, 3)).toHaveFocus();
  });

  it('fills the whole grid from a pasted score, read from the pasting row', async () => {
    render(<Grid />);
    const user = userEvent.setup();
    await user.click(box(A, 1));
    await user.paste('6-4 6-3');
    expect([0, 1, 2].map((set) => [(box(A, set) as HTMLInputElement).value, (box(B, set) as HTMLInputElement).value])).toEqual([
      ['6', '4'],
      ['6', '3'],
      ['', ''],
    ]);
    await user.click(box(B, 0));
    await user.paste('6–4, 3–6, 7–5');
    expect([0, 1, 2].map((set) => [(box(A, set) as HTMLInputElement).value, (box(B, set) as HTMLInputElement).value])).toEqual([
      ['4', '6'],
      ['6', '3'],
      ['5', '7'],
    ]);
    await user.click(box(A, 0));
    await user.paste('6/2 6/1');
    expect(box(B, 1)).toHaveValue('1');
  });
});
