import { describe, expect, it } from 'vitest';
import { groupLine } from '@/client/features/tv/tv-panel-views';

describe("a group's line on the TV", () => {
  it('names a group called by a letter as a group', () => {
    expect(groupLine('Liga Bandeja', 'A')).toBe('Liga Bandeja · Group A');
  });

  it('does not say "Group" twice for a group whose name already says it', () => {
    expect(groupLine('Spring League', 'Group A')).toBe('Spring League · Group A');
    expect(groupLine('Liga', 'Grupo 2')).toBe('Liga · Grupo 2');
  });
});
