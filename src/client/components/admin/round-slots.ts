import type { Round } from '@/shared/schemas/round';
import { hourRange } from '@/client/components/ui/hour-toggle';
import { hoursOfSlot, roundStarts } from '@/shared/domain/slots';

type RoundHours = Pick<Round, 'start_hour' | 'end_hour'> & { slot_minutes?: number };

/** Courts 1..court_number (10 without a round) and hours start_hour..end_hour (0..23), docs/rules.md "Rounds". */
export const courtChoices = (round: Pick<Round, 'court_number'> | null) => hourRange(1, round?.court_number ?? 10);
export const hourChoices = (round: Pick<Round, 'start_hour' | 'end_hour'> | null) =>
  hourRange(round?.start_hour ?? 0, round?.end_hour ?? 23);

const shapeOf = (round: RoundHours) => ({
  startHour: round.start_hour,
  endHour: round.end_hour,
  slotMinutes: round.slot_minutes ?? 60,
});

/** The round's starts in minutes (every slot from start_hour:00 to end_hour:00); every hour of the day without a round. */
export const startChoices = (round: RoundHours | null): number[] =>
  round ? roundStarts(shapeOf(round)) : hourRange(0, 23).map((hour) => hour * 60);

/** The clock hours the round's slots touch: what a team may be unavailable at (a 90-minute 21:00 slot reaches 22). */
export const slotHourChoices = (round: RoundHours | null): number[] => {
  if (!round) return hourRange(0, 23);
  const { slotMinutes } = shapeOf(round);
  return [...new Set(roundStarts(shapeOf(round)).flatMap((start) => hoursOfSlot(start, slotMinutes)))].filter(
    (hour) => hour <= 23,
  );
};
