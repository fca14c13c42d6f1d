import { z } from 'zod';
import { courtNumber, hour, id, isoDate, pageMeta, requiredText } from './common.js';
import { ROUND_DEFAULTS, ROUND_STATUSES } from '../domain/constants.js';

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
});
export type Round = z.infer<typeof round>;

export { ROUND_DEFAULTS };

export const roundInput = z
  .object({
    name: requiredText(80),
    date: isoDate,
    start_hour: hour.default(ROUND_DEFAULTS.start_hour),
    end_hour: hour.default(ROUND_DEFAULTS.end_hour),
    court_number: courtNumber.default(ROUND_DEFAULTS.court_number),
    status: roundStatus.default(ROUND_DEFAULTS.status),
  })
  .refine((value) => value.end_hour >= value.start_hour, {
    message: 'End hour must not be before start hour',
    path: ['end_hour'],
  });
export type RoundInput = z.input<typeof roundInput>;

export const roundListQuery = z.object({ status: roundStatus.optional() });

export const roundList = z.object({ rounds: z.array(round), ...pageMeta });
export type RoundList = z.infer<typeof roundList>;
