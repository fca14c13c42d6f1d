/** A domain's hook list (src/server/lib/hook-list.ts): wired whole at app build, never silently empty. */
import { describe, expect, it } from 'vitest';
import { hookList } from '../../src/server/lib/hook-list.js';

describe('a hook list', () => {
  it('throws when used before the app wired it, naming where it is wired', () => {
    const hooks = hookList<() => void>('probe');
    expect(() => hooks.all()).toThrow(/probe hooks are not wired: registerRoutes/);
  });

  it('answers the hooks in the order wired, and a second wiring replaces the first', () => {
    const hooks = hookList<string>('probe');
    hooks.wire(['old']);
    hooks.wire(['first', 'second']);
    expect(hooks.all()).toEqual(['first', 'second']);
  });
});
