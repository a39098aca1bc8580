/*
 * Signing a user out of their other sessions, for the account area when the password changes,
 * in its transaction.
 */
export { deleteOtherSessions } from './sessions.repo';
