import type { Round } from '@/shared/schemas/round';
import { hourRange } from '@/client/components/ui/hour-toggle';

/** Courts 1..court_number (10 without a round) and hours start_hour..end_hour (0..23), docs/rules.md "Rounds". */
export const courtChoices = (round: Pick<Round, 'court_number'> | null) => hourRange(1, round?.court_number ?? 10);
export const hourChoices = (round: Pick<Round, 'start_hour' | 'end_hour'> | null) => hourRange(round?.start_hour ?? 0, round?.end_hour ?? 23);
