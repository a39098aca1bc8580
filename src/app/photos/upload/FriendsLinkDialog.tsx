import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { userMessage } from '../../../shared/errors';
import { useApi } from '../../apiContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DialogPanel } from '../../ui/DialogPanel';
import { EmailLinkForm } from './EmailLinkForm';
import styles from './UploadLinkDialogs.module.css';

/**
 * "Ask friends for photos": the friends link of the library to copy and share, or to send to a
 * friend's address. Friends need no account; each gets an album named after them.
 */
export function FriendsLinkDialog() {
  const api = useApi();
  const link = useQuery({
    queryKey: ['uploadLinks', 'friendsLink'],
    queryFn: () => api.call('my/project/photo_friends_upload_url', {}),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is there to copy from.
      setCopied('failed');
    }
  };
  return (
    <DialogPanel title="Ask friends for photos">
      <p className={styles.text}>
        Share this link with friends and family. They add their photos without an account, and each
        friend's photos arrive in an album named after them.
      </p>
      {link.isError ? (
        <Alert inline>{userMessage(link.error)}</Alert>
      ) : (
        <div className={styles.copyRow}>
          <TextField
            className={styles.linkField}
            value={link.data?.url ?? 'Making your link…'}
            isReadOnly
          >
            <Label className={styles.label}>Link for your friends</Label>
            <Input className={styles.linkInput} onFocus={(event) => event.target.select()} />
          </TextField>
          <Button isDisabled={!link.data} onPress={() => link.data && void copy(link.data.url)}>
            Copy link
          </Button>
        </div>
      )}
      <p role="status" className={styles.sent}>
        {copied === 'yes'
          ? 'Link copied. Paste it into a message to your friends.'
          : copied === 'failed'
            ? "Couldn't copy here: select the link and copy it yourself."
            : ''}
      </p>
      <EmailLinkForm
        link="friends"
        label="Or send it to a friend's email"
        submitLabel="Send the link"
        sentText={(email) => `Sent to ${email}.`}
      />
    </DialogPanel>
  );
}
