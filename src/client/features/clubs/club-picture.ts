import type { Club } from '@/shared/schemas/club';
import { t } from '@/client/i18n/i18n';

/**
 * docs/rules.md, "Public site": one club has a known picture, every other club a placeholder. The known one is the
 * tour's first club (id 1); the drawing is our own (public/images).
 */
const KNOWN_PICTURES: Readonly<Record<number, string>> = { 1: '/images/club-night-court.svg' };
export const PLACEHOLDER_PICTURE = '/images/club-placeholder.svg';

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
