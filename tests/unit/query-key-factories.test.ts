/**
 * Query keys and paths: one factory per domain (docs/architecture.md). The lint rule must refuse
 * an inline `queryKey: [...]` and an admin key built outside the factories, and leave the factories
 * alone. Each case lints a file that does not exist, placed in the tree.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function keyProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const inline = [
  "import { useQuery } from '@tanstack/react-query';",
  "import { adminKey } from '@/client/lib/admin-key';",
  'export const useOne = () => useQuery({ queryKey: [\'admin\', \'thing\'], queryFn: () => 1 });',
  'export const two = { queryKey: [\'leagues\', 1] as const };',
  "export const three = () => adminKey('thing');",
  '',
].join('\n');

describe('a query key outside its factory', () => {
  it('is refused in a component, a hook or an api file, each way of writing it named', async () => {
    for (const file of ['src/client/features/matches/admin/schedule/probe.tsx', 'src/client/components/admin/probe.ts', 'src/client/features/leagues/api.ts']) {
      expect(await keyProblems(file, inline)).toEqual([
        expect.stringContaining('An inline query key'),
        expect.stringContaining('An inline query key'),
        expect.stringContaining('An admin key built outside'),
      ]);
    }
  });

  it("is the business of the domain's factory", async () => {
    for (const file of ['src/client/features/leagues/queries.ts', 'src/client/features/users/admin/queries.ts', 'src/client/features/me/keys.ts']) {
      expect(await keyProblems(file, inline)).toEqual([]);
    }
  });

  it('taken from a factory is fine anywhere', async () => {
    const code = [
      "import { useQuery } from '@tanstack/react-query';",
      "import { matchApi } from '@/client/features/matches/queries';",
      'export const useOne = () => useQuery({ queryKey: matchApi.admin.key.ofRound(1, 2, 3), queryFn: () => 1 });',
      '',
    ].join('\n');
    expect(await keyProblems('src/client/features/matches/admin/results/probe.tsx', code)).toEqual([]);
  });
});
