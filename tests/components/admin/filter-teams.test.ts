import { describe, expect, it } from 'vitest';
import { filterTeams } from '@/client/components/admin/catalog';

describe('filterTeams (pickers over a loaded list)', () => {
  const teams = [
    { id: 1, name: 'Lucía Álvarez / Marta Núñez' },
    { id: 2, name: 'Los Cañones'.normalize('NFD') },
    { id: 3, name: 'Ana Alonso / Bea Blanco' },
  ];
  const ids = (text: string) => filterTeams(teams, text).map((team) => team.id);

  it('ignores case and accents like the server search', () => {
    expect(ids('ALVAREZ')).toEqual([1]);
    expect(ids('núñez')).toEqual([1]);
    expect(ids('cañones')).toEqual([2]);
    expect(ids('CANONES')).toEqual([2]);
    expect(ids('  ')).toEqual([1, 2, 3]);
  });
});
