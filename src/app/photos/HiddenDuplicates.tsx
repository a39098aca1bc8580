import { Button } from 'react-aria-components';
import styles from './PhotoLibrary.module.css';

/**
 * Beside the photo count while 'hide duplicates' is on: how many photos it keeps out of the list,
 * and a way to see them, so no photo disappears without the library saying so.
 */
export function HiddenDuplicates({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <>
      {' · '}
      {count} {count === 1 ? 'duplicate' : 'duplicates'} hidden{' '}
      <Button className={styles.inlineAction} onPress={onShow}>
        Show {count === 1 ? 'it' : 'them'}
      </Button>
    </>
  );
}
