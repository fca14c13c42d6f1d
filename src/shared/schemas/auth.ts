import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.js';
import { accountRole } from './users.js';

export { MIN_PASSWORD_LENGTH };

export const loginResponse = z.object({ token: z.string(), expiresAt: z.string(), role: accountRole });
export type LoginResponse = z.infer<typeof loginResponse>;

export const passwordChangeInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: z.string().max(200),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const dashboardStats = z.object({
  totalPlayers: z.number().int(),
  totalClubs: z.number().int(),
  totalTeams: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
