import type { FastifyInstance } from 'fastify';
import { listMusicTracks } from '../../design/autofill/music.service';
import { musicWav } from '../../design/autofill/musicFile';
import { musicTrackBySlug } from '../../design/autofill/musicTracks';
import type { ActionHandlers } from '../../http/actionHandler';

export const musicHandlers: ActionHandlers = {
  music_tracks: async (input) => listMusicTracks(input),
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
