export const settingsMessages = {
  title: 'Settings',
  formTitle: 'Change Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Change Password',
  allRequired: 'All fields are required',
  tooShort: 'New password must be at least 8 characters long',
  mismatch: 'New passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
  failed: 'Failed to change password',
  changed: 'Password changed successfully',
} as const;
