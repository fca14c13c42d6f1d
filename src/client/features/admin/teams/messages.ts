export const teamMessages = {
  title: 'Teams',
  create: 'Create Team',
  createTitle: 'Create Team',
  editTitle: 'Edit Team',
  empty: 'No teams yet',
  player1Required: 'Please select Player 1',
  player2Required: 'Please select Player 2',
  samePlayer: 'A team needs two different players',
  confirmDelete: 'Are you sure you want to delete this team?',
  saveFailed: 'Failed to save team',
  deleteFailed: 'Failed to delete team',
} as const;
