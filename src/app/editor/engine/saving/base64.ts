/** Yjs bytes as base64: one pair of functions for the editor and the print builder. */
export { fromBase64, toBase64 } from '../../../../shared/format/base64';
