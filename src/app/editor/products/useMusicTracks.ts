import { useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';

export type MusicTrack = ActionOutput<'music_tracks'>['items'][number];

/** The shop's music for memory reels (the music_tracks call); kept for the session. */
export function useMusicTracks() {
  const api = useApi();
  return useQuery({
    queryKey: ['musicTracks'],
    queryFn: () => api.call('music_tracks', { perPage: 200 }),
    staleTime: 60 * 60_000,
  });
}
