import { useState } from 'react';
import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { Thumbnail } from '../../photos';
import { Button } from '../../ui/Button';
import { DialogPanel } from '../../ui/DialogPanel';
import { ModalFrame } from '../../ui/ModalFrame';
import styles from './Panels.module.css';
import type { TrayDuplicates, TrayPhoto } from './trayPhotos';

export const hiddenCountLabel = (count: number) =>
  count === 1 ? '1 duplicate hidden' : `${count} duplicates hidden`;

/**
 * On a tray photo that hides look-alikes: "1 duplicate hidden", which opens the hidden copies,
 * each "shown as a duplicate of" this one, with "Not a duplicate" to keep it in the tray. A
 * customer saw 3 of 40 distinct photos vanish from the tray with no word of why.
 */
export function DuplicateBadge({
  of,
  hidden,
  photo,
  duplicates,
}: {
  of: TrayPhoto;
  hidden: readonly number[];
  photo: (id: number) => TrayPhoto | undefined;
  duplicates: TrayDuplicates;
}) {
  // Kept ones stay listed (as shown now) while the dialog is open, though the tray no longer
  // counts them as hidden.
  const [kept, setKept] = useState<readonly number[]>([]);
  const listed = [...new Set([...hidden, ...kept])];
  return (
    <DialogTrigger>
      <AriaButton
        className={styles.duplicateBadge}
        aria-label={`${of.name}: ${hiddenCountLabel(hidden.length)}. Show them`}
      >
        {hiddenCountLabel(hidden.length)}
      </AriaButton>
      <ModalFrame width="30rem">
        <DialogPanel title={`Hidden as duplicates of ${of.name}`}>
          <p>
            The tray shows one copy of a photo it finds more than once. If one of these is a
            different photo, keep it shown.
          </p>
          <ul className={styles.duplicateList}>
            {listed.map((id) => {
              const twin = photo(id);
              const name = twin?.name ?? 'A photo';
              return (
                <li key={id} className={styles.duplicateItem}>
                  <Thumbnail id={id} size={64} ready={twin?.thumbnailReady ?? true} />
                  <span>
                    <strong>{name}</strong>
                    <br />
                    {kept.includes(id) ? 'Shown in the tray' : `Shown as a duplicate of ${of.name}`}
                  </span>
                  {kept.includes(id) ? null : (
                    <Button
                      variant="secondary"
                      aria-label={`${name} is not a duplicate`}
                      onPress={() => {
                        setKept((old) => [...old, id]);
                        void duplicates.keepApart(id);
                      }}
                    >
                      Not a duplicate
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </DialogPanel>
      </ModalFrame>
    </DialogTrigger>
  );
}
