/** The content release the app reads (the folder under content/pages). Bump with new content. */
export const CONTENT_VERSION = '2025-01';
