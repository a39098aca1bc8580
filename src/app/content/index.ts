/**
 * The content area (content pages, help centre, request forms).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { CollectionContent, prefetchCollectionContent } from './CollectionContent';
export { ContentWithLivePart } from './ContentWithLivePart';
export { type ContentSource, contentPageQuery, prefetchSectionData } from './contentQueries';
export { SampleKitSection } from './requests/SampleKitRequestForm';
export { VolumeSalesCallout } from './VolumeSalesCallout';
