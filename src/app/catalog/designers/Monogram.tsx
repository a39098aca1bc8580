import styles from './Monogram.module.css';

/** A designer's initials in a circle; decorative, their name is always written beside it. */
export function Monogram({ name, large = false }: { name: string; large?: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      className={large ? `${styles.monogram} ${styles.large}` : styles.monogram}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
