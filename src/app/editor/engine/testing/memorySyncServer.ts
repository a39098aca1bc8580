import * as Y from 'yjs';
import { fromBase64, toBase64 } from '../saving/base64';
import { SyncOfflineError, type SyncTransport } from '../saving/syncTransport';

/** The server's side of the sync calls in memory, as the projects area answers them. */
export function memorySyncServer() {
  const projects = new Map<number, { clientId: string; ydoc: Y.Doc }>();
  let online = true;
  let calls = 0;
  const vector = (ydoc: Y.Doc) => toBase64(Y.encodeStateVector(ydoc));
  const reach = () => {
    calls++;
    if (!online) throw new SyncOfflineError('offline');
  };
  const project = (id: number) => {
    const found = projects.get(id);
    if (!found) throw new Error(`no project ${id}`);
    return found;
  };
  const transport: SyncTransport = {
    async create(input) {
      reach();
      for (const [projectId, p] of projects)
        if (p.clientId === input.clientId) return { projectId, stateVector: vector(p.ydoc) };
      const ydoc = new Y.Doc();
      Y.applyUpdate(ydoc, fromBase64(input.update));
      const projectId = projects.size + 1;
      projects.set(projectId, { clientId: input.clientId, ydoc });
      return { projectId, stateVector: vector(ydoc) };
    },
    async pull(projectId, stateVector) {
      reach();
      const { ydoc } = project(projectId);
      return {
        update: toBase64(Y.encodeStateAsUpdate(ydoc, fromBase64(stateVector))),
        stateVector: vector(ydoc),
      };
    },
    async push(projectId, update) {
      reach();
      const { ydoc } = project(projectId);
      Y.applyUpdate(ydoc, fromBase64(update));
      return { stateVector: vector(ydoc) };
    },
    async check(clientIds) {
      reach();
      return {
        items: [...projects]
          .filter(([, p]) => clientIds.includes(p.clientId))
          .map(([projectId, p]) => ({
            projectId,
            clientId: p.clientId,
            deleted: false,
            stateVector: vector(p.ydoc),
          })),
      };
    },
  };
  return {
    transport,
    projects,
    setOnline: (value: boolean) => {
      online = value;
    },
    calls: () => calls,
  };
}
