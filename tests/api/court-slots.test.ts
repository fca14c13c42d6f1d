import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, nameOfTeam, setUnavailable, type LeagueFixture } from './support/fixtures.js';

/*
 * Court slots (docs/rules.md, "Rounds"): a round's matches start from start_hour:00 every
 * slot_minutes up to end_hour:00; an unavailable hour closes every slot that overlaps it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ninetyMinuteRound = () => createLeagueFixture(t, { teams: 6, courts: 2, hours: [18, 21], slotMinutes: 90 });

const availabilityOf = async (f: LeagueFixture, team1Id: number, team2Id: number) => {
  const response = await t.admin({
    method: 'GET',
    url: `${f.round.adminPath}/matches/availability?team1Id=${team1Id}&team2Id=${team2Id}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ availableSlots: { courtNumber: number; startTimes: number[]; startMinutes: number[] }[] }>()
    .availableSlots;
};

const write = (f: LeagueFixture, payload: object) =>
  t.admin({ method: 'POST', url: `${f.round.adminPath}/matches`, payload });

describe('court slots', () => {
  it('a 90-minute round from 18 to 21 starts matches at 18:00, 19:30 and 21:00', async () => {
    const f = await ninetyMinuteRound();
    const round = await t.admin({ method: 'GET', url: f.round.publicPath });
    expect(round.json()).toMatchObject({ start_hour: 18, end_hour: 21, slot_minutes: 90 });
    const [a, b] = f.teamIds as [number, number];
    expect(await availabilityOf(f, a, b)).toEqual([
      { courtNumber: 1, startTimes: [18, 19, 21], startMinutes: [1080, 1170, 1260] },
      { courtNumber: 2, startTimes: [18, 19, 21], startMinutes: [1080, 1170, 1260] },
    ]);
  });

  it('an unavailable 19:00 hour blocks the 18:00 and the 19:30 slots, in availability, writes and proposals', async () => {
    const f = await ninetyMinuteRound();
    const [a, b, c, d] = f.teamIds as [number, number, number, number];
    await setUnavailable(t, f.round, a, [19]);
    expect((await availabilityOf(f, a, b)).map((slot) => slot.startMinutes)).toEqual([[1260], [1260]]);

    for (const startMinutes of [1080, 1170]) {
      const refused = await write(f, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain(`${nameOfTeam(a)} is unavailable during`);
    }
    const placed = await write(f, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1260 });
    expect(placed.statusCode, placed.body).toBe(201);

    const generated = await t.admin({ method: 'GET', url: `${f.round.adminPath}/matches/schedule/generate` });
    const proposals = generated.json<{
      matches: { team1Id: number; team2Id: number; startTime: number; startMinutes: number }[];
    }>().matches;
    expect(proposals.length).toBeGreaterThan(0);
    for (const proposal of proposals) {
      expect([1080, 1170, 1260]).toContain(proposal.startMinutes);
      expect(proposal.startTime).toBe(Math.floor(proposal.startMinutes / 60));
    }
    expect(proposals.some((p) => [p.team1Id, p.team2Id].includes(c) || [p.team1Id, p.team2Id].includes(d))).toBe(true);
  });

  it('refuses a write at 18:30 (not a slot) with the slots named, and one outside the round', async () => {
    const f = await ninetyMinuteRound();
    const [a, b] = f.teamIds as [number, number];
    const refused = await write(f, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 18 * 60 + 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: '18:30 is not a start time of this round: matches start at 18:00, 19:30 and 21:00.',
      details: [{ field: 'startTime' }],
    });
    const late = await write(f, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 22 * 60 + 30 });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('22:30 is outside this round: matches start between 18:00 and 21:00.');
    const mismatched = await write(f, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18, startMinutes: 1170 });
    expect(mismatched.statusCode).toBe(400);
    const none = await write(f, { team1Id: a, team2Id: b, courtNumber: 1 });
    expect(none.statusCode).toBe(400);
  });

  it('accepts startMinutes or startTime (the slot in that hour), answers both, and reads in slot order', async () => {
    const f = await ninetyMinuteRound();
    const [a, b, c, d, e, g] = f.teamIds as [number, number, number, number, number, number];
    const byMinutes = await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1170 });
    expect(byMinutes).toMatchObject({ startTime: 19, startMinutes: 1170 });
    const byHour = await addMatch(t, f.round, { team1Id: c, team2Id: d, courtNumber: 1, startTime: 21 });
    expect(byHour).toMatchObject({ startTime: 21, startMinutes: 1260 });
    const early = await addMatch(t, f.round, { team1Id: e, team2Id: g, courtNumber: 2, startTime: 18 });
    expect(early).toMatchObject({ startTime: 18, startMinutes: 1080 });
    // Hour 19 means the 19:30 slot: court 1 is taken there.
    const taken = await write(f, { team1Id: e, team2Id: g, courtNumber: 1, startTime: 19 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toContain('Court 1 at 19:30 is already taken');

    const moved = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/matches/${early.id}`,
      payload: { team1Id: e, team2Id: g, courtNumber: 2, startMinutes: 1170 },
    });
    expect(moved.json()).toMatchObject({ startTime: 19, startMinutes: 1170, version: 2 });
    const list = await t.app.inject({ method: 'GET', url: `${f.round.publicPath}/matches` });
    expect(
      list.json<{ matches: { id: number; startMinutes: number }[] }>().matches.map((m) => [m.id, m.startMinutes]),
    ).toEqual([
      [byMinutes.id, 1170],
      [early.id, 1170],
      [byHour.id, 1260],
    ]);
  });

  it('confirms proposals sent with startMinutes', async () => {
    const f = await ninetyMinuteRound();
    const [a, b, c, d] = f.teamIds as [number, number, number, number];
    const response = await t.admin({
      method: 'POST',
      url: `${f.round.adminPath}/matches/schedule/confirm`,
      payload: {
        matches: [
          { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1170 },
          { team1Id: c, team2Id: d, courtNumber: 1, startMinutes: 1110 },
        ],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual([
      expect.objectContaining({
        index: 1,
        message: expect.stringContaining('18:30 is not a start time of this round'),
      }),
    ]);
    const fine = await t.admin({
      method: 'POST',
      url: `${f.round.adminPath}/matches/schedule/confirm`,
      payload: { matches: [{ team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1170 }] },
    });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().matches[0]).toMatchObject({ startTime: 19, startMinutes: 1170 });
  });

  it('takes unavailable hours the slots touch (22 for the 21:00 slot), no others', async () => {
    const f = await ninetyMinuteRound();
    const [a, b] = f.teamIds as [number, number];
    await setUnavailable(t, f.round, a, [22]);
    expect((await availabilityOf(f, a, b)).map((slot) => slot.startMinutes)).toEqual([
      [1080, 1170],
      [1080, 1170],
    ]);
    const outside = await t.admin({
      method: 'POST',
      url: `${f.round.adminPath}/teamUnavailability`,
      payload: { teamId: b, unavailableHours: [23] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toContain('between 18:00 and 22:00');
  });

  it('refuses a new slot length that matches placed on the old slots do not fit, naming them', async () => {
    const f = await ninetyMinuteRound();
    const [a, b] = f.teamIds as [number, number];
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1170 });
    const shape = {
      name: 'Round',
      date: '2026-03-02',
      start_hour: 18,
      end_hour: 21,
      court_number: 2,
      status: 'active',
    };
    const refused = await t.admin({ method: 'PUT', url: f.round.adminPath, payload: { ...shape, slot_minutes: 60 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: [{ field: 'slot_minutes' }] });
    expect(refused.json().error).toContain('19:30');
    const bad = await t.admin({ method: 'PUT', url: f.round.adminPath, payload: { ...shape, slot_minutes: 45 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('60, 75, 90 or 120');
    const kept = await t.admin({ method: 'PUT', url: f.round.adminPath, payload: { ...shape, slot_minutes: 90 } });
    expect(kept.statusCode).toBe(200);
  });

  it('puts a 19:30 match in the calendar from 19:30 to 21:00', async () => {
    const f = await ninetyMinuteRound();
    const [a, b] = f.teamIds as [number, number];
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1170 });
    const ics = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${a}/calendar.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('DTSTART:20260302T193000');
    expect(ics.body).toContain('DTEND:20260302T210000');
  });

  it('keeps 60-minute rounds as they were: starts on the hour, every hour', async () => {
    const f = await createLeagueFixture(t, { teams: 4, courts: 1, hours: [18, 21] });
    expect((await t.admin({ method: 'GET', url: f.round.publicPath })).json()).toMatchObject({ slot_minutes: 60 });
    const [a, b] = f.teamIds as [number, number];
    expect(await availabilityOf(f, a, b)).toEqual([
      { courtNumber: 1, startTimes: [18, 19, 20, 21], startMinutes: [1080, 1140, 1200, 1260] },
    ]);
    await setUnavailable(t, f.round, a, [19]);
    expect((await availabilityOf(f, a, b))[0]?.startTimes).toEqual([18, 20, 21]);
    const match = await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 20 });
    expect(match).toMatchObject({ startTime: 20, startMinutes: 1200 });
    const half = await write(f, { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1230 });
    expect(half.statusCode).toBe(400);
  });
});
