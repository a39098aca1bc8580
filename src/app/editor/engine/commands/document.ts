import type { Doc } from './docOps';

/**
 * Puts a whole new document in place of the current one: what an autofill answers. Written to
 * the Y.Doc as the differences only, so it is one undo step and merges with a collaborator's
 * edits like any other command.
 */
export function replaceDocument(_doc: Doc, args: { document: Doc }): Doc {
  return args.document;
}
