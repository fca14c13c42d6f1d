export const overviewMessages = {
  title: 'Overview',
  totalClubs: 'Total Clubs',
  totalPlayers: 'Total Players',
  totalTeams: 'Total Teams',
  /** One tap from the dashboard to the courtside screen. */
  tonight: 'Tonight: enter results courtside',
} as const;
