import type { StandingsRules, Tiebreaker } from '../schemas/league.js';
import type { StandingsRow } from '../schemas/group.js';
import type { MatchFormat, WithdrawalPolicy } from './constants.js';
import { DEFAULT_POINTS_FOR_DRAW } from './constants.js';
import { allowsDraws } from './match-formats.js';
import { tallyMatch, type MatchRecord } from './match-outcome.js';

export interface StandingsTeam {
  id: number;
  name: string;
}

export interface StandingsInput {
  /** Every team of the group: each gets a row, also with nothing played. */
  teams: readonly StandingsTeam[];
  matches: readonly MatchRecord[];
  rules: StandingsRules;
  /** The league's match format, which says which sets are match tie-breaks; 'free' when left out. */
  matchFormat?: MatchFormat;
  /**
   * The group's drawn lot (docs/standings.md, "The drawn lot"): team ids in the order drawn, the
   * last tie-breaker. Left out while none has been drawn.
   */
  lot?: readonly number[];
  /** Points taken off teams, each with its reason (docs/standings.md, "Point deductions"). */
  deductions?: readonly { teamId: number; points: number; reason: string }[];
  /**
   * Teams withdrawn mid-season (docs/standings.md, "Withdrawals"): `annul` takes every match of the
   * team out of the table; `keep` counts its decided matches and gives each team of the group it
   * has not yet met a walkover against it. Either way it is ranked below every team still in.
   */
  withdrawals?: readonly { teamId: number; policy: WithdrawalPolicy }[];
}

/** Where the lot settled a team's place: drawn, or still to draw (provisionally by entry order). */
export type LotMark = 'drawn' | 'toDraw';

interface TeamTotals {
  team: StandingsTeam;
  lot?: LotMark;
  deductions: { points: number; reason: string }[];
  withdrawn?: WithdrawalPolicy;
  played: number;
  won: number;
  drawn: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  points: number;
}

interface CountedMatch {
  winnerTeamId: number;
  loserTeamId: number;
}

/**
 * The table of a group (docs/rules.md, "Standings"): points first, then the league's tie-breakers in
 * order, then the drawn lot, never the team name. Ranks are positions 1..n, never shared, so the
 * table reads the same on every screen.
 */
export function standingsFor(input: StandingsInput): StandingsRow[] {
  const { totals, counted } = totalsOf(input);
  const lotIndex = new Map((input.lot ?? []).map((teamId, index) => [teamId, index]));
  const orderOf = (entries: TeamTotals[]) =>
    splitBy(entries, (entry) => entry.points).flatMap((tied) =>
      orderTied(tied, input.rules.tiebreakers, counted, lotIndex, input.lot !== undefined),
    );
  const all = [...totals.values()];
  // A withdrawn team plays no more: it is ranked below every team still in, whatever its points.
  const ordered = [...orderOf(all.filter((entry) => !entry.withdrawn)), ...orderOf(all.filter((entry) => entry.withdrawn))];
  const showDraws = allowsDraws(input.matchFormat ?? 'free');
  return ordered.map((entry, index) => ({
    rank: index + 1,
    teamId: entry.team.id,
    teamName: entry.team.name,
    matchesPlayed: entry.played,
    matchesWon: entry.won,
    ...(showDraws ? { matchesDrawn: entry.drawn } : {}),
    setsDiff: entry.setsWon - entry.setsLost,
    gamesDiff: entry.gamesWon - entry.gamesLost,
    points: entry.points,
    ...(entry.lot ? { lot: entry.lot } : {}),
    ...(entry.deductions.length > 0 ? { deductions: entry.deductions } : {}),
    ...(entry.withdrawn ? { withdrawn: entry.withdrawn } : {}),
  }));
}

/** One team's figures over its counted matches, for comparing teams of different groups (seeding.ts). */
export interface TeamFigures {
  played: number;
  points: number;
  setsDiff: number;
  gamesDiff: number;
  gamesWon: number;
}

