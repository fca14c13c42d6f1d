import { describe, expect, it } from 'vitest';
import { fieldChanges, valueText } from '@/client/features/activity/admin/field-diff';

describe('fieldChanges: the fields an audit entry changed', () => {
  it('keeps only the fields whose value differs in an update', () => {
    expect(fieldChanges({ id: 1, name: 'Ana', team_ids: [1, 2] }, { id: 1, name: 'Ana', team_ids: [1, 2, 3] })).toEqual([
      { field: 'team_ids', before: '[1,2]', after: '[1,2,3]' },
    ]);
  });

  it('lists every field of a create with nothing before, and of a delete with nothing after', () => {
    expect(fieldChanges(null, { id: 4, rules: null })).toEqual([
      { field: 'id', before: null, after: '4' },
      { field: 'rules', before: null, after: null },
    ]);
    expect(fieldChanges({ id: 4 }, null)).toEqual([{ field: 'id', before: '4', after: null }]);
  });

  it('shows a field that appears or disappears, and nothing for an entry without rows', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: 'x' })).toEqual([{ field: 'b', before: null, after: 'x' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });

  it('reads values as text', () => {
    expect([valueText('<b>x</b>'), valueText(0), valueText(false), valueText(undefined), valueText({ a: 1 })]).toEqual(['<b>x</b>', '0', 'false', null, '{"a":1}']);
  });
});
