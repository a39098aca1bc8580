import { Link, NavLink } from '../../navigation/navigation';
import { ChevronDownIcon } from '../../ui/icons';
import { useDisclosureMenu } from '../../ui/useDisclosureMenu';
import styles from './PrimaryNav.module.css';
import { type ProductLine, productLines } from './productLines';

/** The product lines; a line with sub-pages gets a button beside (or instead of) its link. */
export function PrimaryNav() {
  return (
    <nav aria-label="Products">
      <ul className={styles.list}>
        {productLines.map((line) => (
          <li key={line.id} className={styles.item}>
            {line.to ? (
              <NavLink to={line.to} className={styles.link} end>
                {line.label}
              </NavLink>
            ) : null}
            {line.links.length > 0 ? <ProductLineLinks line={line} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProductLineLinks({ line }: { line: ProductLine }) {
  const menu = useDisclosureMenu();
  return (
    <div ref={menu.containerRef} {...menu.containerProps}>
      {line.to ? (
        <button
          {...menu.buttonProps}
          className={`${styles.trigger} ${styles.chevron}`}
          aria-label={`More ${line.label}`}
        >
          <ChevronDownIcon />
        </button>
      ) : (
        <button {...menu.buttonProps} className={styles.trigger}>
          {line.label}
          <ChevronDownIcon />
        </button>
      )}
      <ul {...menu.panelProps} className={styles.popover} aria-label={line.label}>
        {line.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.menuItem}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
