/**
 * The repository stands on its own: its code, tests and docs restate every rule they follow and
 * never send a reader to a file a user of the repository does not have (the team's planning
 * documents live outside it). Tracked files only, so a local scratch file cannot fail the run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Built from parts so this file does not match itself.
const outsideNames = ['API', 'SPEC', 'STYLE', 'BRAND', 'STACK', 'DEVELOPERS'].map((name) => `${name}.md`);
const outsidePointer = new RegExp(`(${outsideNames.map((name) => name.replace('.', '\\.')).join('|')})|\\.\\./shared/[A-Z]`);

const trackedTextFiles = (): string[] =>
  execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.(ts|tsx|mjs|js|md|css|json|html)$/.test(path) && path !== 'package-lock.json');

describe('the repository refers to no file outside it', () => {
  it('has no pointer to the planning documents in code, tests or docs', () => {
    const files = trackedTextFiles();
    // An empty list (run outside the checkout) would find nothing to refuse.
    expect(files).toContain('package.json');
    const offenders = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ path, line: index + 1, text: line.trim() }))
        .filter(({ text }) => outsidePointer.test(text)),
    );
    expect(offenders).toEqual([]);
  });
});
