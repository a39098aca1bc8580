import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, Heading, Switch } from 'react-aria-components';
import { useApi } from '../../apiContext';
import { Button } from '../../ui/Button';
import { ModalFrame } from '../../ui/ModalFrame';
import { CATEGORY_TEXTS } from './categoryTexts';
import { ACCEPT_ALL, type ConsentChoice, type ConsentState } from './consentQuery';
import styles from './PrivacySettingsDialog.module.css';

interface Props {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  consent: ConsentState;
  onSave(choice: ConsentChoice): Promise<boolean>;
}

const choiceOf = ({ functional, analytics, advertising }: ConsentState): ConsentChoice => ({
  functional,
  analytics,
  advertising,
});

/**
 * The settings dialog: the four categories with what they are for and the tools in each, essential
 * shown on and locked. Loaded on first opening (PrivacyChoices), so it costs the first load nothing.
 */
export default function PrivacySettingsDialog({ isOpen, onOpenChange, consent, onSave }: Props) {
  const api = useApi();
  const tools = useQuery({
    queryKey: ['privacyTools'],
    queryFn: () => api.call('tools', {}),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isOpen,
  });
  const [draft, setDraft] = useState<ConsentChoice>(() => choiceOf(consent));
  const [openedWith, setOpenedWith] = useState(isOpen);
  // Each opening starts from the saved choice, not from switches left half-changed last time.
  if (isOpen !== openedWith) {
    setOpenedWith(isOpen);
    if (isOpen) setDraft(choiceOf(consent));
  }

  const saveAndClose = (choice: ConsentChoice) => {
    void onSave(choice);
    onOpenChange(false);
  };

  return (
    <ModalFrame width="38rem" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog className={styles.dialog}>
        <Heading slot="title" className={styles.title}>
          Privacy settings
        </Heading>
        <p className={styles.intro}>
          Choose which tools may run while you use the shop. You can change this at any time from
          “Privacy settings” in the page footer; switching a category off also deletes what it had
          recorded about you.
        </p>
        <ul className={styles.categories}>
          {CATEGORY_TEXTS.map(({ category, title, purpose }) => {
            const alwaysOn = category === 'essential';
            const items = tools.data?.items.filter((tool) => tool.category === category) ?? [];
            return (
              <li key={category} className={styles.category}>
                <Switch
                  className={styles.switch}
                  isSelected={alwaysOn || draft[category]}
                  isDisabled={alwaysOn}
                  aria-describedby={`privacy-${category}-purpose`}
                  onChange={(on) =>
                    alwaysOn || setDraft((current) => ({ ...current, [category]: on }))
                  }
                >
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.thumb} />
                  </span>
                  <span className={styles.label}>{title}</span>
                  {alwaysOn ? <span className={styles.always}>Always on</span> : null}
                </Switch>
                <p id={`privacy-${category}-purpose`} className={styles.purpose}>
                  {purpose}
                </p>
                {items.length > 0 ? (
                  <ul className={styles.tools} aria-label={`${title} tools`}>
                    {items.map((tool) => (
                      <li key={tool.id}>
                        <strong>{tool.name}</strong>
                        {tool.description ? ` — ${tool.description}` : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {tools.isError ? (
          <p className={styles.toolsError}>
            The list of tools could not be loaded; your choice still applies to every tool.
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onPress={() => saveAndClose(draft)}>Save my choices</Button>
          <Button variant="secondary" onPress={() => saveAndClose(ACCEPT_ALL)}>
            Accept all
          </Button>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
