/*
 * A catalogue template with its theme's columns, as stored: what the creation area makes a
 * template document from (it checks the row itself, answering its own field errors).
 */
export { findTemplateWithTheme } from './catalog.repo';
