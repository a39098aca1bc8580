import styles from './OptionWords.module.css';

/** A line's product options in words (server: src/shared/project/optionWords.ts), compact. */
export function OptionWords({
  options,
}: {
  options: readonly { label: string; value: string }[] | undefined;
}) {
  if (!options || options.length === 0) return null;
  return (
    <ul className={styles.options} aria-label="Options">
      {options.map((option) => (
        <li key={option.label}>
          <span className={styles.label}>{option.label}:</span> {option.value}
        </li>
      ))}
    </ul>
  );
}
