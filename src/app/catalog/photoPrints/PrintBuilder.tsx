import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { userMessage } from '../../../shared/errors';
import { formatCents } from '../../../shared/format/money';
import { photoPrintTotalCents, printSizeLines } from '../../../shared/pricing/photoPrintPrices';
import type { PricingCatalogue } from '../../../shared/pricing/priceProject';
import { documentPhotoId } from '../../../shared/project/photoIds';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { useLocation, useNavigate } from '../../navigation/navigation';
import { UploadPanel, usePhotoLibrary, useUploadQueue } from '../../photos';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import styles from './PrintBuilder.module.css';
import { type PrintPhoto, PrintRow } from './PrintRow';
import { addPhotos, changePrint, fromStored, removePrint, toOrder } from './printOrderState';
import { usePrintProject, useStoredPrints } from './usePrintProject';

type LibraryPhoto = ActionOutput<'my/photos'>['items'][number];

const PHOTO_PAGE = 200;
/** A fresh upload's size and pictures come from a background job: look again until they are made. */
const PROCESSING_POLL_MS = 2000;

/** /photo-prints' print builder: choose photos, set each print, see the total, add to the cart. */
export default function PrintBuilder({
  catalogue,
  projectId,
}: {
  catalogue: PricingCatalogue;
  projectId: number | undefined;
}) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const user = session.data?.user;
  if (session.isPending) return <p className={styles.note}>Loading your photos…</p>;
  if (!user) {
    return (
      <div className={styles.signIn}>
        <p>Sign in to print photos from your library or upload new ones.</p>
        <LinkButton to={build('account.login', { returnTo: `${pathname}${search}` })}>
          Sign in to make prints
        </LinkButton>
      </div>
    );
  }
  return <Builder ownerId={user.id} catalogue={catalogue} projectId={projectId} />;
}

