import { useEffect, useRef } from 'react';

/** Moves focus to a view that replaced a form, so screen readers start reading there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
