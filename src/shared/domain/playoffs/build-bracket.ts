import { bracketSizeFor, roundCountFor, standardSeedOrder } from './bracket-positions.js';
import { drawMainBracket, type MainDraw } from './draw.js';
import { THIRD_PLACE_ROUND_NAME, consolationRoundName, mainRoundName } from './round-names.js';
import type {
  Bracket,
  BracketKind,
  BracketMatch,
  GroupStanding,
  PlayoffOptions,
  Qualifier,
  SlotSource,
} from './types.js';

export const bracketMatchKey = (bracket: BracketKind, round: number, position: number): string =>
  `${bracket}-${round}-${position}`;

const BYE: SlotSource = { kind: 'bye' };

/**
 * Builds a whole playoff from the final group tables: the main bracket (see draw.ts), then, if
 * asked and possible, a third-place match between the semi-final losers and a consolation bracket
 * for every team that lost its first match: the losers of first-round matches that were played,
 * and a team that had a bye and lost its first match, in the second round.
 * A third-place match needs two semi-finals that are played; a consolation bracket needs at least
 * two first-round losers. Otherwise they are left out.
 */
export function buildPlayoffBracket(groups: readonly GroupStanding[], options: PlayoffOptions): Bracket {
  const { bestOfNext = 0, lotSeed = 0 } = options;
  return bracketFromDraw(
    drawMainBracket(groups, options.qualifiersPerGroup, { bestOfNext, lotSeed }).entrants,
    options,
  );
}

/**
 * The same bracket from a draw made earlier (the entrants as stored, by bracket position), so a
 * playoff keeps its draw even if a group result is corrected after it was created.
 */
export function bracketFromDraw(
  entrants: readonly (Qualifier | null)[],
  options: Omit<PlayoffOptions, 'qualifiersPerGroup' | 'bestOfNext' | 'lotSeed'>,
): Bracket {
  const draw: MainDraw = {
    size: bracketSizeFor(entrants.length),
    entrants,
    qualifiers: entrants.filter((entrant): entrant is Qualifier => entrant !== null).sort((a, b) => a.seed - b.seed),
  };
  if (draw.size !== entrants.length)
    throw new RangeError(`A draw has a power-of-two number of places, got ${entrants.length}`);
  const firstRound = pairUp(
    draw.entrants.map((entrant): SlotSource => (entrant ? { kind: 'entrant', qualifier: entrant } : BYE)),
  );
  const main = knockout('main', firstRound, mainRoundName);
  const matches = [...main];

  const semiFinals = main.filter((match) => match.roundName === mainRoundName(2));
  if (options.thirdPlaceMatch && semiFinals.length === 2 && semiFinals.every((match) => !match.isBye)) {
    const sides = semiFinals.map((match): SlotSource => ({ kind: 'loser', matchKey: match.key }));
    matches.push(bracketMatch('thirdPlace', 1, 1, THIRD_PLACE_ROUND_NAME, [sides[0] ?? BYE, sides[1] ?? BYE]));
  }

  const firstRoundLosers = main
    .filter((match) => match.round === 1 && !match.isBye)
    .map((match): SlotSource => ({ kind: 'loser', matchKey: match.key }));
  const thirdPlaceMatch = matches.some((match) => match.bracket === 'thirdPlace');
  const firstMatchLosers = [...firstRoundLosers, ...byeTeamsFirstLosses(main, thirdPlaceMatch)];
  if (options.consolation && firstMatchLosers.length >= 2) {
    // Losers take consolation seeds in bracket order, first-round losers first, so the byes there
    // go to the losers of the top first-round matches, and losers of neighbouring matches start in
    // opposite halves; a bye team's loss comes a round later, so it takes the later places.
    const places = standardSeedOrder(bracketSizeFor(firstMatchLosers.length)).map(
      (seed) => firstMatchLosers[seed - 1] ?? BYE,
    );
    matches.push(...knockout('consolation', pairUp(places), consolationRoundName));
  }
  return { matches, qualifiers: draw.qualifiers, size: draw.size };
}

/**
 * The second-round matches a bye team plays its first match in: with byes on both sides the loser
 * lost its first match either way; with a bye on one side only, just when the bye team loses. Not
 * the final, whose loser is the runner-up, nor a semi-final when its losers play for third place.
 */
function byeTeamsFirstLosses(main: readonly BracketMatch[], thirdPlaceMatch: boolean): SlotSource[] {
  const firstRound = new Map(main.filter((match) => match.round === 1).map((match) => [match.position, match]));
  const secondRound = main.filter((match) => match.round === 2);
  if (secondRound.length === 1 || (secondRound.length === 2 && thirdPlaceMatch)) return [];
  return secondRound.flatMap((match): SlotSource[] => {
    const byeFed = [
      firstRound.get(2 * match.position - 1)?.isBye === true,
      firstRound.get(2 * match.position)?.isBye === true,
    ];
    if (byeFed[0] && byeFed[1]) return [{ kind: 'loser', matchKey: match.key }];
    if (byeFed[0]) return [{ kind: 'firstMatchLoser', matchKey: match.key, side: 1 }];
    if (byeFed[1]) return [{ kind: 'firstMatchLoser', matchKey: match.key, side: 2 }];
    return [];
  });
}

function pairUp(places: readonly SlotSource[]): [SlotSource, SlotSource][] {
  const pairs: [SlotSource, SlotSource][] = [];
  for (let index = 0; index < places.length; index += 2) pairs.push([places[index] ?? BYE, places[index + 1] ?? BYE]);
  return pairs;
}

/** A single-elimination bracket: the first round as given, then each match's winner onward. */
function knockout(
  bracket: BracketKind,
  firstRound: readonly [SlotSource, SlotSource][],
  nameOf: (matchesInRound: number) => string,
): BracketMatch[] {
  const rounds = roundCountFor(firstRound.length * 2);
  const matches: BracketMatch[] = [];
  let previous = firstRound.map((sides, index) =>
    bracketMatch(bracket, 1, index + 1, nameOf(firstRound.length), sides),
  );
  matches.push(...previous);
  for (let round = 2; round <= rounds; round += 1) {
    const count = previous.length / 2;
    previous = Array.from({ length: count }, (_, index) => {
      const winnerOf = (match: BracketMatch | undefined): SlotSource =>
        match ? { kind: 'winner', matchKey: match.key } : BYE;
      return bracketMatch(bracket, round, index + 1, nameOf(count), [
        winnerOf(previous[2 * index]),
        winnerOf(previous[2 * index + 1]),
      ]);
    });
    matches.push(...previous);
  }
  return matches;
}

function bracketMatch(
  bracket: BracketKind,
  round: number,
  position: number,
  roundName: string,
  sides: readonly [SlotSource, SlotSource],
): BracketMatch {
  return {
    key: bracketMatchKey(bracket, round, position),
    bracket,
    round,
    roundName,
    position,
    sides,
    isBye: sides.some((side) => side.kind === 'bye'),
  };
}
