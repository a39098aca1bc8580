import { DialogTrigger } from 'react-aria-components';
import { AddressFormDialog } from '../account';
import { Button } from '../ui/Button';
import { ModalFrame } from '../ui/ModalFrame';

/**
 * "Add address" and its dialog, beside the checkout's address step. A module of its own so the
 * checkout loads it after hydration (the form, its country list and the dialog machinery are
 * ~40 KB gzipped the first paint never needs).
 */
export function AddAddressDialog({
  onOpen,
  onSaved,
}: {
  /** Called as the dialog opens. */
  onOpen: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (open) onOpen();
      }}
    >
      <Button variant="secondary">Add address</Button>
      <ModalFrame width="36rem">
        <AddressFormDialog onSaved={onSaved} />
      </ModalFrame>
    </DialogTrigger>
  );
}
