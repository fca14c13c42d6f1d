import type { Db } from '../db/database.js';
import type { MatchRow } from '../matches/index.js';
import { toMatchRecord } from '../lib/match-record.js';
import { winnerSideOf, type MatchRecord } from '../../shared/domain/match-outcome.js';
import {
  bracketFromDraw,
  bracketMatchKey,
  bracketSizeFor,
  type Bracket,
  type BracketKind,
  type Qualifier,
  type Side,
} from '../../shared/domain/playoffs/index.js';
import * as queries from './queries.js';
import { PLAYOFF_BRACKET_KINDS } from '../../shared/domain/constants.js';

// Kept to these three by migration 007's CHECK.
const bracketKindOf = (text: string): BracketKind => PLAYOFF_BRACKET_KINDS.find((kind) => kind === text) ?? 'main';

/**
 * Who won a playoff match: the winner the match write stored, which it worked out under the
 * playoff's own format (a timed match goes to the side with more games, docs/playoffs.md), else
 * the app's one rule from the sets.
 */
export function playoffWinnerSideOf(record: MatchRecord): 1 | 2 | null {
  if (record.team1Id !== null && record.winnerTeamId === record.team1Id) return 1;
  if (record.team2Id !== null && record.winnerTeamId === record.team2Id) return 2;
  return winnerSideOf(record);
}

/** A stored playoff as the pure domain sees it: the bracket rebuilt from the frozen draw, and the results. */
export interface BracketState {
  playoff: queries.PlayoffRow;
  bracket: Bracket;
  /** matchKey → the side that won, for every decided playoff match. */
  results: Map<string, Side>;
  /** matchKey → its match row (byes have none). */
  rows: Map<string, MatchRow>;
  /** match id → matchKey. */
  keyOfMatch: Map<number, string>;
}

export const optionsOf = (playoff: queries.PlayoffRow) => ({
  thirdPlaceMatch: playoff.third_place_match === 1,
  consolation: playoff.consolation === 1,
});

/** The entrants by bracket place, byes as null, as `bracketFromDraw` takes them. */
export function drawOf(entrants: readonly queries.EntrantRow[]): (Qualifier | null)[] {
  const places: (Qualifier | null)[] = Array.from({ length: bracketSizeFor(entrants.length) }, () => null);
  for (const entrant of entrants) {
    places[entrant.position] = {
      teamId: entrant.team_id,
      groupId: entrant.group_id,
      groupRank: entrant.group_rank,
      seed: entrant.seed,
    };
  }
  return places;
}

export async function loadBracketState(db: Db, playoff: queries.PlayoffRow): Promise<BracketState> {
  const [entrants, links] = await Promise.all([queries.entrantsOf(db, playoff.id), queries.matchLinksOf(db, playoff.id)]);
  const bracket = bracketFromDraw(drawOf(entrants), optionsOf(playoff));
  const matchRows = new Map((await queries.matchRowsOf(db, links.map((link) => link.match_id))).map((row) => [row.id, row]));
  const rows = new Map<string, MatchRow>();
  const keyOfMatch = new Map<number, string>();
  const results = new Map<string, Side>();
  for (const link of links) {
    const key = bracketMatchKey(bracketKindOf(link.bracket), link.round, link.position);
    const row = matchRows.get(link.match_id);
    if (!row) continue;
    rows.set(key, row);
    keyOfMatch.set(row.id, key);
    const side = playoffWinnerSideOf(toMatchRecord(row));
    if (side !== null) results.set(key, side);
  }
  return { playoff, bracket, results, rows, keyOfMatch };
}
