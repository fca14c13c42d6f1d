import type { Club } from '@/shared/schemas/club';
import { t } from '@/client/i18n/i18n';
import { KNOWN_CLUB_PICTURES, PLACEHOLDER_CLUB_PICTURE } from '@/shared/first-view';

/** docs/rules.md, "Public site": the pictures are in shared/first-view.ts, as the server's first view draws them too. */
const KNOWN_PICTURES = KNOWN_CLUB_PICTURES;
export const PLACEHOLDER_PICTURE = PLACEHOLDER_CLUB_PICTURE;

export interface ClubPicture {
  src: string;
  /** Empty for the placeholder: it is decoration, the club's name is printed right under it. */
  alt: string;
  isPlaceholder: boolean;
}

export function clubPicture(club: Pick<Club, 'id' | 'name'>): ClubPicture {
  const known = KNOWN_PICTURES[club.id];
  return known
    ? { src: known, alt: t('clubs.pictureAlt', { club: club.name }), isPlaceholder: false }
    : { src: PLACEHOLDER_PICTURE, alt: '', isPlaceholder: true };
}
