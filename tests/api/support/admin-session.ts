import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

/**
 * Requests as the administrator for tests that drive every route, logout among them: a logout
 * ends the session, so a 401 signs in again and retries once. A route that refuses the admin
 * outright still answers its 401.
 */
export function adminSession(t: TestApp): (options: InjectOptions) => Promise<LightMyRequestResponse> {
  let token: string | undefined;
  const attempt = async (options: InjectOptions) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${(token ??= await t.login())}` },
    });
  return async (options) => {
    const response = await attempt(options);
    if (response.statusCode !== 401) return response;
    token = undefined;
    return attempt(options);
  };
}
