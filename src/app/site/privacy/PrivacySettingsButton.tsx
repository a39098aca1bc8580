import { usePrivacyChoices } from './PrivacyChoices';

/** The footer's way back to the choice, on every page: reopens the settings dialog. */
export function PrivacySettingsButton({ className }: { className?: string }) {
  const { openSettings } = usePrivacyChoices();
  return (
    <button type="button" className={className} onClick={openSettings}>
      Privacy settings
    </button>
  );
}
