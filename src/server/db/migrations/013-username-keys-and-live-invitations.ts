import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { RESERVED_USERNAME_KEYS, usernameKey, withoutInvisibleCharacters } from '../../../shared/domain/usernames.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Look-alike usernames become one name, and a player has one live invitation (issue 22, docs/roles.md
 * "Usernames", docs/reports.md "Invitations").
 *
 * `admins.username_key` holds the name as compared (`usernameKey`: NFKC, case folded, invisible
 * characters dropped) under a unique index. Names that already clash are settled the same way on
 * every database, by `settleUsernames`: the oldest account (lowest id) of each key keeps its name;
 * each later one is renamed `<name>-2` (or -3, … the first whose key is free, shortened to stay
 * within 64 characters); an account whose key is reserved (`system`) is renamed as if the system
 * held the name first. Every name also loses its invisible characters and takes its NFKC form,
 * as new names do. Each rename is printed as a warning at start, saying which account, from what,
 * to what and why, so the administrator can tell the people concerned. Passwords and sessions
 * are kept: a renamed account signs in with its new name.
 *
 * `invitations` gets a unique index on the player over the unused rows, so the database keeps one
 * live link per player however many are made at once. Where a player has several unused ones
 * now (two made at once on PostgreSQL), the newest (highest id) stays and the others go, as a
 * new invitation would have done.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  // Kysely runs PostgreSQL migrations in a transaction, SQLite ones outside one: this one is whole or nothing on both.
  if (dialect === 'sqlite') await db.transaction().execute((trx) => migrate(trx, dialect));
  else await migrate(db, dialect);
}

async function migrate(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; every row gets its real key below.
  await db.schema.alterTable('admins').addColumn('username_key', 'text', (col) => col.notNull().defaultTo('')).execute();
  const accounts: { id: number; username: string }[] = await db.selectFrom('admins').select(['id', 'username']).orderBy('id').execute();
  for (const settled of settleUsernames(accounts)) {
    await db.updateTable('admins').set({ username: settled.username, username_key: settled.key }).where('id', '=', settled.id).execute();
    if (settled.reason) console.warn(`Migration 013: account ${settled.id} renamed from ${JSON.stringify(settled.from)} to ${JSON.stringify(settled.username)}: ${settled.reason}`);
  }
  // No account may be made without its key; SQLite cannot drop a column default, PostgreSQL can.
  if (dialect === 'postgres') await sql`alter table admins alter column username_key drop default`.execute(db);
  await db.schema.createIndex('admins_one_account_per_name').on('admins').column('username_key').unique().execute();

  await db
    .deleteFrom('invitations')
    .where('used_at', 'is', null)
    .where('id', 'not in', db.selectFrom('invitations').select((eb) => eb.fn.max('id').as('id')).where('used_at', 'is', null).groupBy('player_id'))
    .execute();
  await db.schema.createIndex('invitations_one_live_per_player').on('invitations').column('player_id').unique().where(sql.ref('used_at'), 'is', null).execute();
}

const MAX_USERNAME_LENGTH = 64;

export interface SettledUsername {
  id: number;
  from: string;
  username: string;
  key: string;
  /** Why the name changed; absent when it did not. */
  reason?: string;
}

/**
 * The name and key of every account, oldest first, with no two keys alike and none reserved. The
 * accounts that keep their names claim their keys before any rename is chosen, so a rename never
 * takes a name that a later account already has (`ana-2` is not given while an `ana-2` exists).
 */
export function settleUsernames(accounts: readonly { id: number; username: string }[]): SettledUsername[] {
  const taken = new Set(RESERVED_USERNAME_KEYS);
  const cleaned = accounts.map((account) => {
    const visible = withoutInvisibleCharacters(account.username);
    const username = visible === '' ? 'account' : visible;
    return { id: account.id, from: account.username, username, key: usernameKey(username) };
  });
  const keepers = new Set<number>();
  for (const account of cleaned) {
    if (taken.has(account.key)) continue;
    taken.add(account.key);
    keepers.add(account.id);
  }
  const owner = new Map(cleaned.filter((account) => keepers.has(account.id)).map((account) => [account.key, account]));
  return cleaned.map((account): SettledUsername => {
    if (keepers.has(account.id)) {
      return account.username === account.from ? account : { ...account, reason: 'invisible characters taken out, or wide letters made plain' };
    }
    const username = freeVariant(account.username, taken);
    const key = usernameKey(username);
    taken.add(key);
    const holder = owner.get(account.key);
    const reason = holder ? `its name looked like that of the older account ${holder.id} (${JSON.stringify(holder.username)})` : `${JSON.stringify(account.username)} is reserved`;
    return { ...account, username, key, reason };
  });
}

/** `<name>-2`, `<name>-3`, …: the first whose key no account holds and that is not reserved. */
function freeVariant(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${[...name].slice(0, MAX_USERNAME_LENGTH - suffix.length).join('')}${suffix}`;
    if (!taken.has(usernameKey(candidate))) return candidate;
  }
}
