import { useSyncExternalStore } from 'react';
import type { Peer } from '../../../shared/collaboration/liveProtocol';
import { Alert } from '../../ui/Alert';
import type { EditorEngine } from '../engine/editorEngine';
import { elementLabel } from '../screen/elementLabels';
import styles from './PresenceBar.module.css';
import { presentPeople } from './presentPeople';
import type { LiveState } from './useLiveChannel';

/** "Ann · page 3 · Photo 2": where one collaborator is, in words a screen reader says too. */
function whereText(peer: Peer, engine: EditorEngine): string {
  const { doc } = engine.getSnapshot();
  const page = peer.where.surfaceId ? doc.surfaceOrder.indexOf(peer.where.surfaceId) : -1;
  const element = peer.where.elementIds[0] ? doc.elements[peer.where.elementIds[0]] : undefined;
  return [page >= 0 ? `page ${page + 1}` : undefined, element ? elementLabel(element) : undefined]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Who else has the project open and where they are, while the live channel is on: each person
 * once, and the signed-in user's own other devices as "You on another device".
 */
export function PresenceBar({
  live,
  engine,
  userId,
}: {
  live: LiveState;
  engine: EditorEngine;
  userId: number | undefined;
}) {
  // Re-rendered with the document, so page numbers follow pages being moved.
  useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  if (live.status === 'off') return null;
  const people = presentPeople(live.peers, userId);
  return (
    <div className={styles.bar}>
      <span className={styles.status} role="status">
        {live.status === 'live'
          ? live.peers.length === 0
            ? 'Live: changes are shared as you make them'
            : 'Live with'
          : live.status === 'closed'
            ? (live.message ?? 'Live sharing ended')
            : 'Reconnecting… your changes are kept on this device'}
      </span>
      {live.peers.length > 0 ? (
        <ul className={styles.peers} aria-label="Also working on this project">
          {people.map((person) => {
            const where = whereText(person.peer, engine);
            return (
              <li
                key={person.key}
                className={styles.peer}
                data-user-id={person.userId}
                data-self={person.self || undefined}
              >
                <span
                  className={styles.dot}
                  style={{ background: person.color }}
                  aria-hidden="true"
                />
                <span className={styles.name} style={{ color: person.color }}>
                  {person.name}
                </span>
                {where ? <span className={styles.where}>{where}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {live.message && live.status === 'live' ? <Alert inline>{live.message}</Alert> : null}
    </div>
  );
}
