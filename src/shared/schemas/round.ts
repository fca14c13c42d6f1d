import { z } from 'zod';
import { courtNumber, hour, id, isoDate, pageMeta, requiredText } from './common.js';
import { ROUND_DEFAULTS, ROUND_STATUSES } from '../domain/constants.js';
import { DEFAULT_SLOT_MINUTES, SLOT_MINUTES } from '../domain/slots.js';

export const roundStatuses = ROUND_STATUSES;
export const roundStatus = z.enum(roundStatuses);
export type RoundStatus = z.infer<typeof roundStatus>;

/** Round fields keep the snake_case names of docs/rules.md, "API conventions". end_hour is the last start hour. */
export const round = z.object({
  id,
  leagueId: id,
  name: z.string(),
  date: z.string(),
  start_hour: z.number().int(),
  end_hour: z.number().int(),
  court_number: z.number().int(),
  status: roundStatus,
  /** How long each match books its court: starts run from start_hour:00 every slot_minutes up to end_hour:00. */
  slot_minutes: z.number().int(),
});
export type Round = z.infer<typeof round>;

export { ROUND_DEFAULTS, SLOT_MINUTES };

/** 60, 75, 90 or 120 minutes. */
export const slotMinutes = z
  .number()
  .int()
  .refine((value) => (SLOT_MINUTES as readonly number[]).includes(value), {
    message: `Slot length must be ${SLOT_MINUTES.slice(0, -1).join(', ')} or ${SLOT_MINUTES.at(-1)} minutes`,
  });

export const roundInput = z
  .object({
    name: requiredText(80),
    date: isoDate,
    start_hour: hour.default(ROUND_DEFAULTS.start_hour),
    end_hour: hour.default(ROUND_DEFAULTS.end_hour),
    court_number: courtNumber.default(ROUND_DEFAULTS.court_number),
    status: roundStatus.default(ROUND_DEFAULTS.status),
    slot_minutes: slotMinutes.default(DEFAULT_SLOT_MINUTES),
  })
  .refine((value) => value.end_hour >= value.start_hour, {
    message: 'End hour must not be before start hour',
    path: ['end_hour'],
  });
export type RoundInput = z.input<typeof roundInput>;

export const roundListQuery = z.object({ status: roundStatus.optional() });

export const roundList = z.object({ rounds: z.array(round), ...pageMeta });
export type RoundList = z.infer<typeof roundList>;
