/*
 * Signing a user out of their other sessions, for the account area when the password changes
 * and for a password reset, in their transaction; a reset also forgets the address's failed
 * sign-ins. Once the transaction is written, the ended sessions' live sockets are closed.
 */
export { closeLiveSessions as closeEndedSessions } from '../../design/collaboration/liveSessions.service';
export { deleteOtherSessions, eraseAuthAttemptsOf as forgetFailedSignIns } from './sessions.repo';
