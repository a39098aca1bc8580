import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format/dates';
import { build } from '../../../shared/routes/build';
import { tagGroupUris } from '../../../shared/routes/designHref';
import { editorHref } from '../../../shared/routes/editorHref';
import { useApi } from '../../apiContext';
import { tagGroupsQuery, themesQuery } from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { useFavorites } from '../../common/designTiles/favorites';
import { Link } from '../../navigation/navigation';
import { useSession } from '../../state/session/useSession';
import { Container } from '../../ui/Container';
import styles from './blocks.module.css';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

/* The signed-in shopper's own things, from the existing calls; guests get a way to sign in. */

const SHOWN = 4;

function SignInPrompt({ what }: { what: string }) {
  return (
    <p className={styles.muted}>
      <Link to={build('account.login')}>Sign in</Link> to see your {what}.
    </p>
  );
}

export function MyProjectsSection({ section }: SectionProps<'my-projects'>) {
  const api = useApi();
  const signedIn = Boolean(useSession().data?.user);
  const projects = useQuery({
    queryKey: ['content', 'myProjects'],
    queryFn: () => api.call('my/projects/list', { perPage: SHOWN }),
    enabled: signedIn,
  });
  const items = projects.data?.items ?? [];
  return (
    <section className={base.section}>
      <Container>
        <h2>{section.title}</h2>
        {!signedIn ? <SignInPrompt what="projects" /> : null}
        {signedIn && projects.isSuccess && items.length === 0 ? (
          <p className={styles.muted}>{section.emptyText}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className={styles.mine}>
            {items.map((project) => (
              <li key={project.id}>
                <Link to={editorHref(project)} className={styles.mineItem}>
                  {project.thumbnailUrl ? (
                    <img src={project.thumbnailUrl} alt="" width={96} height={96} />
                  ) : null}
                  <span>
                    <strong>{project.name}</strong>
                    <span className={styles.muted}>
                      Edited {formatDate(project.updatedAt, 'numeric', 'local')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}

export function MyFavoritesSection({ section }: SectionProps<'my-favorites'>) {
  const api = useApi();
  const signedIn = Boolean(useSession().data?.user);
  const favorites = useFavorites();
  const themeIds = [...new Set(favorites.data?.items.map((item) => item.themeId) ?? [])].slice(
    0,
    SHOWN,
  );
  const designs = useQuery({
    ...themesQuery(api.call, { ids: themeIds, perPage: SHOWN }),
    enabled: themeIds.length > 0,
  });
  const groups = useQuery(tagGroupsQuery(api.call));
  return (
    <section className={base.section}>
      <Container>
        <h2>{section.title}</h2>
        {!signedIn ? <SignInPrompt what="favourite designs" /> : null}
        {signedIn && favorites.isSuccess && themeIds.length === 0 ? (
          <p className={styles.muted}>{section.emptyText}</p>
        ) : null}
        {designs.data && designs.data.items.length > 0 ? (
          <DesignTiles
            designs={designs.data.items}
            groups={tagGroupUris(groups.data?.items ?? [])}
            eagerCount={0}
          />
        ) : null}
      </Container>
    </section>
  );
}
