import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/** One line of printRoutes: tree drawing (4 characters a level), the path segment, its methods. */
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/;

/**
 * Every route Fastify's router serves, read from its own table (`printRoutes`), not from a list
 * the app builds: a route that slipped past the app's onRoute hooks (registered before them, or in
 * a context they do not reach) is still here. Automatic HEAD twins of GET routes are included.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const segments: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const parsed = LINE.exec(line);
    if (!parsed) continue;
    const [, indent = '', segment = '', methods] = parsed;
    const depth = indent.length / 4;
    segments.length = depth;
    segments.push(segment);
    const url = segments.join('');
    for (const method of methods?.split(', ') ?? []) if (method !== '-') routes.push({ method, url });
  }
  return routes;
}

/** /api/v1/admin/clubs/:clubId → /api/v1/admin/clubs/1 (`fill` picks each parameter's value). */
export const concreteUrl = (url: string, fill: (name: string) => string = () => '1'): string =>
  url.replace(/:([A-Za-z]+)/g, (_match, name: string) => fill(name)).replace(/\*$/, 'anything');