function Builder({
  ownerId,
  catalogue,
  projectId,
}: {
  ownerId: number;
  catalogue: PricingCatalogue;
  projectId: number | undefined;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const { library, state } = usePhotoLibrary(ownerId);
  const { queue, items } = useUploadQueue(library, state.ready);
  const finished = items.filter((i) => i.status === 'done' || i.status === 'duplicate').length;
  const photos = useQuery({
    queryKey: ['photoPrints', 'photos', ownerId, finished],
    queryFn: () => api.call('my/photos', { sortBy: 'date-added-desc', perPage: PHOTO_PAGE }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.items.some((photo) => !isReady(photo)) ? PROCESSING_POLL_MS : false,
  });
  const stored = useStoredPrints(projectId);
  const [prints, setPrints] = useState<ReturnType<typeof fromStored> | undefined>(
    projectId === undefined ? [] : undefined,
  );
  useEffect(() => {
    if (prints === undefined && stored.data) setPrints(fromStored(stored.data));
  }, [prints, stored.data]);

  // Photos uploaded here join the order as they arrive: the customer came to print them.
  const known = useRef<Set<number> | undefined>(undefined);
  useEffect(() => {
    const list = photos.data?.items;
    if (!list || prints === undefined) return;
    if (!known.current) {
      known.current = new Set(list.map((photo) => photo.id));
      return;
    }
    const fresh = list.filter((photo) => !known.current?.has(photo.id)).reverse();
    if (!fresh.length) return;
    for (const photo of fresh) known.current.add(photo.id);
    setPrints((current) =>
      addPhotos(
        current ?? [],
        fresh.map((photo) => documentPhotoId(photo.id)),
      ),
    );
  }, [photos.data, prints]);

  const byId = useMemo(
    () => new Map((photos.data?.items ?? []).map((photo) => [documentPhotoId(photo.id), photo])),
    [photos.data],
  );
  const order = toOrder(prints ?? []);
  const lines = order.length ? printSizeLines(order, catalogue) : [];
  const totalCents = order.length ? photoPrintTotalCents(order, catalogue) : 0;
  const save = usePrintProject(projectId);
  const chosen = new Set(order.map((print) => print.photoId));

  const toggle = (photoId: string) =>
    setPrints((current) =>
      chosen.has(photoId)
        ? (current ?? []).filter((print) => print.photoId !== photoId)
        : addPhotos(current ?? [], [photoId]),
    );

  if (prints === undefined) {
    return stored.isError ? (
      <Alert tone="error">This print order could not be opened: {userMessage(stored.error)}</Alert>
    ) : (
      <p className={styles.note}>Opening your prints…</p>
    );
  }

  return (
    <div className={styles.builder}>
      <section className={styles.step} aria-labelledby="print-photos">
        <h2 id="print-photos">1. Choose photos</h2>
        {queue && state.ready ? <UploadPanel queue={queue} items={items} /> : null}
        {photos.data?.items.length ? (
          <ul className={styles.photoGrid} aria-label="Your photos">
            {photos.data.items.map((photo) => {
              const photoId = documentPhotoId(photo.id);
              const on = chosen.has(photoId);
              return (
                <li key={photo.id}>
                  <button
                    type="button"
                    className={styles.photoChoice}
                    aria-pressed={on}
                    aria-label={`Print ${photo.name || `photo ${photo.id}`}`}
                    onClick={() => toggle(photoId)}
                  >
                    {isReady(photo) ? (
                      <img src={photo.urls.small} alt="" loading="lazy" decoding="async" />
                    ) : (
                      <span className={styles.frameWaiting}>Preparing…</span>
                    )}
                    {on ? <span className={styles.photoTick}>✓</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : photos.isSuccess ? (
          <p className={styles.note}>No photos yet: upload some to print them.</p>
        ) : null}
      </section>

      <section className={styles.step} aria-labelledby="print-list">
        <h2 id="print-list">2. Your prints</h2>
        {prints.length === 0 ? (
          <p className={styles.note}>Choose or upload photos above: each becomes a print here.</p>
        ) : (
          <ul className={styles.prints}>
            {prints.map((print, index) => (
              <PrintRow
                key={print.photoId}
                index={index}
                print={print}
                photo={printPhoto(byId.get(print.photoId))}
                priceCents={
                  printSizeLines([print], catalogue).reduce((sum, l) => sum + l.totalCents, 0) ||
                  undefined
                }
                onChange={(change) => setPrints(changePrint(prints, index, change))}
                onRemove={() => setPrints(removePrint(prints, index))}
              />
            ))}
          </ul>
        )}
      </section>

      <aside className={styles.summary} aria-labelledby="print-summary">
        <h2 id="print-summary">Your order</h2>
        {lines.length ? (
          <table className={styles.lines}>
            <tbody>
              {lines.map((line) => (
                <tr key={line.sizeKey} data-testid={`print-line-${line.sizeKey}`}>
                  <th scope="row">
                    {line.label} × {line.copies}
                  </th>
                  <td>{formatCents(line.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td data-testid="print-total" aria-live="polite">
                  {formatCents(totalCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p className={styles.note}>No prints yet.</p>
        )}
        {save.isError ? <Alert tone="error">{userMessage(save.error)}</Alert> : null}
        <Button
          size="large"
          fullWidth
          isDisabled={order.length === 0}
          isPending={save.isPending}
          pendingLabel="Adding your prints to the cart"
          onPress={() =>
            save.mutate(order, {
              onSuccess: () => navigate(build('cart')),
            })
          }
        >
          Add to cart
        </Button>
      </aside>
    </div>
  );
}

function isReady(photo: LibraryPhoto): boolean {
  return Boolean(photo.urls.small) && photo.width > 0 && photo.height > 0;
}

function printPhoto(photo: LibraryPhoto | undefined): PrintPhoto {
  if (!photo) return { name: '', width: 0, height: 0, src: undefined };
  return {
    name: photo.name,
    width: photo.width,
    height: photo.height,
    src: isReady(photo) ? (photo.urls.medium ?? photo.urls.small) : undefined,
  };
}
