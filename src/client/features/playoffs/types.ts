/** The playoff as the API answers it: the shared schema's types (src/shared/schemas/playoff.ts). */
export type {
  Playoff,
  PlayoffBracket,
  PlayoffBracketKind,
  PlayoffEntrant,
  PlayoffMatch,
  PlayoffPlacementResult as PlayoffPlacement,
} from '@/shared/schemas/playoff';
import type { PlayoffBracket } from '@/shared/schemas/playoff';

export type PlayoffRound = PlayoffBracket['rounds'][number];
