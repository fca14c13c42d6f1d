import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not the typed schema */

/**
 * Competition rules (docs/standings.md, docs/playoffs.md).
 * - `draw_lots`: one row per group whose lot has been drawn, the last tie-breaker of its table: the
 *   seed and the teams in the order drawn (JSON), when. Goes with its group.
 * - `point_deductions`: points taken off a team in a group's table, each with its reason (a
 *   referee's decision, a fine), kept as separate rows so the table can say why. Go with the group
 *   or the team.
 * - `playoffs.best_of_next`: how many of the best teams placed next qualify besides the first
 *   `qualifiers_per_group` of each group (0: none); `playoffs.lot_seed`: the seed of the lot that
 *   settles teams of different groups level on every figure, kept with the draw it made.
 */
export async function up(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable('draw_lots')
    .addColumn('group_id', 'integer', (col) => col.primaryKey().references('league_groups.id').onDelete('cascade'))
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('team_ids', 'text', (col) => col.notNull())
    .addColumn('drawn_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('point_deductions')
    .addColumn('id', 'integer', (col) =>
      dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('group_id', 'integer', (col) => col.notNull().references('league_groups.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('point_deductions_group').on('point_deductions').column('group_id').execute();
  await db.schema
    .alterTable('playoffs')
    .addColumn('best_of_next', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('playoffs')
    .addColumn('lot_seed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
