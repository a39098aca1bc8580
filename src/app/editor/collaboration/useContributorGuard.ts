import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { EditorEngine } from '../engine/editorEngine';
import { LOCAL_ORIGIN } from '../engine/history';
import { guardContributions } from './contributorGuard';

/**
 * A contributor's editor undoes, at once, any change that is not theirs to make (see
 * contributorGuard) and answers the sentence that says so; off for everyone else.
 */
export function useContributorGuard(
  engine: EditorEngine,
  ydoc: Y.Doc,
  enabled: boolean,
): string | undefined {
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    return guardContributions({
      ydoc,
      localOrigin: LOCAL_ORIGIN,
      undo: () => engine.undo(),
      onRefused: setMessage,
    });
  }, [engine, ydoc, enabled]);
  return message;
}
