import type { FastifyInstance } from 'fastify';
import type { ActionHandlers } from '../../http/actionHandler';
import { musicWav } from './musicFile';
import { MUSIC_TRACKS, musicTrackBySlug, musicTrackUrl } from './musicTracks';

const DEFAULT_PAGE_SIZE = 50;

export const musicHandlers: ActionHandlers = {
  music_tracks: async (input) => {
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
  },
};

/** Serves each track's audio, made on request: the tunes are code, so nothing is stored. */
export function registerMusicFiles(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/static/music/:file', async (request, reply) => {
    const track = musicTrackBySlug(request.params.file.replace(/\.wav$/, ''));
    if (!track || !request.params.file.endsWith('.wav')) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'No such track.' } });
    }
    return reply
      .header('content-type', 'audio/wav')
      .header('cache-control', 'public, max-age=86400')
      .send(musicWav(track));
  });
}
