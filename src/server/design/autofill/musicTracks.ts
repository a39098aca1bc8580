/**
 * The royalty-free tracks a memory reel can play. There are no recordings to license: each track
 * is a short tune the server synthesises (see musicFile.ts), so every URL answers real audio.
 * `notes` are semitones above A3 (220 Hz), one per beat; the tune loops for the track's length.
 */
export const MUSIC_TRACKS = [
  {
    id: 1,
    slug: 'morning-light',
    name: 'Morning Light',
    artist: 'Printshop Studio',
    durationSeconds: 30,
    bpm: 96,
    notes: [3, 7, 10, 15, 10, 7],
  },
  {
    id: 2,
    slug: 'summer-road',
    name: 'Summer Road',
    artist: 'Printshop Studio',
    durationSeconds: 45,
    bpm: 120,
    notes: [0, 4, 7, 12, 7, 4, 2, 5],
  },
  {
    id: 3,
    slug: 'quiet-harbour',
    name: 'Quiet Harbour',
    artist: 'Printshop Studio',
    durationSeconds: 40,
    bpm: 72,
    notes: [5, 8, 12, 8, 3, 7],
  },
  {
    id: 4,
    slug: 'birthday-bounce',
    name: 'Birthday Bounce',
    artist: 'Printshop Studio',
    durationSeconds: 25,
    bpm: 138,
    notes: [0, 0, 2, 0, 5, 4],
  },
  {
    id: 5,
    slug: 'first-snow',
    name: 'First Snow',
    artist: 'Printshop Studio',
    durationSeconds: 50,
    bpm: 80,
    notes: [12, 10, 7, 5, 7, 3],
  },
  {
    id: 6,
    slug: 'wedding-waltz',
    name: 'Wedding Waltz',
    artist: 'Printshop Studio',
    durationSeconds: 60,
    bpm: 90,
    notes: [7, 11, 14, 11, 7, 4, 7, 11, 12],
  },
  {
    id: 7,
    slug: 'little-steps',
    name: 'Little Steps',
    artist: 'Printshop Studio',
    durationSeconds: 30,
    bpm: 108,
    notes: [0, 2, 4, 5, 7, 5, 4, 2],
  },
  {
    id: 8,
    slug: 'golden-hour',
    name: 'Golden Hour',
    artist: 'Printshop Studio',
    durationSeconds: 55,
    bpm: 84,
    notes: [2, 5, 9, 14, 9, 5, 0],
  },
] as const;

export type MusicTrack = (typeof MUSIC_TRACKS)[number];

export const musicTrackUrl = (track: MusicTrack) => `/static/music/${track.slug}.wav`;

export function musicTrackBySlug(slug: string): MusicTrack | undefined {
  return MUSIC_TRACKS.find((track) => track.slug === slug);
}
