import { useQuery } from '@tanstack/react-query';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { NavLink } from '../navigation/navigation';
import { CartIcon } from '../ui/icons';
import styles from './CartLink.module.css';
import { cartPreviewQuery } from './cartQueries';
import { useCartOwner } from './useCartOwner';

/** The header's cart link with the number of items in it, once there are some. */
export function CartLink({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const api = useApi();
  const owner = useCartOwner();
  const preview = useQuery({
    ...cartPreviewQuery(api.call, owner ?? 'pending'),
    enabled: owner !== undefined,
  });
  const count = preview.data?.itemCount ?? 0;
  return (
    <NavLink to={build('cart', {})} className={className}>
      <span className={styles.iconWrap}>
        <CartIcon />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={labelClassName}>Cart</span>
      {count > 0 ? (
        <span className="visually-hidden">, {count === 1 ? '1 item' : `${count} items`}</span>
      ) : null}
    </NavLink>
  );
}
