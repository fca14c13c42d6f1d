/** The Players section's texts: docs/rules.md ("Players and teams") word for word, the rest in the same voice. */
export const playerMessages = {
  title: 'Players',
  create: 'Create Player',
  createTitle: 'Create Player',
  editTitle: 'Edit Player',
  empty: 'No players yet',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dobRequired: 'Date of birth is required',
  confirmDelete: 'Are you sure you want to delete this player?',
  saveFailed: 'Failed to save player',
  deleteFailed: 'Failed to delete player',
} as const;
