export const overviewMessages = {
  title: 'Overview',
  totalClubs: 'Total Clubs',
  totalPlayers: 'Total Players',
  totalTeams: 'Total Teams',
} as const;
