import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPlayer } from '../../src/shared/schemas/player.js';
import { createOrganiser } from './support/accounts.js';
import { createLeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * A player's optional date of birth, email and phone (issue 24, migration 015): staff write and
 * read them; a PUT that leaves one out keeps it; each is checked. No public answer carries them
 * (player-privacy.test.ts walks those).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: object) => t.admin({ method: 'POST', url: '/api/v1/admin/players', payload });
const put = (id: number, payload: object) => t.admin({ method: 'PUT', url: `/api/v1/admin/players/${id}`, payload });
const staffRead = async (id: number) => (await t.admin({ method: 'GET', url: `/api/v1/admin/players/${id}` })).json<StaffPlayer>();

describe('contact details and date of birth', () => {
  it('are optional: a player without them is stored with nulls', async () => {
    const created = await create({ firstName: 'Sin', lastName: 'Datos' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ dob: null, email: null, phone: null });
    const blank = await create({ firstName: 'En', lastName: 'Blanco', dob: '', email: '  ', phone: '' });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({ dob: null, email: null, phone: null });
  });

  it('are written, read back by staff (the administrator and organisers), and trimmed', async () => {
    const created = await create({ firstName: 'Ana', lastName: 'Contacto', dob: '1990-04-01', email: ' ana@example.com ', phone: '+34 600 111 222' });
    expect(created.statusCode).toBe(201);
    const player = created.json<StaffPlayer>();
    expect(player).toMatchObject({ dob: '1990-04-01', email: 'ana@example.com', phone: '+34 600 111 222' });
    expect(await staffRead(player.id)).toEqual(player);
    const { clubId } = await createLeagueFixture(t, { teams: 2 });
    const organiser = await createOrganiser(t, 'contacts-organiser', [clubId]);
    const asOrganiser = await t.app.inject({ method: 'GET', url: `/api/v1/admin/players?search=Contacto`, headers: { authorization: `Bearer ${organiser.token}` } });
    expect(asOrganiser.statusCode).toBe(200);
    expect(asOrganiser.json<{ players: StaffPlayer[] }>().players).toEqual([player]);
  });

  it('are kept by a PUT that leaves them out, and cleared by null', async () => {
    const { id } = (await create({ firstName: 'Keep', lastName: 'Me', dob: '1991-02-03', email: 'keep@example.com', phone: '600111222' })).json<StaffPlayer>();
    const renamed = await put(id, { firstName: 'Kept', lastName: 'Me' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Kept', dob: '1991-02-03', email: 'keep@example.com', phone: '600111222' });
    const cleared = await put(id, { firstName: 'Kept', lastName: 'Me', email: null, phone: '' });
    expect(cleared.json()).toMatchObject({ dob: '1991-02-03', email: null, phone: null });
    expect(await staffRead(id)).toMatchObject({ dob: '1991-02-03', email: null, phone: null });
  });

  it.each([
    ['an email without an @', { email: 'ana.example.com' }, 'email'],
    ['a phone with letters', { phone: '600 11A 222' }, 'phone'],
    ['a phone too short', { phone: '+34 5' }, 'phone'],
    ['a phone too long', { phone: '+34 600 111 222 333 444' }, 'phone'],
    ['a phone of spaces and one digit', { phone: '+      1' }, 'phone'],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'dob'],
    ['a date of birth in another format', { dob: '01/04/1990' }, 'dob'],
  ])('refuse %s with 400 naming the field, on create and update', async (_case, extra, field) => {
    const created = await create({ firstName: 'Bad', lastName: 'Input', ...extra });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toEqual([field]);
    const { id } = (await create({ firstName: 'Good', lastName: 'Input' })).json<StaffPlayer>();
    const updated = await put(id, { firstName: 'Good', lastName: 'Input', ...extra });
    expect(updated.statusCode).toBe(400);
    expect(updated.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toEqual([field]);
  });
});
