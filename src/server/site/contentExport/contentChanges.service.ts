/*
 * The content export's changelog is its own table; an area whose exported content changes logs
 * the change here, inside its own transaction (pass the transaction as the first argument).
 */
export { insertChange as recordContentChange } from './siteData.repo';
