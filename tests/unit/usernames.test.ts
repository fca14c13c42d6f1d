import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasInvisibleCharacter, isReservedUsername, usernameKey } from '../../src/shared/domain/usernames.js';
import { username } from '../../src/shared/schemas/users.js';

describe('usernameKey', () => {
  it.each([
    ['admin', 'admin'],
    ['Admin', 'admin'],
    ['ADMIN', 'admin'],
    ['ａｄｍｉｎ', 'admin'],
    ['admin\u200b', 'admin'],
    ['ad\u00admin', 'admin'],
    ['straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['ﬁlipa', 'filipa'],
    ['Zoë', 'zoë'],
    ['Zoe\u0308', 'zoë'],
    // Lower-casing chooses the final sigma by its place, so every spelling of one word meets.
    ['ΟΔΥΣΣΕΥΣ', 'οδυσσευς'],
    ['οδυσσευσ', 'οδυσσευς'],
  ])('keys %j as %j', (name, key) => {
    expect(usernameKey(name)).toBe(key);
  });

  it('is the same for a key as for its name, and for any case of a name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (name) => {
        const key = usernameKey(name);
        expect(usernameKey(key)).toBe(key);
        expect(usernameKey(name.toUpperCase())).toBe(key);
        expect(usernameKey(name.toLowerCase())).toBe(key);
      }),
    );
  });

  it('does not change when invisible characters are put anywhere in the name', () => {
    const invisible = fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '\ufe0f');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), fc.nat(12), invisible, (name, at, hidden) => {
        const spliced = name.slice(0, at) + hidden + name.slice(at);
        expect(usernameKey(spliced)).toBe(usernameKey(name));
        expect(hasInvisibleCharacter(spliced)).toBe(true);
      }),
    );
  });
});

describe('the username rules', () => {
  it('refuse invisible characters, and accept names of letters from any script', () => {
    for (const hidden of ['admin\u200b', 'ad\u3164min', '\u202eadmin', 'admin\u00a0x', 'a\ue000']) {
      expect(username.safeParse(hidden).success, JSON.stringify(hidden)).toBe(false);
    }
    for (const fine of ['admin', 'Zoë', 'José.Pérez', 'ана', '李娜', 'o\'neil']) {
      expect(username.safeParse(fine).success, fine).toBe(true);
    }
  });

  it('reserve system in every look', () => {
    expect(['system', 'SYSTEM', 'ｓｙｓｔｅｍ', 'sys\u200btem'].every(isReservedUsername)).toBe(true);
    expect(isReservedUsername('system-2')).toBe(false);
  });
});
