import { useId, type ClipboardEvent } from 'react';
import type { MatchFormat } from '@/shared/domain/constants';
import { setHeading, scoreBoxLabel } from './messages';
import { completesBox, pastedInto, SET_BOXES, typedInto, type ScoreGridValues } from './score-entry';
import styles from './score-grid.module.css';
import { refusalClassName } from '../ui/refusal';

type Side = keyof ScoreGridValues;

interface ScoreGridProps {
  grid: ScoreGridValues;
  team1Name: string;
  team2Name: string;
  /** Every change of the boxes (a typed box, a pasted score) as a step from the grid as it stands. */
  onChange: (update: (grid: ScoreGridValues) => ScoreGridValues) => void;
  /** The league's match format: whether one digit completes a box (a tie-break's '1' waits for its second). */
  format?: MatchFormat;
  /** The most sets the boxes may open (a full last set opens the next one up to here). */
  maxSets?: number;
  /** The one problem line under the boxes (a score the rules refuse, or why a save failed): every box is then invalid and described by it. */
  problem?: string | null;
  /** A walkover carries no scores: the boxes stay empty and cannot be typed into. */
  disabled?: boolean;
}

const OTHER: Record<Side, Side> = { team1: 'team2', team2: 'team1' };
const boxKey = (side: Side, index: number) => `${side}-${index}`;

/** The box after this one in the entry's order: set by set, the first row's box then the second's. */
const nextBox = (side: Side, index: number): [Side, number] => (side === 'team1' ? ['team2', index] : ['team1', index + 1]);

/**
 * The score entry of every screen that records a result (Results, Tonight, a player's report or
 * dispute): large boxes, one per set and team, each named "team, set n", the set winner's box in
 * ball yellow as on every scoreboard of the app. Entry goes set by set (set 1 of both rows, then
 * set 2): that is the boxes' order for the keyboard, and a box holding a complete score hands the
 * focus on to the next one. A score pasted into any box ("6-4 6-3") fills the whole grid, read
 * from the pasting row's side. The rules live in score-entry.ts.
 */
export function ScoreGrid({ grid, team1Name, team2Name, onChange, format = 'free', maxSets = SET_BOXES, problem, disabled }: ScoreGridProps) {
  const problemId = useId();

  const focusBox = (container: Element | null, key: string): boolean => {
    const box = container?.querySelector<HTMLInputElement>(`input[data-box="${key}"]`);
    if (!box) return false;
    box.focus();
    box.select();
    return true;
  };

  const type = (side: Side, index: number, typed: string, box: HTMLInputElement) => {
    const before = grid[side][index] ?? '';
    const games = typed.replace(/\D/g, '').slice(0, 2);
    onChange((current) => typedInto(current, side, index, typed, maxSets));
    // Only a box that gained a digit moves on; a deletion stays put.
    if (games.length <= before.length || !completesBox(format, index, games, grid[OTHER[side]][index] ?? '')) return;
    const key = boxKey(...nextBox(side, index));
    const boxes = box.parentElement;
    // The next set's boxes appear only with the render that opens them: tried once more after it.
    if (!focusBox(boxes, key)) setTimeout(() => focusBox(boxes, key), 0);
  };

  const paste = (side: Side, event: ClipboardEvent<HTMLInputElement>) => {
    const next = pastedInto(side, event.clipboardData.getData('text'), maxSets);
    if (!next) return;
    event.preventDefault();
    onChange(() => next);
  };

  const rows = [
    { side: 'team1' as const, name: team1Name, row: 2 },
    { side: 'team2' as const, name: team2Name, row: 3 },
  ];
  return (
    <>
      <div className={styles.grid} data-sets={grid.team1.length} style={{ gridTemplateColumns: `minmax(0, 1fr) repeat(${grid.team1.length}, var(--score-box))` }}>
        <span aria-hidden="true" style={{ gridRow: 1, gridColumn: 1 }} />
        {grid.team1.map((_, index) => (
          <span key={index} className={styles.setHead} aria-hidden="true" style={{ gridRow: 1, gridColumn: index + 2 }}>
            {setHeading(index)}
          </span>
        ))}
        {rows.map((team) => (
          <span key={`${team.side}-name`} className={styles.team} style={{ gridRow: team.row, gridColumn: 1 }}>
            {team.name}
          </span>
        ))}
        {/* Set by set in the document, each box placed in its row: the order of the keyboard and of the entry. */}
        {grid.team1.flatMap((_, index) =>
          rows.map((team) => {
            const games = grid[team.side][index] ?? '';
            const theirs = grid[OTHER[team.side]][index] ?? '';
            const won = games !== '' && theirs !== '' && Number(games) > Number(theirs);
            const key = boxKey(team.side, index);
            return (
              <input
                key={key}
                data-box={key}
                className={won ? `${styles.box} ${styles.won}` : styles.box}
                style={{ gridRow: team.row, gridColumn: index + 2 }}
                data-won={won || undefined}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={2}
                disabled={disabled}
                aria-label={scoreBoxLabel(team.name, index)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                value={games}
                onChange={(event) => type(team.side, index, event.target.value, event.currentTarget)}
                onPaste={(event) => paste(team.side, event)}
              />
            );
          }),
        )}
      </div>
      {problem ? (
        <p id={problemId} className={refusalClassName(styles.problem)} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
