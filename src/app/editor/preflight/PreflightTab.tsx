import { useEffect, useMemo } from 'react';
import type { PhotoResolver } from '../../../shared/render/context';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import { PreflightPanel } from './PreflightPanel';
import { type RunPreflight, usePreflight, workerPreflight } from './usePreflight';

/**
 * The editor's "Check" tab: the preflight list of the design as it is now, computed in the
 * preflight worker (offline too), each item a way to the page and element it is about.
 */
export function PreflightTab({
  engine,
  photos,
  run,
}: {
  engine: EditorEngine;
  photos?: PhotoResolver;
  /** The checks; the preflight worker unless a test hands in its own. */
  run?: RunPreflight;
}) {
  const worker = useMemo(() => (run ? undefined : workerPreflight()), [run]);
  useEffect(() => () => worker?.end(), [worker]);
  const { doc } = useEditorState(engine);
  const { items, failed, accept, addWord } = usePreflight(doc, photos, run ?? worker!.run);
  if (failed) return <p role="alert">The checks could not run: {failed}</p>;
  if (!items) return <p role="status">Checking your design…</p>;
  return <PreflightPanel engine={engine} items={items} onAccept={accept} onAddWord={addWord} />;
}
