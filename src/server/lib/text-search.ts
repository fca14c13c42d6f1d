import { sql, type Expression, type RawBuilder } from 'kysely';

/** What a person typed, as a LIKE pattern: "50%" finds "50%" rather than everything. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Case-insensitive "contains" that reads the same on SQLite and PostgreSQL (ILIKE is PostgreSQL
 * only). SQLite's lower() folds ASCII letters only, so "Á" and "á" differ there.
 */
export const containsIgnoringCase = (text: Expression<string | null>, search: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${text}) like lower(${containsPattern(search)}) escape '\\'`;
