import { z } from 'zod';
import { id, optionalText, pageMeta, searchText } from './common.js';
import { MATCH_STAGES } from '../domain/constants.js';
import { match } from './match.js';

export const teamPlayer = z.object({ id, firstName: z.string(), lastName: z.string() });
export type TeamPlayer = z.infer<typeof teamPlayer>;

export const team = z.object({
  id,
  /** The display name: the set name, else "First Last / First Last". */
  name: z.string(),
  /** The name the admin set, null when the name comes from the players. */
  customName: z.string().nullable(),
  /** "A. Alonso / B. Blanco", for small screens. */
  shortName: z.string(),
  player1Id: id,
  player2Id: id,
  player1: teamPlayer,
  player2: teamPlayer,
});
export type Team = z.infer<typeof team>;

export const teamInput = z
  .object({
    player1Id: id,
    player2Id: id,
    name: optionalText(120),
  })
  .refine((value) => value.player1Id !== value.player2Id, {
    message: 'A team needs two different players',
    path: ['player2Id'],
  });
export type TeamInput = z.input<typeof teamInput>;

export const teamListQuery = z.object({ search: searchText });

export const teamList = z.object({ teams: z.array(team), ...pageMeta });
export type TeamList = z.infer<typeof teamList>;

export const teamArray = z.array(team);

/** A team's record over the public matches with a result (docs/rules.md, "Public site", the team page). */
export const teamRecord = z.object({
  matchesPlayed: z.number().int(),
  matchesWon: z.number().int(),
  matchesLost: z.number().int(),
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
});
export type TeamRecord = z.infer<typeof teamRecord>;

/** One match of a team, as the match answer has it, with where it is played: the league, the round and its day. */
export const teamMatch = match
  .pick({
    id: true,
    team1Id: true,
    team2Id: true,
    team1Name: true,
    team2Name: true,
    team1ShortName: true,
    team2ShortName: true,
    team1Results: true,
    team2Results: true,
    courtNumber: true,
    startTime: true,
    startMinutes: true,
    outcome: true,
    winnerTeamId: true,
  })
  .extend({
    clubId: id,
    leagueId: id,
    leagueName: z.string(),
    roundId: id,
    roundName: z.string(),
    /** The round's day, YYYY-MM-DD. */
    date: z.string(),
    stage: z.enum(MATCH_STAGES),
    /** Whether the match has its result: a result, or still to play. */
    decided: z.boolean(),
  });
export type TeamMatch = z.infer<typeof teamMatch>;

/** The team page's read: its record and its matches the reader sees, the latest day first. */
export const teamMatches = z.object({ teamId: id, record: teamRecord, matches: z.array(teamMatch) });
export type TeamMatches = z.infer<typeof teamMatches>;
