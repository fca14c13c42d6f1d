import type { Group } from '@/shared/schemas/group';
import type { Round } from '@/shared/schemas/round';

/** The league's groups (sorted by name) and the one the URL selects, shared by the three tabs. */
export interface GroupChoice {
  pending: boolean;
  list: readonly Group[];
  selected: Group | undefined;
  onSelect: (groupId: number) => void;
}

/** The league's active rounds in calendar order. */
export interface RoundChoice {
  pending: boolean;
  list: readonly Round[];
}

export const sortGroups = (groups: readonly Group[]): Group[] =>
  [...groups].sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) || a.id - b.id,
  );
