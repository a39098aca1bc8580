import type { Peer } from '../../../shared/collaboration/liveProtocol';

/** One line of the presence bar: a person, however many editors they have open. */
export interface PresentPerson {
  key: string;
  userId: number;
  name: string;
  color: string;
  /** The connection whose place is shown: the person's first. */
  peer: Peer;
  /** The signed-in user themselves, on another device or window. */
  self: boolean;
}

/**
 * The people to show from the live channel's peers: each other person once (a person with the
 * project open on a laptop and a tablet is two connections, and was listed twice), and the user's
 * own other devices as "you on another device" rather than as a collaborator named like them.
 */
export function presentPeople(peers: readonly Peer[], userId: number | undefined): PresentPerson[] {
  const byUser = new Map<number, { first: Peer; count: number }>();
  for (const peer of peers) {
    const seen = byUser.get(peer.userId);
    if (seen) seen.count++;
    else byUser.set(peer.userId, { first: peer, count: 1 });
  }
  const people: PresentPerson[] = [];
  let own: PresentPerson | undefined;
  for (const [id, { first, count }] of byUser) {
    const self = id === userId;
    const person = {
      key: `user-${id}`,
      userId: id,
      name: self
        ? count > 1
          ? `You on ${count} other devices`
          : 'You on another device'
        : first.name,
      color: first.color,
      peer: first,
      self,
    };
    if (self) own = person;
    else people.push(person);
  }
  // Other people first: they are who the bar is about.
  return own ? [...people, own] : people;
}
