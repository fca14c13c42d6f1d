/** Lists live in JSON text columns on both databases; these read and write them in one way. */
export const toJsonColumn = (value: unknown): string => JSON.stringify(value);

export function numberListColumn(text: string | null): number[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item): item is number => typeof item === 'number') : [];
}

export function stringListColumn<T extends string>(text: string | null, allowed: readonly T[]): T[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item): item is T => allowed.includes(item as T)) : [];
}
