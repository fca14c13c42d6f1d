/**
 * A server domain's SQL lives in its queries.ts (docs/architecture.md, "The layers"): the lint rule
 * `layers/sql-in-queries` must refuse a statement or a `sql` template anywhere else in a domain
 * folder, and leave queries.ts and the infrastructure folders alone. Each case lints a file that
 * does not exist, placed in the tree.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function sqlProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/sql-in-queries').map((message) => message.message);
}

const statements = [
  "import { sql } from 'kysely';",
  "import type { Db } from '../db/database.js';",
  "export const one = (db: Db) => db.selectFrom('matches').selectAll().execute();",
  "export const two = (db: Db) => db.insertInto('clubs').values({ name: 'x' }).execute();",
  "export const three = (db: Db) => db.updateTable('clubs').set({ name: 'x' }).execute();",
  "export const four = (db: Db) => db.deleteFrom('clubs').execute();",
  'export const five = (db: Db) => sql<number>`select 1`.execute(db);',
  "export const six = sql.raw('select 1');",
  '',
].join('\n');

describe('SQL in a server domain', () => {
  it('is refused outside queries.ts, each statement named', async () => {
    const problems = await sqlProblems('src/server/reports/probe.ts', statements);
    expect(problems).toEqual([
      expect.stringContaining('.selectFrom() outside queries.ts'),
      expect.stringContaining('.insertInto() outside queries.ts'),
      expect.stringContaining('.updateTable() outside queries.ts'),
      expect.stringContaining('.deleteFrom() outside queries.ts'),
      expect.stringContaining('sql`…` template outside queries.ts'),
      expect.stringContaining('sql.raw() outside queries.ts: move the statement to server/reports/queries.ts'),
    ]);
  });

  it("is the business of the domain's queries.ts", async () => {
    expect(await sqlProblems('src/server/reports/queries.ts', statements)).toEqual([]);
  });

  it('is allowed in the infrastructure and the composition root', async () => {
    for (const folder of ['db', 'lib', 'plugins', 'static', 'seed', 'cli']) {
      expect(await sqlProblems(`src/server/${folder}/probe.ts`, statements)).toEqual([]);
    }
    expect(await sqlProblems('src/server/probe.ts', statements)).toEqual([]);
  });
});
