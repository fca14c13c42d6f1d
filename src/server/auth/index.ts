// The public surface of this domain: other domains and the composition root import only this file.
export { registerAuthRoutes } from './routes.js';
export { bootstrapAdmin, resetPassword, startSession, type Session } from './service.js';
export { hashPassword, randomPassword } from './passwords.js';
export { hashToken, newToken } from './tokens.js';
export { countAdmins, deleteAllSessions, findAccountByUsernameKey } from './queries.js';
export { accountName, type AccountName } from './usernames.js';
