import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../apiContext';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { usePostedForm } from '../../common/postedForm';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { TextInput } from '../../ui/TextInput';
import { GuestUploader } from '../mobileUpload/GuestUploader';
import { guestLinkOf } from '../mobileUpload/guestUploadQueue';
import { LinkRefused, refusedMeta } from '../mobileUpload/LinkRefused';
import { cacheOnly, creatorNameQuery, onLink } from '../mobileUpload/linkQueries';
import styles from '../mobileUpload/MobileUpload.module.css';
import { useGuestUploads } from '../mobileUpload/useGuestUploads';

function linkOf(match: RouteMatch) {
  return match.name === 'friends.upload'
    ? { id: match.params.projectId, signature: match.params.signature, shownName: match.query.name }
    : { id: 0, signature: '', shownName: '' };
}

/** Where this device remembers the friend's name for a target, so a reload carries on. */
const nameKey = (guestLink: string) => `printshop:photo-friend-name:${guestLink}`;

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const { id, signature } = linkOf(match);
  await queryClient.prefetchQuery(creatorNameQuery(call, id, signature));
}

export function meta({ match, queryClient }: MetaContext): PageMeta {
  const { id, signature, shownName } = linkOf(match);
  const answer = queryClient.getQueryData(creatorNameQuery(cacheOnly, id, signature).queryKey);
  if (answer && !answer.ok) return refusedMeta(answer.status);
  return { title: `Add your photos for ${shownName}`, robots: 'noindex', canonical: null };
}

/**
 * /my/friends/upload/{id}/{signature}: a friend, without an account, adds photos to someone's
 * library or project. They say who they are (their photos get an album of their own), then
 * choose photos; the uploads survive a reload like the phone's.
 */
export default function PhotoFriendsPage() {
  const match = useRouteMatch();
  const { id, signature } = linkOf(match);
  const api = useApi();
  const creator = useQuery(creatorNameQuery(api.call, id, signature));
  const guestLink = guestLinkOf('friends', id, signature);
  // A name sent before the script ran: refused, it is shown with the reason; taken, the album is
  // open and the page carries on with it as after a reload.
  const posted = usePostedForm('photoFriendAlbum');
  const [name, setName] = useState(posted?.values.name ?? '');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>(() =>
    fieldErrorsOf(posted?.error),
  );
  const album = useMutation({
    mutationFn: (friendName: string) =>
      onLink(() =>
        api.call('my/friends/create_guest_album', { projectId: id, signature, name: friendName }),
      ),
    onSuccess: (_answer, friendName) => localStorage.setItem(nameKey(guestLink), friendName),
    onError: (error) => setServerErrors(fieldErrorsOf(error)),
  });
  const opened = album.data?.ok ? album.data.data : undefined;
  const session = opened?.uploadSessionId
    ? { id: opened.uploadSessionId, uploadUrl: opened.uploadUrl }
    : undefined;
  const uploads = useGuestUploads(guestLink, session);

  // Back after a reload: the same name finds the same album, and unfinished uploads resume.
  const { mutate } = album;
  const postedName = posted?.done ? posted.values.name : undefined;
  useEffect(() => {
    const saved = postedName ?? localStorage.getItem(nameKey(guestLink));
    if (saved) {
      setName(saved);
      mutate(saved);
    }
  }, [guestLink, mutate, postedName]);

  const refused =
    creator.data && !creator.data.ok
      ? creator.data
      : album.data?.ok === false
        ? album.data
        : undefined;
  if (refused) return <LinkRefused status={refused.status} message={refused.message} />;
  const info = creator.data?.ok ? creator.data.data : undefined;
  const ownerName = info?.name ?? '';
  const forWhat = info?.projectName ? `${ownerName}'s project “${info.projectName}”` : ownerName;

  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>
        {info ? `Add your photos for ${forWhat}` : 'Add your photos'}
      </h1>
      {creator.isError ? (
        <Alert inline>We couldn't open this link. Check your connection and reload the page.</Alert>
      ) : null}
      <p className={styles.lead}>
        {ownerName ? `${ownerName} asked you for photos.` : ''} You don't need an account: say who
        you are, then choose your photos.
      </p>
      {opened ? (
        <>
          <p className={styles.soft}>
            Adding photos as <strong>{name}</strong>. {ownerName} will find them in the album
            “Photos from {name}”.
          </p>
          <GuestUploader
            queue={uploads.queue}
            items={uploads.items}
            online={uploads.online}
            ownerName={ownerName}
          />
        </>
      ) : (
        <PostForm
          form="photoFriendAlbum"
          className={styles.form}
          validationErrors={serverErrors}
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            if (trimmed) album.mutate(trimmed);
          }}
        >
          {album.error || posted?.error ? (
            <Alert inline>{formMessageOf(album.error ?? posted?.error)}</Alert>
          ) : null}
          <TextInput
            label="Your name"
            description={`So ${ownerName || 'they'} know${ownerName ? 's' : ''} who the photos are from.`}
            name="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setServerErrors({});
            }}
            isRequired
            maxLength={80}
            autoComplete="name"
          />
          <Button type="submit" size="large" isPending={album.isPending} pendingLabel="Opening">
            Continue
          </Button>
        </PostForm>
      )}
    </Container>
  );
}
