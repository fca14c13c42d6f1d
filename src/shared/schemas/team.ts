import { z } from 'zod';
import { id, optionalText, pageMeta, searchText } from './common.js';

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
