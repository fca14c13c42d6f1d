import { Conflict, ValidationFailed } from '../errors.js';
import {
  hasInvisibleCharacter,
  INVISIBLE_IN_USERNAME,
  isReservedUsername,
  USERNAME_RESERVED,
  usernameKey,
} from '../../shared/domain/usernames.js';

/** The columns an account's name is stored in: as shown, and as compared (unique in the database). */
export interface AccountName {
  username: string;
  username_key: string;
}

/**
 * The name to store for an account being made or renamed, from every door (the Users section, a
 * join, the CLI, the first start, the demo): shown in its NFKC form, so a fullwidth name shows as
 * the name it is, and keyed by `usernameKey`. Invisible characters → 400 naming the field (the
 * request schemas refuse them first; this covers the doors without one); a reserved name → 409.
 * A name that another account's key already holds is refused by the unique index on the key.
 */
export function accountName(typed: string, field = 'username'): AccountName {
  const username = typed.trim().normalize('NFKC');
  if (username === '') throw new ValidationFailed('Required', [{ field, message: 'Required' }]);
  if (hasInvisibleCharacter(username)) {
    throw new ValidationFailed(INVISIBLE_IN_USERNAME, [{ field, message: INVISIBLE_IN_USERNAME }]);
  }
  if (isReservedUsername(username)) throw new Conflict(USERNAME_RESERVED, [{ field, message: USERNAME_RESERVED }]);
  return { username, username_key: usernameKey(username) };
}
