/** Texts of the home and club pages. docs/rules.md, "Public site", fixes most of them word for word. */
export const clubMessages = {
  heroEyebrow: 'Bandeja',
  heroText: 'Standings, match schedules and results of every league in the tour, straight from the court.',
  clubsHeading: 'Clubs',
  loadingClubs: 'Loading clubs...',
  clubsError: 'Failed to load clubs. Please try again later.',
  noClubsTitle: 'No clubs found',
  noClubsBody: 'There are currently no clubs available.',
  viewClub: 'View Club',
  loadingClub: 'Loading club...',
  clubNotFound: 'Club Not Found',
  clubNotFoundBody: 'The club may have been removed, or the link is wrong.',
  clubError: 'Failed to load the club. Please try again later.',
  backToClubs: 'Back to Clubs',
  clubRules: 'Club Rules',
  home: 'Home',
} as const;
