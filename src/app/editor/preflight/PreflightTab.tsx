import { useEffect, useMemo } from 'react';
import type { PhotoResolver } from '../../../shared/render/context';
import { Alert } from '../../ui/Alert';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import { PreflightPanel } from './PreflightPanel';
import {
  type PreflightChoicesStore,
  type RunPreflight,
  usePreflight,
  workerPreflight,
} from './usePreflight';
import { usePreflightChoices } from './usePreflightChoices';

/**
 * The editor's "Check" tab: the preflight list of the design as it is now, computed in the
 * preflight worker (offline too), each item a way to the page and element it is about.
 */
/** The tab for a stored project: its accepted warnings and added words are kept with it. */
export function ProjectPreflightTab(props: {
  engine: EditorEngine;
  photos?: PhotoResolver;
  projectId: number;
}) {
  const store = usePreflightChoices(props.projectId);
  return <PreflightTab engine={props.engine} photos={props.photos} store={store} />;
}

export function PreflightTab({
  engine,
  photos,
  run,
  store,
}: {
  engine: EditorEngine;
  photos?: PhotoResolver;
  /** The checks; the preflight worker unless a test hands in its own. */
  run?: RunPreflight;
  /** Where accepted warnings and added words are kept; this screen only without one. */
  store?: PreflightChoicesStore;
}) {
  const worker = useMemo(() => (run ? undefined : workerPreflight()), [run]);
  useEffect(() => () => worker?.end(), [worker]);
  const { doc } = useEditorState(engine);
  const { items, failed, accept, addWord } = usePreflight(doc, photos, run ?? worker!.run, store);
  if (failed) return <Alert>The checks could not run: {failed}</Alert>;
  if (!items) return <p role="status">Checking your design…</p>;
  return <PreflightPanel engine={engine} items={items} onAccept={accept} onAddWord={addWord} />;
}
