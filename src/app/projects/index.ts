/**
 * The projects area (my projects, project pages, collaboration).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { PendingInvitesLink } from './collaboration/PendingInvitesLink';
export { ProjectShareButton } from './collaboration/ProjectShareDialog';
