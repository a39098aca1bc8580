import { useQuery } from '@tanstack/react-query';
import { useApi } from '../apiContext';
import styles from './Cart.module.css';

/**
 * A cart line's picture: the server's thumbnail when it sent one, otherwise the project's front
 * drawn in the browser (projectCover.ts, loaded only then: Yjs and the renderer are not small).
 * Decorative: the line's name says what it is.
 */
export function CartItemThumbnail({
  thumbnailUrl,
  projectId,
}: {
  thumbnailUrl?: string;
  projectId?: number;
}) {
  const api = useApi();
  const cover = useQuery({
    queryKey: ['cart', 'cover', projectId ?? 0] as const,
    queryFn: async () => {
      const content = await api.call('my/projects/{project_id}/content', {
        projectId: projectId as number,
      });
      const { projectCoverFromUpdate } = await import('./projectCover');
      return projectCoverFromUpdate(content.update);
    },
    enabled: !thumbnailUrl && projectId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const src = thumbnailUrl ?? cover.data;
  return (
    <div className={styles.thumb}>
      {src ? (
        <img src={src} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span aria-hidden="true" className={styles.thumbEmpty} />
      )}
    </div>
  );
}
