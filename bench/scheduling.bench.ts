import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generateSchedule, type ScheduleInput } from '../src/shared/scheduling/generate-schedule.js';
import { seededRandom } from '../src/shared/domain/seeded-random.js';

/**
 * Schedule generation on a big league round: 20 groups × 12 teams, 10 courts × 6 hours (18..23),
 * each team unavailable at each hour with probability 0.3. Budget: under 100 ms per generation.
 */

const GROUPS = 20;
const TEAMS_PER_GROUP = 12;
const ROUND = { startHour: 18, endHour: 23, courtCount: 10 };
const UNAVAILABLE_SHARE = 0.3;
const RUNS = 20;


export function bigRoundInstance(seed: number): ScheduleInput {
  const random = seededRandom(seed);
  const teams = Array.from({ length: GROUPS * TEAMS_PER_GROUP }, (_, index) => ({
    id: index + 1,
    groupId: Math.floor(index / TEAMS_PER_GROUP) + 1,
    name: `Team ${index + 1}`,
  }));
  const unavailability = new Map<number, number[]>();
  for (const team of teams) {
    const hours: number[] = [];
    for (let hour = ROUND.startHour; hour <= ROUND.endHour; hour++) if (random() < UNAVAILABLE_SHARE) hours.push(hour);
    if (hours.length > 0) unavailability.set(team.id, hours);
  }
  return { teams, metPairs: [], roundMatches: [], unavailability, round: ROUND };
}

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

export async function benchScheduling(): Promise<{ name: string; ms: number; details: string }[]> {
  generateSchedule(bigRoundInstance(0)); // warm-up: JIT, not the algorithm, would dominate the first run
  const times: number[] = [];
  let proposals = 0;
  for (let run = 1; run <= RUNS; run++) {
    const input = bigRoundInstance(run);
    const started = performance.now();
    const result = generateSchedule(input);
    times.push(performance.now() - started);
    proposals += result.proposals.length;
  }
  times.sort((a, b) => a - b);
  const shape = `${GROUPS}×${TEAMS_PER_GROUP} teams, ${ROUND.courtCount} courts × ${ROUND.endHour - ROUND.startHour + 1} h, ${UNAVAILABLE_SHARE * 100}% unavailable`;
  const details = `${RUNS} runs, ${shape}, ${(proposals / RUNS).toFixed(1)} matches/round on average`;
  return [
    { name: 'schedule generation (median)', ms: percentile(times, 0.5), details },
    { name: 'schedule generation (p95)', ms: percentile(times, 0.95), details },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void benchScheduling().then((results) => {
    for (const { name, ms, details } of results) console.log(`${name}: ${ms.toFixed(2)} ms (${details})`);
  });
}
