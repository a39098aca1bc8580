/*
 * What the content export reads of the experiments area: the feature flags as stored, a page at
 * a time or one by id.
 */
export { flagById, pageOfFlags } from './experiments.repo';
