import { sql, type Expression, type RawBuilder } from 'kysely';
import { normaliseForSearch } from '../../shared/domain/search-text.js';
import { fullName } from '../../shared/domain/team-name.js';

/*
 * Players and teams keep a `search_text` column: their names passed through normaliseForSearch by
 * every write. A search normalises what was typed the same way and looks for it in that column,
 * so case and accents never matter, whatever the database's own lower() or collation would do
 * (SQLite's lower() folds ASCII only; neither database equates "á" with "a" or NFD with NFC).
 */

interface NamedPlayer {
  firstName: string;
  lastName: string;
}

/** A player is found by the first name, the last name or "first last". */
export const searchTextOfPlayer = (player: NamedPlayer): string => normaliseForSearch(fullName(player));

/**
 * A team is found by its set name or either player's name. Line breaks keep a search inside one
 * name, since a normalised search has none: "bandits ana" does not join two of them.
 */
export const searchTextOfTeam = (name: string | null, player1: NamedPlayer, player2: NamedPlayer): string =>
  [normaliseForSearch(name ?? ''), searchTextOfPlayer(player1), searchTextOfPlayer(player2)].join('\n');

/** What a person typed, as a LIKE pattern: "50%" finds "50%" rather than everything. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The stored search text contains what was typed. Both sides are already folded: a plain LIKE. */
export const searchTextContains = (searchTextColumn: Expression<string>, search: string): RawBuilder<boolean> =>
  sql<boolean>`${searchTextColumn} like ${containsPattern(normaliseForSearch(search))} escape '\\'`;
