import { describe, expect, it } from 'vitest';
import type { Peer } from '../../../shared/collaboration/liveProtocol';
import { presentPeople } from './presentPeople';

const peer = (connectionId: string, userId: number, name: string): Peer => ({
  connectionId,
  userId,
  name,
  color: '#123456',
  where: { elementIds: [] },
});

describe('presentPeople', () => {
  it('lists each other person once, however many editors they have open', () => {
    const people = presentPeople(
      [peer('a1', 2, 'Ann'), peer('b1', 3, 'Bo'), peer('a2', 2, 'Ann')],
      1,
    );
    expect(people.map((p) => p.name)).toEqual(['Ann', 'Bo']);
    expect(people[0]!.peer.connectionId).toBe('a1');
  });

  it('shows the user on another device as such, after the others', () => {
    const people = presentPeople([peer('me2', 1, 'Me'), peer('a1', 2, 'Ann')], 1);
    expect(people.map((p) => [p.name, p.self])).toEqual([
      ['Ann', false],
      ['You on another device', true],
    ]);
    expect(
      presentPeople([peer('me2', 1, 'Me'), peer('me3', 1, 'Me')], 1).map((p) => p.name),
    ).toEqual(['You on 2 other devices']);
  });

  it('shows no one as oneself when the user is not known', () => {
    expect(presentPeople([peer('x', 1, 'Me')], undefined).map((p) => p.name)).toEqual(['Me']);
  });
});
