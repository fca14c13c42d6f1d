import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_ROUTES } from '../../src/client/offline/outbox-operations.js';
import { routeTable } from './support/route-table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The outbox keeps typed operations and derives each one's request from one table when it sends it
 * (src/client/offline/outbox-operations.ts). A server route that moves must move in that table too,
 * or every change a phone holds for it would be refused: this test fails first.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `:clubId` and `:id` are the same route: only the shape counts. */
const shape = (url: string): string => url.replace(/:\w+/g, ':');

describe('the outbox table of operations', () => {
  it.each(Object.entries(OPERATION_ROUTES))('%s is a route the server serves', (_name, route) => {
    const served = routeTable(t.app).map((entry) => `${entry.method} ${shape(entry.url)}`);
    expect(served).toContain(`${route.method} ${shape(`/api${route.path}`)}`);
  });
});
