import type { ActionOutput } from '../../../shared/api/actionTable';
import type { HandlerInput } from '../../http/actionHandler';
import { MUSIC_TRACKS, musicTrackUrl } from './musicTracks';

/* The music a memory reel can play: the list the shop shows, and the check of a chosen track. */

const DEFAULT_PAGE_SIZE = 50;

export function listMusicTracks(input: HandlerInput<'music_tracks'>): ActionOutput<'music_tracks'> {
  const perPage = input.perPage ?? DEFAULT_PAGE_SIZE;
  const start = ((input.page ?? 1) - 1) * perPage;
  return {
    items: MUSIC_TRACKS.slice(start, start + perPage).map((track) => ({
      id: track.id,
      name: track.name,
      artist: track.artist,
      url: musicTrackUrl(track),
      durationSeconds: track.durationSeconds,
    })),
    total: MUSIC_TRACKS.length,
  };
}

/** Whether a track of the shop's music has this id. */
export function isMusicTrackId(id: number): boolean {
  return MUSIC_TRACKS.some((track) => track.id === id);
}
