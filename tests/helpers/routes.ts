import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export interface RouteEntry {
  method: string;
  /** The route's path with its parameters, e.g. `/api/admin/bookings/:id/notes`. */
  url: string;
}

/**
 * Every route the app serves, read from Fastify's own route tree, so a test looping over it
 * covers routes added later without being told. HEAD (Fastify's automatic twin of GET) is left out.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  // Each line is tree drawing (4 characters per level), a path segment and its methods:
  // "│   └── /:id/contacted (POST)".
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const url = `${parents.join('')}${segment}`;
    parents.push(segment);
    for (const method of methods.split(', ')) {
      if (method && method !== 'HEAD' && method !== '-') routes.push({ method, url });
    }
  }
  return routes;
}

/** `true` for the methods that may change state. */
export function isStateChanging(method: string) {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

/**
 * A fingerprint of every application table, taken in one query: per table its row count and the
 * newest row version (`xmin`: every insert and update writes a new one). Two equal fingerprints
 * mean nothing was written in between.
 */
export async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const result = await app.db.execute<{ name: string; print: string }>(
    sql.raw(await fingerprintQuery(app)),
  );
  return Object.fromEntries(
    rowsOf<{ name: string; print: string }>(result).map((row) => [row.name, row.print]),
  );
}

const fingerprintQueries = new WeakMap<FastifyInstance, Promise<string>>();

function fingerprintQuery(app: FastifyInstance): Promise<string> {
  let query = fingerprintQueries.get(app);
  if (!query) {
    query = app.db
      .execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
      .then((tables) =>
        rowsOf<{ name: string }>(tables)
          .map(
            ({ name }) =>
              `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as print from "${name}"`,
          )
          .join(' union all '),
      );
    fingerprintQueries.set(app, query);
  }
  return query;
}

/** node-postgres answers `{ rows }`; PGlite's Drizzle driver answers the same shape. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
