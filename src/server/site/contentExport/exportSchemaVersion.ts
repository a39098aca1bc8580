import { createHash } from 'node:crypto';
import { contentExportKinds } from '../../../shared/api/actions/contentExport';
import { REFERENCE_FIELDS } from './exportReferences';

/**
 * Bumped by hand when an entity's shape changes in a way the kinds and references below do not
 * show (a renamed field); the hash then changes with it.
 */
const ENTITY_FORMAT = 1;

/**
 * The export schema version of spec §9: a fixed hash of what the export's shape is made of (its
 * kinds, the references between them, the entity format). The same code always answers the same
 * hash; a consumer that cached an older hash knows to rebuild.
 */
export const CONTENT_EXPORT_SCHEMA_VERSION = createHash('sha256')
  .update(
    JSON.stringify({
      kinds: [...contentExportKinds].sort(),
      references: REFERENCE_FIELDS,
      format: ENTITY_FORMAT,
    }),
  )
  .digest('hex')
  .slice(0, 32);
