import { describe, expect, it } from 'vitest';
import { isPrecacheableAnswer, refuseWrongPrecacheAnswers } from '../../../sw/precache-guard';

const answer = (status: number, contentType: string) =>
  new Response('body', { status, headers: { 'content-type': contentType } });
const at = (path: string) => new URL(path, 'https://bandeja.test');

describe('service worker: what the precache accepts while installing a version', () => {
  it.each([
    ['/assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-abc.css', 'text/css'],
    ['/index.html?__WB_REVISION__=abc', 'text/html; charset=utf-8'],
    ['/manifest.webmanifest?__WB_REVISION__=abc', 'application/manifest+json'],
    ['/icons/icon-192.png', 'image/png'],
    ['/favicon.svg', 'image/svg+xml'],
  ])('keeps %s answered as %s', (path, contentType) => {
    expect(isPrecacheableAnswer(at(path), answer(200, contentType))).toBe(true);
  });

  it.each([
    ['/assets/index-abc.js', 'text/html; charset=utf-8'],
    ['/assets/index-abc.css', 'TEXT/HTML'],
    ['/manifest.webmanifest?__WB_REVISION__=abc', 'text/html'],
    ['/icons/icon-192.png', 'text/html'],
  ])('refuses the app shell answered for the file %s (%s)', (path, contentType) => {
    expect(isPrecacheableAnswer(at(path), answer(200, contentType))).toBe(false);
  });

  it.each([404, 500, 503])('refuses an error status %i, as Workbox does by default', (status) => {
    expect(isPrecacheableAnswer(at('/assets/index-abc.js'), answer(status, 'application/json'))).toBe(false);
    expect(isPrecacheableAnswer(at('/index.html'), answer(status, 'text/html'))).toBe(false);
  });

  it('as a plugin: hands a good answer on and refuses a bad one with null, which fails the install', async () => {
    const cacheWillUpdate = refuseWrongPrecacheAnswers.cacheWillUpdate!;
    // The plugin never reads the install event.
    const event = {} as Parameters<typeof cacheWillUpdate>[0]['event'];
    const good = answer(200, 'text/javascript');
    expect(await cacheWillUpdate({ request: new Request(at('/assets/a.js')), response: good, event })).toBe(good);
    expect(
      await cacheWillUpdate({ request: new Request(at('/assets/a.js')), response: answer(200, 'text/html'), event }),
    ).toBeNull();
  });
});
