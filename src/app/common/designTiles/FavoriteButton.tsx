import { build } from '../../../shared/routes/build';
import { Link, useLocation } from '../../navigation/navigation';
import { useSession } from '../../state/session/useSession';
import styles from './FavoriteButton.module.css';
import { useFavorites, useToggleFavorite } from './favorites';

interface FavoriteButtonProps {
  themeId: number;
  /** The template the heart saves: the design's first, or the one the product page shows. */
  templateId: number | undefined;
  productTypeId: number;
  name: string;
  /** 'large' beside a product page's title; tiles use the small one over the artwork. */
  size?: 'small' | 'large';
}

function HeartShape({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favourite heart. Signed in, it is a toggle button (aria-pressed); a guest gets a link to
 * sign in that comes back to this page, so the heart is never a dead control.
 */
export function FavoriteButton({
  themeId,
  templateId,
  productTypeId,
  name,
  size = 'small',
}: FavoriteButtonProps) {
  const session = useSession();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const { pathname, search } = useLocation();
  const className = `${styles.heart} ${size === 'large' ? styles.large : ''}`;

  if (!session.data?.user) {
    return (
      <Link
        to={build('account.login', { returnTo: `${pathname}${search}` })}
        className={className}
        aria-label={`Sign in to save ${name} to your favourites`}
      >
        <HeartShape filled={false} />
      </Link>
    );
  }
  if (templateId === undefined) return null;
  // A design counts as a favourite whichever of its templates was saved (a product page may save
  // the foil one, a tile the first); removing it removes that saved template.
  const saved =
    favorites.data?.items.find((item) => item.id === templateId) ??
    favorites.data?.items.find((item) => item.themeId === themeId);
  const favorite = saved !== undefined;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={favorite}
      aria-label={`Favourite ${name}`}
      data-favorite={favorite}
      onClick={() =>
        toggle.mutate({
          templateId: saved?.id ?? templateId,
          themeId,
          productTypeId,
          name,
          favorite: !favorite,
        })
      }
    >
      <HeartShape filled={favorite} />
    </button>
  );
}
