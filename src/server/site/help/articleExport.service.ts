/*
 * What the content export reads of the help area: the help-centre articles as stored, a page at
 * a time or one by id.
 */
export { articleById, pageOfArticles } from './help.repo';
