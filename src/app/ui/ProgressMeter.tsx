import { ProgressBar } from 'react-aria-components';
import styles from './ProgressMeter.module.css';

/**
 * A progress bar drawn as a filled track (react-aria ProgressBar, so screen readers hear the
 * percentage), optionally with its value as text after it.
 */
export function ProgressMeter({
  value,
  maxValue,
  label,
  size = 'medium',
  showValue = false,
  className,
}: {
  value: number;
  maxValue: number;
  /** The accessible name: what is progressing. */
  label: string;
  size?: 'small' | 'medium' | 'large';
  showValue?: boolean;
  className?: string;
}) {
  return (
    <ProgressBar
      value={value}
      maxValue={maxValue}
      aria-label={label}
      className={[styles.meter, className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.track} data-size={size}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
          {showValue ? <span className={styles.value}>{valueText}</span> : null}
        </>
      )}
    </ProgressBar>
  );
}
