import { z } from 'zod';
import { id } from './common.js';

/** The two players who played for one team: the team's own, or a substitute in an absent one's place. */
const playersOfSide = z.array(id).length(2, 'Name the two players who played for the team');

/**
 * `PUT …/matches/{m}/lineup` (docs/substitutes.md): who played the match for each team. A player
 * who is not of the team is a substitute; the team's own two players clear its substitutes. One
 * player appears in a line-up once.
 */
export const lineupInput = z
  .object({ team1Players: playersOfSide, team2Players: playersOfSide })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    for (const side of ['team1Players', 'team2Players'] as const) {
      value[side].forEach((playerId, index) => {
        if (seen.has(playerId)) {
          ctx.addIssue({ code: 'custom', path: [side, index], message: 'A player appears in a line-up once' });
        }
        seen.add(playerId);
      });
    }
  });
export type LineupInput = z.input<typeof lineupInput>;
/** The line-up as the server reads it, validated. */
export type LineupBody = z.output<typeof lineupInput>;

/** One player of a line-up; `replaces` names the team's player a substitute stood in for. */
export const lineupPlayer = z.object({
  playerId: id,
  name: z.string(),
  replaces: z.object({ playerId: id, name: z.string() }).nullable(),
});
export type LineupPlayer = z.infer<typeof lineupPlayer>;

/** Who played for each team, in the team's order, each substitute in the place of the player they replaced. */
export const matchLineup = z.object({
  team1Players: z.array(lineupPlayer),
  team2Players: z.array(lineupPlayer),
});
export type MatchLineup = z.infer<typeof matchLineup>;
