import { BlockList, isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For (the TRUST_PROXY setting): none, a number
 * of proxy hops, or the proxies' addresses and CIDRs. Never "every sender": any client could then
 * pick a fresh address per request and walk around the login rate limit.
 */
export type TrustedProxies = false | number | string[];

/** Ranges proxy-addr (behind Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** "false", "" or "0" → none; "2" → two hops; "10.0.0.0/8, 127.0.0.1" → those; else undefined (invalid). */
export function parseTrustedProxies(value: string): TrustedProxies | undefined {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

const isPrivateAddress = (address: string): boolean => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(plain);
  return version !== 0 && privateNetworks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Fastify's trustProxy value. Fastify ignores a bare hop count, since a client reaching the
 * server directly could then forge the header; here a hop is trusted only when the address it
 * comes from is private (loopback, link-local, 10/8, 172.16/12, 192.168/16, fc00::/7), as a
 * load balancer's is and an Internet client's is not. Proxies on public addresses are listed.
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (address, hop) => hop < trusted && isPrivateAddress(address);
}
