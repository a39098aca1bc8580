import { build } from '../../shared/routes/build';
import { LinkButton } from '../ui/LinkButton';
import styles from './Checkout.module.css';
import type { CartBlockers } from './useCartBlockers';

/**
 * Each line preflight stops, with what to fix and the way back to its design: named here, before
 * the card is typed, rather than in Pay's refusal afterwards.
 */
export function PreflightBlockers({ lines }: { lines: CartBlockers }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="blockers-title" className={styles.blockers}>
      <h2 id="blockers-title" className={styles.stepTitle}>
        Fix before you order
      </h2>
      <ul className={styles.blockerLines}>
        {lines.map((line) => (
          <li key={line.cartItemId} className={styles.blockerLine}>
            <strong>{line.name}</strong>
            <ul>
              {line.blockers.map((blocker) => (
                <li key={blocker.id}>{blocker.message}</li>
              ))}
            </ul>
            <LinkButton to={build('editor', { pid: line.projectId })} variant="secondary">
              Fix in editor<span className="visually-hidden">: {line.name}</span>
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
