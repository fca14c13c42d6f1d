import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens of 32 random bytes; the database keeps only their SHA-256. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
