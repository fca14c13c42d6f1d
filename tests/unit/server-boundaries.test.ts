/**
 * The server's domains meet only through their index.ts and never import each other
 * (docs/architecture.md, "The layers"): the lint rule `layers/boundaries` must refuse both, or the
 * cycles come back one import at a time. Each case lints a file that does not exist, placed in the
 * tree, against the real import graph of src/server.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/boundaries').map((message) => message.message);
}

describe('the server domain boundaries', () => {
  it('let a domain import another through its index', async () => {
    expect(await boundaryProblems('src/server/reports/probe.ts', "export { lockRound } from '../matches/index.js';\n")).toEqual([]);
  });

  it('refuse an import that skips the index', async () => {
    const problems = await boundaryProblems('src/server/reports/probe.ts', "export { lockRound } from '../matches/queries.js';\n");
    expect(problems).toEqual([expect.stringContaining('import it through server/matches/index.ts')]);
  });

  it('hold the composition root to the index too', async () => {
    const problems = await boundaryProblems('src/server/seed/probe.ts', "export { insertPlayoff } from '../playoffs/queries.js';\n");
    expect(problems).toEqual([expect.stringContaining('import it through server/playoffs/index.ts')]);
  });

  it('refuse an import that closes a cycle, naming it', async () => {
    const problems = await boundaryProblems('src/server/matches/probe.ts', "export { reportMatchHook } from '../reports/index.js';\n");
    expect(problems).toEqual([expect.stringContaining('Server domains import each other (matches → reports → matches)')]);
  });

  it('refuse a longer cycle too', async () => {
    const problems = await boundaryProblems('src/server/teams/probe.ts', "export { getPlayoff } from '../playoffs/index.js';\n");
    expect(problems).toEqual([expect.stringMatching(/Server domains import each other \(teams → playoffs → .*teams\)/)]);
  });
});
