import { useState } from 'react';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { EXTERNAL_PHOTO_SOURCES, type PhotoSource } from '../../../shared/catalog/photoSources';
import { Button } from '../../ui/Button';
import { DialogContent, dialogBoxClass } from '../../ui/DialogPanel';
import { ModalFrame } from '../../ui/ModalFrame';
import styles from './PhotoSources.module.css';
import { SourceBrowser } from './SourceBrowser';
import { SourceList } from './SourceList';

/** "Import from…" beside the upload picker: a dialog listing the sources, then browsing one. */
export function ImportFromSources() {
  return (
    <DialogTrigger>
      <Button variant="secondary">Import from…</Button>
      <ModalFrame width="52rem">
        <ImportDialog />
      </ModalFrame>
    </DialogTrigger>
  );
}

function ImportDialog() {
  const [browsing, setBrowsing] = useState<PhotoSource | undefined>();
  return (
    <Dialog className={dialogBoxClass}>
      {({ close }) =>
        browsing ? (
          <SourceBrowser source={browsing} onBack={() => setBrowsing(undefined)} onClose={close} />
        ) : (
          <DialogContent title="Import photos" onClose={close}>
            <p className={styles.text}>
              Copy photos from another service into your library. They stay yours here even if you
              later delete them there or disconnect.
            </p>
            <SourceList
              sources={EXTERNAL_PHOTO_SOURCES}
              onBrowse={(source) => setBrowsing(source)}
            />
          </DialogContent>
        )
      }
    </Dialog>
  );
}
