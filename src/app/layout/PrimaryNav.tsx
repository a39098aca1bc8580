import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../ui/icons';
import styles from './PrimaryNav.module.css';
import { type ProductLine, productLines } from './productLines';

/** The product lines; a line with sub-pages gets a menu button beside (or instead of) its link. */
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
            {line.links.length > 0 ? <ProductLineMenu line={line} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProductLineMenu({ line }: { line: ProductLine }) {
  return (
    <MenuTrigger>
      {line.to ? (
        <Button className={`${styles.trigger} ${styles.chevron}`} aria-label={`More ${line.label}`}>
          <ChevronDownIcon />
        </Button>
      ) : (
        <Button className={styles.trigger}>
          {line.label}
          <ChevronDownIcon />
        </Button>
      )}
      <Popover placement="bottom start" className={styles.popover}>
        <Menu className={styles.menu} aria-label={line.label}>
          {line.links.map((link) => (
            <MenuItem key={link.to} href={link.to} className={styles.menuItem}>
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
