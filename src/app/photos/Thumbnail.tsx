import { useState } from 'react';
import { photoUrl } from './photoUrls';

/** Waits before each new try: the derivatives of a fresh upload take a moment to be made. */
const RETRY_DELAYS_MS = [1500, 4000, 10_000];

/**
 * A photo's small derivative. A just-uploaded photo is in the list before its derivatives exist
 * (a background job makes them): until the record says they are ready it shows a placeholder, so
 * the browser never asks for a picture that is not there yet. A failed load is tried again.
 */
export function Thumbnail({
  id,
  size,
  ready,
  className,
}: {
  id: number;
  size: number;
  /** Whether the server has made the derivatives (the record lists their urls). */
  ready: boolean;
  className?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  if (!ready) return <span className={className} data-processing="" />;
  const src = photoUrl(id, 'small');
  return (
    <img
      src={attempt === 0 ? src : `${src}?try=${attempt}`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay !== undefined) setTimeout(() => setAttempt(attempt + 1), delay);
      }}
    />
  );
}
