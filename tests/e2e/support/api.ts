import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, E2E_BASE_URL } from './env';

export interface AdminSession {
  token: string;
  expiresAt: string;
}

/** Signs in through the real API (the same call the login screen makes). */
export async function adminLogin(request: APIRequestContext): Promise<AdminSession> {
  const basic = Buffer.from(`${ADMIN_USERNAME}:${ADMIN_PASSWORD}`).toString('base64');
  const response = await request.post(`${E2E_BASE_URL}/api/v1/auth/login`, { headers: { authorization: `Basic ${basic}` } });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as AdminSession;
}

/** A JSON call to the API, signed in when a session is given. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { session?: AdminSession; data?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.authorization = `Bearer ${options.session.token}`;
  const response = await request.fetch(`${E2E_BASE_URL}/api${path}`, { method, data: options.data, headers });
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
