/*
 * The photo fields autofill and the renderer read, of the owner's photos among some ids: what
 * the creation area lays out pages with. Someone else's photo is simply not among them.
 */
export { ownedPhotosForLayout } from './photos.repo';
