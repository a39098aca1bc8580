/*
 * The users the sessions area signs in and recognises: it owns no users table and reads them
 * here. Kept apart from accounts.service, which starts sessions, so the two areas import no loop.
 */
export {
  findUserById as findSessionUser,
  findUserWithPasswordHash as findUserForSignIn,
  findUserWithPasswordHashById as findSessionUserWithPassword,
} from './accounts.repo';
