/**
 * The content area (content pages, help centre, request forms).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
/** The collection pages' sections, loaded apart: their renderers and zod schemas stay out of the page's first load. */
export const loadCollectionContent = () => import('./CollectionContent');
export { ContentWithLivePart } from './ContentWithLivePart';
export { type ContentSource, contentPageQuery, prefetchSectionData } from './contentQueries';
export { SampleKitSection } from './requests/SampleKitRequestForm';
export { VolumeSalesCallout } from './VolumeSalesCallout';
