import { useSession } from '../state/session/useSession';
import { cartOwner } from './cartQueries';

/** The owner key of the cart on screen, or undefined until the session is known. */
export function useCartOwner(): string | undefined {
  const session = useSession();
  return session.data ? cartOwner(session.data) : undefined;
}
