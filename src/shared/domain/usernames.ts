/**
 * One sign-in name, however it is typed. Two usernames that a reader could take for each other
 * are one name: they are compared by their key, the name after NFKC (fullwidth `ａｄｍｉｎ` is
 * `admin`, the ligature `ﬁ` is `fi`) and full case folding (`ADMIN`, `Admin`, `STRASSE` for
 * `straße`), with the characters that show nothing taken out. Uniqueness (a unique index on the
 * key), sign-in and the per-username lockout all use the key; the name is shown as it was typed.
 */

/*
 * Characters that show nothing, or change how the text around them shows: controls (C0, C1),
 * format characters (zero-width space and joiners, direction marks and overrides, the BOM),
 * Unicode's default-ignorables (soft hyphen, variation selectors, Hangul fillers, tags) and every
 * separator (spaces of any width, line and paragraph separators).
 */
const INVISIBLE_CLASS = String.raw`[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]`;
const INVISIBLE = new RegExp(INVISIBLE_CLASS, 'u');
const EVERY_INVISIBLE = new RegExp(INVISIBLE_CLASS, 'gu');
// Private-use characters, unassigned code points and lone surrogates show as boxes, if at all.
const UNSHOWABLE = /[\p{Co}\p{Cn}\p{Cs}]/u;

export const INVISIBLE_IN_USERNAME = 'Must not contain spaces, invisible characters (such as a zero-width space) or control characters';
export const USERNAME_RESERVED = 'This username is reserved: choose another';

/** True when the name holds a character a reader cannot see, as typed or once normalised. */
export const hasInvisibleCharacter = (name: string): boolean =>
  INVISIBLE.test(name) || UNSHOWABLE.test(name) || INVISIBLE.test(name.normalize('NFKC'));

/**
 * The name as it is compared. JavaScript has no case-folding function: upper-casing first and
 * then lower-casing folds as Unicode's full folding does for the letters that matter here (`ß`
 * and `SS` → `ss`, `ǅ` → `dž`; a Greek sigma is `ς` at the end of a word and `σ` inside it however
 * it was typed), and NFKC once more puts back together what the case change took apart.
 * The invisible characters are dropped rather than refused, so a sign-in typed with one still
 * finds its account, and a stored name that holds one (made before the rule) still clashes.
 */
export function usernameKey(name: string): string {
  return withoutInvisibleCharacters(withoutInvisibleCharacters(name).toUpperCase().toLowerCase());
}

/** The name in its NFKC form with the characters that show nothing taken out. */
export const withoutInvisibleCharacters = (name: string): string => name.replace(EVERY_INVISIBLE, '').normalize('NFKC').replace(EVERY_INVISIBLE, '');

/**
 * Names no account may take. `system` is who the match history names for what the server did by
 * itself (a reported result confirming itself); an account of that name could pass for it.
 */
export const RESERVED_USERNAME_KEYS: ReadonlySet<string> = new Set(['system']);

export const isReservedUsername = (name: string): boolean => RESERVED_USERNAME_KEYS.has(usernameKey(name));
