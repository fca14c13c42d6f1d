import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import * as initial from './001-initial.js';
import * as searchText from './002-search-text.js';
import * as idempotencyUnfinishedClaims from './003-idempotency-unfinished-claims.js';
import * as dataVersion from './004-data-version.js';
import * as searchIndex from './005-search-index.js';
import * as matchFormat from './006-match-format.js';
import * as playoffs from './007-playoffs.js';
import * as seasons from './008-seasons.js';
import * as dataChanges from './009-data-changes.js';
import * as accountRoles from './010-account-roles.js';
import * as playerAccounts from './011-player-accounts.js';
import * as idempotencyKeyCallers from './012-idempotency-key-callers.js';
import * as usernameKeysAndLiveInvitations from './013-username-keys-and-live-invitations.js';
import * as auditLog from './014-audit-log.js';
import * as playerContacts from './015-player-contacts.js';
import * as organiserInvitations from './016-organiser-invitations.js';
import * as liveChanges from './017-live-changes.js';
import * as pushNotifications from './018-push-notifications.js';
import * as clubNights from './019-club-nights.js';
import * as competitionRules from './020-competition-rules.js';
import * as courtSlots from './021-court-slots.js';
import * as entries from './022-entries.js';
import * as matchLineups from './023-match-lineups.js';
import * as rescheduleRequests from './024-reschedule-requests.js';
import * as formatsWithdrawals from './025-formats-withdrawals.js';
import * as levelsBoxLeagues from './026-levels-box-leagues.js';
import * as pushEntriesTopic from './027-push-entries-topic.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the untyped schema */
type DialectMigration = { up: (db: Kysely<any>, dialect: DatabaseDialect) => Promise<void> };

/** Forward-only and versioned: names sort in the order they run; a shipped migration never changes. */
const migrations: Record<string, DialectMigration> = {
  '001-initial': initial,
  '002-search-text': searchText,
  '003-idempotency-unfinished-claims': idempotencyUnfinishedClaims,
  '004-data-version': dataVersion,
  '005-search-index': searchIndex,
  '006-match-format': matchFormat,
  '007-playoffs': playoffs,
  '008-seasons': seasons,
  '009-data-changes': dataChanges,
  '010-account-roles': accountRoles,
  '011-player-accounts': playerAccounts,
  '012-idempotency-key-callers': idempotencyKeyCallers,
  '013-username-keys-and-live-invitations': usernameKeysAndLiveInvitations,
  '014-audit-log': auditLog,
  '015-player-contacts': playerContacts,
  '016-organiser-invitations': organiserInvitations,
  '017-live-changes': liveChanges,
  '018-push-notifications': pushNotifications,
  '019-club-nights': clubNights,
  '020-competition-rules': competitionRules,
  '021-court-slots': courtSlots,
  '022-entries': entries,
  '023-match-lineups': matchLineups,
  '024-reschedule-requests': rescheduleRequests,
  '025-formats-withdrawals': formatsWithdrawals,
  '026-levels-box-leagues': levelsBoxLeagues,
  '027-push-entries-topic': pushEntriesTopic,
};

export function migrationProvider(dialect: DatabaseDialect): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, migration]) => [
          name,
          { up: (db: Kysely<any>) => migration.up(db, dialect) } satisfies Migration,
        ]),
      ),
  };
}
