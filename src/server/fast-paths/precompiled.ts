import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from '../db/database.js';

const PARAMETER = Symbol('precompiled parameter');

/** Stands for a named parameter while the query is built; replaced by its value at each run. */
interface Placeholder {
  readonly [PARAMETER]: string;
}

const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && PARAMETER in value;

/** Per parameter of the SQL: the name of the value to put there, or a constant of the query. */
type Slot = { param: string } | { constant: unknown };

interface Template {
  compiled: CompiledQuery;
  slots: Slot[];
  /** On SQLite, the prepared statement, once run directly (below). */
  statement?: SQLite.Statement;
}

// The embedded databases' connections, by their Kysely adapter (one per `openDatabase`).
const embeddedConnections = new WeakMap<object, SQLite.Database>();

/**
 * Lets precompiled queries inside a transaction of `db` run on `connection` directly: see
 * `precompiled`. Called by openDatabase for SQLite.
 */
export function registerEmbeddedConnection(db: Db, connection: SQLite.Database): void {
  embeddedConnections.set(db.getExecutor().adapter, connection);
}

/**
 * The embedded connection to run on directly, when `db` is an open transaction there: it holds
 * SQLite's only connection until it ends (Kysely's SQLite driver lends the connection to one user
 * at a time), so nothing else can be using the connection meanwhile, and better-sqlite3 runs a
 * statement synchronously, as Kysely's driver would once its turn came. Outside a transaction
 * another request's transaction may hold the connection: those queries wait their turn in Kysely.
 */
function directConnectionOf(db: Db, adapter: object): SQLite.Database | undefined {
  if (!db.isTransaction) return undefined;
  const connection = embeddedConnections.get(adapter);
  if (!connection) return undefined;
  // A finished controlled transaction must fail as Kysely fails it, not run on the connection.
  const state = db as Partial<Record<'isCommitted' | 'isRolledBack', boolean>>;
  if (state.isCommitted === true || state.isRolledBack === true) return undefined;
  return connection;
}

/** What Kysely's SQLite driver answers for a statement (kysely/dist/esm/dialect/sqlite/sqlite-driver.js). */
function runDirect<R>(template: Template, connection: SQLite.Database, parameters: unknown[]): QueryResult<R> {
  let statement = template.statement;
  if (!statement || statement.busy) {
    statement = connection.prepare(template.compiled.sql);
    template.statement ??= statement;
  }
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * A query built and compiled once per dialect, then run with new values: for the statements every
 * admin result write sends. Kysely builds an immutable tree and compiles it to SQL on every run
 * (freezing each node), then passes the query through a chain of executors and connection
 * providers; the profile of the result write showed Kysely as 29% of the main thread
 * (docs/performance.md). The SQL of such a query does not depend on its values, so it is compiled
 * once with placeholders, and each run only puts the values in place. Inside a transaction on
 * SQLite it runs on the connection directly (see directConnectionOf), with its statement kept.
 *
 * `build` must give the same SQL for any values: no branches on them, no lists of varying length
 * (key such a query by its length with `precompiledList`). Values are only taken through
 * `params`; constants in the builder (a literal status, null) are kept as they were compiled.
 */
export function precompiled<P extends object, R>(
  build: (db: Db, params: P) => Compilable<R>,
): {
  execute: (db: Db, params: P) => Promise<QueryResult<R>>;
  rows: (db: Db, params: P) => Promise<R[]>;
  first: (db: Db, params: P) => Promise<R | undefined>;
} {
  // By the dialect's adapter: the same code runs on SQLite and PostgreSQL (tests use both).
  const templates = new WeakMap<object, Template>();
  const placeholders = new Proxy({} as P, {
    get: (_target, name) => (typeof name === 'string' ? { [PARAMETER]: name } : undefined),
  });
  const templateFor = (db: Db, adapter: object): Template => {
    let template = templates.get(adapter);
    if (!template) {
      const compiled = build(db, placeholders).compile();
      const slots = compiled.parameters.map((value): Slot =>
        isPlaceholder(value) ? { param: value[PARAMETER] } : { constant: value },
      );
      template = { compiled, slots };
      templates.set(adapter, template);
    }
    return template;
  };
  const execute = (db: Db, params: P): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    const template = templateFor(db, adapter);
    const values = params as Record<string, unknown>;
    const parameters = template.slots.map((slot) => ('param' in slot ? values[slot.param] : slot.constant));
    const connection = directConnectionOf(db, adapter);
    if (!connection) return db.executeQuery<R>({ ...template.compiled, parameters });
    try {
      return Promise.resolve(runDirect<R>(template, connection, parameters));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
  return {
    execute,
    rows: async (db, params) => (await execute(db, params)).rows,
    first: async (db, params) => (await execute(db, params)).rows[0],
  };
}

/**
 * `precompiled` for a query on a list of values (`in (…)`), one compiled query per list length up
 * to `maxLength`; longer lists are built and compiled at each run.
 */
export function precompiledList<R>(
  build: (db: Db, values: readonly unknown[]) => Compilable<R>,
  maxLength: number,
): (db: Db, values: readonly unknown[]) => Promise<R[]> {
  const byLength = new Map<number, ReturnType<typeof precompiled<Record<string, unknown>, R>>>();
  return async (db, values) => {
    if (values.length > maxLength) return (await db.executeQuery(build(db, values).compile())).rows;
    let query = byLength.get(values.length);
    if (!query) {
      const length = values.length;
      query = precompiled<Record<string, unknown>, R>((builder, params) =>
        build(
          builder,
          Array.from({ length }, (_, index) => params[`v${index}`]),
        ),
      );
      byLength.set(length, query);
    }
    const params: Record<string, unknown> = {};
    values.forEach((value, index) => {
      params[`v${index}`] = value;
    });
    return query.rows(db, params);
  };
}
