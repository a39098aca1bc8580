/*
 * A project's row by id with no caller's access check, for a link the server signed (an upload
 * link): the signature is the access, and the caller checks it first.
 */
export { findProject as projectRowById } from './projects.repo';
