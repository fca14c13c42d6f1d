import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own on loopback (docs/push.md, "Tests"): it takes the POSTs the server
 * sends to a subscription's endpoint as a browser vendor's service would, and reads them as the
 * browser would, with the subscription's private key and auth secret. Nothing of web-push is
 * used here: the decryption follows RFC 8291 (Message Encryption for Web Push) over RFC 8188's
 * aes128gcm, and the VAPID header (RFC 8292) is checked with node:crypto.
 */

/** A browser's side of one subscription: the keys it would hand the page, and the private half. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  at: number;
}

/** What the service answers a POST to a path: a status, or no answer at all until it closes. */
export type Behaviour = { status: number } | 'hang';

export class LoopbackPushService {
  readonly received: Received[] = [];
  /** Per path, the answers to give in turn; the last one stays. */
  readonly #behaviours = new Map<string, Behaviour[]>();
  readonly #hanging = new Map<ServerResponse, string>();
  readonly #waiters: (() => void)[] = [];
  #server: Server | null = null;
  #origin = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
        for (const wake of this.#waiters.splice(0)) wake();
        const queue = this.#behaviours.get(path) ?? [];
        const behaviour = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 201 };
        if (behaviour === 'hang') {
          this.#hanging.set(response, path);
          return;
        }
        response.writeHead(behaviour.status).end();
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.#origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const response of this.#hanging.keys()) response.destroy();
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** Sets what the next POSTs to the subscription's endpoint are answered, in turn; the last answer stays. */
  answer(subscription: BrowserSubscription, ...behaviours: Behaviour[]): void {
    this.#behaviours.set(new URL(subscription.endpoint).pathname, behaviours);
  }

  /** A new subscription as a browser makes it: a P-256 key pair and a 16-byte auth secret. */
  subscription(): BrowserSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return {
      endpoint: `${this.#origin}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
  }

  /** Answers the requests to the subscription's endpoint left hanging, and every next one, with this status. */
  release(subscription: BrowserSubscription, status: number): void {
    const path = new URL(subscription.endpoint).pathname;
    this.#behaviours.set(path, [{ status }]);
    for (const [response, hungPath] of this.#hanging) {
      if (hungPath !== path) continue;
      this.#hanging.delete(response);
      response.writeHead(status).end();
    }
  }

  /** The POSTs made to this subscription's endpoint, oldest first. */
  to(subscription: BrowserSubscription): Received[] {
    const path = new URL(subscription.endpoint).pathname;
    return this.received.filter((r) => r.path === path);
  }

  /** Resolves once `count` POSTs reached the subscription's endpoint (rejects after `timeoutMs`). */
  async waitFor(subscription: BrowserSubscription, count = 1, timeoutMs = 5000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(subscription).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the push service got ${this.to(subscription).length} of ${count} POSTs to ${subscription.endpoint}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.to(subscription);
  }
}

/**
 * Decrypts a push message body for the subscription (RFC 8291 §3.4 and RFC 8188 §2):
 * header = salt (16) | record size (4) | key id length (1) | key id (the sender's P-256 public key);
 * IKM = HKDF(salt: auth secret, ikm: ECDH(ua private, as public), info: "WebPush: info\0" ‖ ua public ‖ as public, 32);
 * CEK = HKDF(salt, IKM, "Content-Encoding: aes128gcm\0", 16); NONCE = HKDF(salt, IKM, "Content-Encoding: nonce\0", 12);
 * one record, AES-128-GCM with its 16-byte tag last, the plaintext ending in the delimiter 0x02 and zero padding.
 */
export function decryptPush(subscription: BrowserSubscription, received: Received): string {
  if (received.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${String(received.headers['content-encoding'])}`);
  const body = received.body;
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const uaPublic = subscription.ecdh.getPublicKey();
  const ecdhSecret = subscription.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<server public key>`, the key the server
 * publishes, the JWT signed with it (ES256), for this push service's origin, not expired, with the
 * subject. Answers the JWT's claims.
 */
export function checkVapid(received: Received, publicKey: string, now = Date.now()): { aud: string; exp: number; sub: string } {
  const header = String(received.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt = '', k = ''] = match;
  if (k !== publicKey) throw new Error('the header names another key than the published one');
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT is not signed with the published key');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (parsed.exp * 1000 <= now) throw new Error('the VAPID JWT has expired');
  return parsed;
}
