import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PUBLIC_URL_UNSET, startWarnings } from '../../src/server/config.js';

describe('PUBLIC_URL', () => {
  it('is unset by default, and the start then warns that links follow the request', () => {
    const config = loadConfig({});
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(startWarnings(config)).toEqual([PUBLIC_URL_UNSET]);
    expect(startWarnings(loadConfig({ PUBLIC_URL: '' }))).toEqual([PUBLIC_URL_UNSET]);
  });

  it.each([
    ['https://padel.example', 'https://padel.example'],
    ['https://padel.example/', 'https://padel.example'],
    [' http://localhost:3000 ', 'http://localhost:3000'],
    ['HTTPS://Padel.Example:443/', 'https://padel.example'],
  ])('reads %j as the origin %j, and the start has nothing to warn of', (value, origin) => {
    const config = loadConfig({ PUBLIC_URL: value });
    expect(config.PUBLIC_URL).toBe(origin);
    expect(startWarnings(config)).toEqual([]);
  });

  it.each(['padel.example', 'ftp://padel.example', 'https://padel.example/tour', 'https://padel.example/?x=1', 'https://user:pw@padel.example', 'https://'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL: must be an http\(s\) origin/);
    },
  );
});
