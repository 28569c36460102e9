import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; the same SQL for both kinds. */
  migrate(): Promise<void>;
  /** A real round trip to the database. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** A PostgreSQL server, through a node-postgres pool. */
  | { url: string }
  /** Embedded PGlite: a directory, or `memory://` for a throwaway database. */
  | { dataDir: string };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', onPoolError);
    const db = drizzleNodePostgres({ client: pool, schema });
    return handle(
      db,
      'postgres',
      () => migrateNodePostgres(db, { migrationsFolder }),
      () => pool.end(),
    );
  }

  if (!target.dataDir.startsWith('memory://')) await mkdir(target.dataDir, { recursive: true });
  // btree_gist must be loaded on every open: the exclusion constraint on booking_villas uses it.
  const client = await PGlite.create(target.dataDir, { extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema });
  return handle(
    db,
    'pglite',
    () => migratePglite(db, { migrationsFolder }),
    () => client.close(),
  );
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    kind,
    migrate,
    close,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
