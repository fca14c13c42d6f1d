import { describe, expect, it, vi } from 'vitest';
import { noticeOf, openScreen, screenUrl } from '../../../sw/push';

/* The service worker's push notifications (docs/push.md): what a message shows, where a tap goes. */
const ORIGIN = 'https://padel.example';

describe('a push message', () => {
  it('shows the server’s title and body, and opens its screen of this site', () => {
    const text = JSON.stringify({
      title: 'Un resultado por confirmar',
      body: 'A ha comunicado 6–3 6–4.',
      url: '/me',
      tag: 'reports-7',
      topic: 'reports',
    });
    expect(noticeOf(text, ORIGIN, 'Bandeja')).toEqual({
      title: 'Un resultado por confirmar',
      body: 'A ha comunicado 6–3 6–4.',
      url: `${ORIGIN}/me`,
      tag: 'reports-7',
    });
  });

  it('of an entry moved up opens the night’s or the league’s page', () => {
    const night = JSON.stringify({
      title: 'Ya tienes plaza',
      body: 'Se ha liberado una plaza…',
      url: '/club-night?club=3&id=9',
      tag: 'entries-41',
      topic: 'entries',
    });
    expect(noticeOf(night, ORIGIN, 'Bandeja')).toEqual({
      title: 'Ya tienes plaza',
      body: 'Se ha liberado una plaza…',
      url: `${ORIGIN}/club-night?club=3&id=9`,
      tag: 'entries-41',
    });
    expect(screenUrl('/league?clubId=3&leagueId=5', ORIGIN)).toBe(`${ORIGIN}/league?clubId=3&leagueId=5`);
  });

  it('that is not ours still shows something, and never opens another site', () => {
    expect(noticeOf('not json', ORIGIN, 'Bandeja')).toEqual({ title: 'Bandeja', body: '', url: `${ORIGIN}/me` });
    expect(noticeOf(null, ORIGIN, 'Bandeja').title).toBe('Bandeja');
    for (const away of ['https://evil.example/me', '//evil.example/me', 'javascript:alert(1)', 42])
      expect(screenUrl(away, ORIGIN)).toBe(`${ORIGIN}/me`);
    expect(screenUrl('/league?clubId=1&leagueId=2&tab=results', ORIGIN)).toBe(
      `${ORIGIN}/league?clubId=1&leagueId=2&tab=results`,
    );
  });
});

describe('a tap', () => {
  const tab = (url: string) => ({ url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) });

  it('focuses the tab already at the screen', async () => {
    const here = tab(`${ORIGIN}/me`);
    const other = tab(`${ORIGIN}/`);
    const open = vi.fn(async () => undefined);
    await openScreen(`${ORIGIN}/me`, [other, here], open);
    expect(here.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('takes an open tab there, or opens a window when none is open', async () => {
    const other = tab(`${ORIGIN}/`);
    const open = vi.fn(async () => undefined);
    await openScreen(`${ORIGIN}/me`, [other], open);
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/me`);
    expect(other.focus).toHaveBeenCalled();
    await openScreen(`${ORIGIN}/me`, [], open);
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/me`);
  });
});