/** teamId → its figures in the group, counted as the table counts them. */
export function teamFiguresFor(input: StandingsInput): Map<number, TeamFigures> {
  const { totals } = totalsOf(input);
  return new Map(
    [...totals.values()].map((entry) => [
      entry.team.id,
      {
        played: entry.played,
        points: entry.points,
        setsDiff: entry.setsWon - entry.setsLost,
        gamesDiff: entry.gamesWon - entry.gamesLost,
        gamesWon: entry.gamesWon,
      },
    ]),
  );
}

function totalsOf({
  teams,
  matches,
  rules,
  matchFormat = 'free',
  deductions = [],
  withdrawals = [],
}: StandingsInput): { totals: Map<number, TeamTotals>; counted: CountedMatch[] } {
  const withdrawn = new Map(withdrawals.map(({ teamId, policy }) => [teamId, policy]));
  const totals = new Map<number, TeamTotals>(
    teams.map((team) => {
      const policy = withdrawn.get(team.id);
      const entry: TeamTotals = { team, played: 0, won: 0, drawn: 0, setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0, points: 0, deductions: [] };
      return [team.id, policy ? { ...entry, withdrawn: policy } : entry];
    }),
  );
  const counted: CountedMatch[] = [];
  const pointsForDraw = rules.pointsForDraw ?? DEFAULT_POINTS_FOR_DRAW;

  for (const match of withWithdrawals(teams, matches, withdrawn, matchFormat)) {
    const side1 = match.team1Id === null ? undefined : totals.get(match.team1Id);
    const side2 = match.team2Id === null ? undefined : totals.get(match.team2Id);
    // A match against a team no longer in the group would unbalance the differences; it counts for neither.
    if (!side1 || !side2) continue;
    const tally = tallyMatch(match, rules.matchTiebreakGames ?? 'one', matchFormat);
    if (tally.counts && tally.isDraw) {
      addSide(side1, tally.setsWon[0], tally.setsWon[1], tally.gamesWon[0], tally.gamesWon[1]);
      addSide(side2, tally.setsWon[1], tally.setsWon[0], tally.gamesWon[1], tally.gamesWon[0]);
      for (const side of [side1, side2]) {
        side.drawn += 1;
        side.points += pointsForDraw;
      }
      continue;
    }
    if (!tally.counts || tally.winnerTeamId === null || tally.loserTeamId === null) continue;

    addSide(side1, tally.setsWon[0], tally.setsWon[1], tally.gamesWon[0], tally.gamesWon[1]);
    addSide(side2, tally.setsWon[1], tally.setsWon[0], tally.gamesWon[1], tally.gamesWon[0]);
    const winner = tally.winnerTeamId === side1.team.id ? side1 : side2;
    const loser = winner === side1 ? side2 : side1;
    winner.won += 1;
    winner.points += rules.pointsForWin;
    // The loser of a walkover did not turn up, so it earns nothing for taking part.
    if (!tally.isWalkover) loser.points += rules.pointsForLoss;
    counted.push({ winnerTeamId: tally.winnerTeamId, loserTeamId: tally.loserTeamId });
  }
  // Deductions come off the points the matches earned; the table ranks by what is left.
  for (const { teamId, points, reason } of deductions) {
    const entry = totals.get(teamId);
    if (!entry) continue;
    entry.points -= points;
    entry.deductions.push({ points, reason });
  }
  return { totals, counted };
}

/**
 * The matches the table counts once withdrawals are applied: an annulled team's matches are left
 * out; a kept team's decided matches stay, its undecided ones go, and every team of the group it
 * has not met in a decided match gets a walkover against it (counted by the format, like any
 * walkover). Two withdrawn teams that never met give each other nothing.
 */
