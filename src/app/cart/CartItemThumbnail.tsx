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
      ) : projectId === undefined ? (
        // A product the catalogue has no picture for: a parcel, not an empty tile.
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={40}
          height={40}
          className={styles.thumbIcon}
        >
          <path
            d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm9 4.5 9-4.5M12 12v9M12 12 3 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <span aria-hidden="true" className={styles.thumbEmpty} />
      )}
    </div>
  );
}
