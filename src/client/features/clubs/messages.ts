import { texts } from '@/client/i18n/texts';

/** Texts of the home and club pages. docs/rules.md, "Public site", fixes most of them word for word. */
export const clubMessages = texts({
  heroEyebrow: 'clubs.heroEyebrow',
  heroText: 'clubs.heroText',
  clubsHeading: 'clubs.clubsHeading',
  loadingClubs: 'clubs.loadingClubs',
  clubsError: 'clubs.clubsError',
  noClubsTitle: 'clubs.noClubsTitle',
  noClubsBody: 'clubs.noClubsBody',
  viewClub: 'clubs.viewClub',
  loadingClub: 'clubs.loadingClub',
  clubNotFound: 'clubs.clubNotFound',
  clubNotFoundBody: 'clubs.clubNotFoundBody',
  clubError: 'clubs.clubError',
  backToClubs: 'clubs.backToClubs',
  clubRules: 'clubs.clubRules',
  home: 'clubs.home',
});