function withWithdrawals(
  teams: readonly StandingsTeam[],
  matches: readonly MatchRecord[],
  withdrawn: ReadonlyMap<number, WithdrawalPolicy>,
  format: MatchFormat,
): readonly MatchRecord[] {
  if (withdrawn.size === 0) return matches;
  const involves = (match: MatchRecord, teamId: number) => match.team1Id === teamId || match.team2Id === teamId;
  const annulled = [...withdrawn].filter(([, policy]) => policy === 'annul').map(([teamId]) => teamId);
  const kept = [...withdrawn].filter(([, policy]) => policy === 'keep').map(([teamId]) => teamId);
  const remaining = matches.filter(
    (match) =>
      !annulled.some((teamId) => involves(match, teamId)) &&
      !kept.some((teamId) => involves(match, teamId) && !tallyMatch(match, 'one', format).counts),
  );
  const walkovers: MatchRecord[] = [];
  for (const teamId of kept) {
    for (const opponent of teams) {
      if (opponent.id === teamId || withdrawn.has(opponent.id)) continue;
      const met = remaining.some((match) => involves(match, teamId) && involves(match, opponent.id));
      if (met) continue;
      walkovers.push({ team1Id: opponent.id, team2Id: teamId, team1Results: [], team2Results: [], outcome: 'walkover', winnerTeamId: opponent.id });
    }
  }
  return [...remaining, ...walkovers];
}

function addSide(entry: TeamTotals, setsWon: number, setsLost: number, gamesWon: number, gamesLost: number): void {
  entry.played += 1;
  entry.setsWon += setsWon;
  entry.setsLost += setsLost;
  entry.gamesWon += gamesWon;
  entry.gamesLost += gamesLost;
}

/**
 * Orders teams level on everything so far (docs/standings.md). Criteria are tried in the league's
 * order; one that separates nobody hands the block to the next. Once a criterion splits the block,
 * every sub-block still level starts the list again from its first criterion, because
 * head-to-head must be counted among exactly the teams still level, not the larger block they
 * came from. A split sub-block is always strictly smaller, so the restart ends.
 */
function orderTied(
  block: TeamTotals[],
  criteria: readonly Tiebreaker[],
  counted: readonly CountedMatch[],
  lotIndex: ReadonlyMap<number, number>,
  drawn: boolean,
): TeamTotals[] {
  if (block.length <= 1) return block;
  for (const criterion of criteria) {
    const subBlocks = splitBy(block, keyFor(criterion, block, counted));
    if (subBlocks.length > 1) return subBlocks.flatMap((subBlock) => orderTied(subBlock, criteria, counted, lotIndex, drawn));
  }
  // Level on everything: the drawn lot decides. A team that joined after the draw (or any, before
  // one is drawn) waits for it, placed meanwhile by entry order (team id), and says so. Before a
  // ball is played nobody is level on anything worth a lot, so nothing is marked.
  const mark: LotMark = drawn && block.every((entry) => lotIndex.has(entry.team.id)) ? 'drawn' : 'toDraw';
  const position = (entry: TeamTotals) => lotIndex.get(entry.team.id) ?? Number.MAX_SAFE_INTEGER;
  const ordered = [...block].sort((a, b) => position(a) - position(b) || a.team.id - b.team.id);
  return block.some((entry) => entry.played > 0) ? ordered.map((entry) => ({ ...entry, lot: mark })) : ordered;
}

function keyFor(criterion: Tiebreaker, block: readonly TeamTotals[], counted: readonly CountedMatch[]): (entry: TeamTotals) => number {
  switch (criterion) {
    case 'headToHead': {
      const inBlock = new Set(block.map((entry) => entry.team.id));
      const wins = new Map<number, number>();
      for (const match of counted) {
        if (inBlock.has(match.winnerTeamId) && inBlock.has(match.loserTeamId)) {
          wins.set(match.winnerTeamId, (wins.get(match.winnerTeamId) ?? 0) + 1);
        }
      }
      return (entry) => wins.get(entry.team.id) ?? 0;
    }
    case 'setsDiff':
      return (entry) => entry.setsWon - entry.setsLost;
    case 'gamesDiff':
      return (entry) => entry.gamesWon - entry.gamesLost;
    case 'gamesWon':
      return (entry) => entry.gamesWon;
  }
}

/** Groups entries by a numeric key, highest key first; the order inside a group is kept. */
function splitBy(entries: readonly TeamTotals[], key: (entry: TeamTotals) => number): TeamTotals[][] {
  const groups = new Map<number, TeamTotals[]>();
  for (const entry of entries) {
    const value = key(entry);
    const group = groups.get(value);
    if (group) group.push(entry);
    else groups.set(value, [entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group);
}

