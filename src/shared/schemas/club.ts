import { z } from 'zod';
import { id, optionalText, pageMeta, requiredText } from './common.js';

export const club = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  rules: z.string().nullable(),
});
export type Club = z.infer<typeof club>;

export const clubInput = z.object({
  name: requiredText(120),
  description: optionalText(5000, { multiline: true }),
  rules: optionalText(10000, { multiline: true }),
});
export type ClubInput = z.input<typeof clubInput>;

export const clubList = z.object({ clubs: z.array(club), ...pageMeta });
export type ClubList = z.infer<typeof clubList>;
