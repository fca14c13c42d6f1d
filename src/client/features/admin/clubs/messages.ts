export const clubMessages = {
  title: 'Clubs',
  create: 'Create Club',
  createTitle: 'Create Club',
  editTitle: 'Edit Club',
  empty: 'No clubs yet',
  nameRequired: 'Name is required',
  confirmDelete: 'Are you sure you want to delete this club?',
  saveFailed: 'Failed to save club',
  deleteFailed: 'Failed to delete club',
} as const;
