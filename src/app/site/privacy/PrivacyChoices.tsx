import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ConsentChoice } from './consentQuery';
import { useConsent } from './useConsent';
import { useSaveConsent } from './useSaveConsent';

// The dialog (react-aria's modal, switches) loads only when asked for: most visits never open it.
const PrivacySettingsDialog = lazy(() => import('./PrivacySettingsDialog'));

interface PrivacyChoices {
  /** Opens the settings dialog (the banner's button, the footer's "Privacy settings"). */
  openSettings(): void;
  save(choice: ConsentChoice): Promise<boolean>;
  /** Why the last save failed, until the next one. */
  error?: string;
}

const PrivacyChoicesContext = createContext<PrivacyChoices | null>(null);

export function usePrivacyChoices(): PrivacyChoices {
  const choices = useContext(PrivacyChoicesContext);
  if (!choices) throw new Error('usePrivacyChoices() needs a <PrivacyChoicesProvider> above it');
  return choices;
}

/** Shares one save and one settings dialog between the banner and the footer's link. */
export function PrivacyChoicesProvider({ children }: { children: ReactNode }) {
  const consent = useConsent();
  const { save, error } = useSaveConsent();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening loads nothing.
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<Element | null>(null);
  const openSettings = () => {
    trigger.current = document.activeElement;
    setWasOpened(true);
    setOpen(true);
  };
  // The dialog gives focus back to what opened it; when that was the banner, which a choice
  // removed, the keyboard carries on from the page's content instead of the top of the document.
  useEffect(() => {
    if (isOpen || !trigger.current) return;
    const opener = trigger.current;
    trigger.current = null;
    const frame = requestAnimationFrame(() => {
      if (!opener.isConnected) document.getElementById('main')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return (
    <PrivacyChoicesContext.Provider value={{ openSettings, save, error }}>
      {children}
      {wasOpened && consent ? (
        <Suspense fallback={null}>
          <PrivacySettingsDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            consent={consent}
            onSave={save}
          />
        </Suspense>
      ) : null}
    </PrivacyChoicesContext.Provider>
  );
}
