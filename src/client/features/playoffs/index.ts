/**
 * What other features use of the playoffs: the league page's Playoffs tab (loaded lazily, so this
 * index is a chunk of its own) and the bracket the admin's Playoffs section previews.
 */
export { PlayoffsPanel } from './components/playoffs-panel';
export { PlayoffBracketView } from './components/playoff-bracket';
export { groupPositions } from './group-positions';
export type { Playoff, PlayoffBracket, PlayoffBracketKind, PlayoffEntrant, PlayoffMatch, PlayoffPlacement, PlayoffRound } from './types';
