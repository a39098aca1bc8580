/** The drafts index's database name, on its own so the site frame can look for it cheaply. */
export const DRAFTS_DATABASE_NAME = 'printshop-drafts';
