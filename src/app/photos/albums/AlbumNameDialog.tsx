import { useState } from 'react';
import { Dialog, Form, Heading } from 'react-aria-components';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import type { Album } from '../albumQueries';
import styles from './Albums.module.css';
import { useCreateAlbum } from './useCreateAlbum';
import { useRenameAlbum } from './useRenameAlbum';

/** Names a new album, or renames one; the server's reason shows on the name field. */
export function AlbumNameDialog({
  album,
  onSaved,
}: {
  album?: Album;
  onSaved: (message: string) => void;
}) {
  const [name, setName] = useState(album?.name ?? '');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const create = useCreateAlbum();
  const rename = useRenameAlbum();
  const save = album ? rename : create;
  const message = formMessageOf(save.error);
  return (
    <Dialog className={styles.dialog}>
      {({ close }) => (
        <Form
          className={styles.form}
          validationErrors={serverErrors}
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            const callbacks = {
              onError: (error: unknown) => setServerErrors(fieldErrorsOf(error)),
              onSuccess: (saved: Album) => {
                onSaved(
                  album
                    ? `The album ${album.name} is now called ${saved.name}.`
                    : `The album ${saved.name} was created.`,
                );
                close();
              },
            };
            if (album) rename.mutate({ id: album.id, name: trimmed }, callbacks);
            else create.mutate(trimmed, callbacks);
          }}
        >
          <Heading slot="title" className={styles.dialogTitle}>
            {album ? `Rename ${album.name}` : 'New album'}
          </Heading>
          {message ? <Alert>{message}</Alert> : null}
          <TextInput
            label="Album name"
            name="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setServerErrors({});
            }}
            isRequired
            maxLength={200}
            autoFocus
          />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" isPending={save.isPending} pendingLabel="Saving">
              {album ? 'Rename album' : 'Create album'}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
