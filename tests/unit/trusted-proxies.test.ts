import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { parseTrustedProxies, trustProxyOption } from '../../src/server/lib/trusted-proxies.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['false', false],
    ['', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['127.0.0.1, 192.168.1.0/24,fd00::/8', ['127.0.0.1', '192.168.1.0/24', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '::1/129', '10.0.0', 'proxy.internal', '10.0.0.1,', '1.5'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a hop count/);
    },
  );

  it('trusts a hop count only through private addresses', () => {
    const trust = trustProxyOption(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a trust function');
    for (const address of ['127.0.0.1', '10.1.2.3', '172.31.0.1', '192.168.0.9', '::1', 'fd12::1', '::ffff:10.0.0.5']) {
      expect(trust(address, 0), address).toBe(true);
    }
    for (const address of ['198.51.100.9', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8']) {
      expect(trust(address, 0), address).toBe(false);
    }
    expect(trust('10.1.2.3', 1)).toBe(false);
  });
});
