import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogTrigger, Form } from 'react-aria-components';
import { userMessage } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { cartKeys } from '../../cart';
import { useNavigate } from '../../navigation/navigation';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DialogContent, dialogBoxClass } from '../../ui/DialogPanel';
import { LinkButton } from '../../ui/LinkButton';
import { ModalFrame } from '../../ui/ModalFrame';
import { TextInput } from '../../ui/TextInput';

/**
 * "Give as a gift" for a product line: the giver names who it is for and a message; the gift waits
 * in their cart, is paid with their order, and the recipient is mailed a link to accept it.
 */
export function GiveAsGift({ productTypeId, name }: { productTypeId: number; name: string }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Give as a gift</Button>
      <ModalFrame>
        <Dialog className={dialogBoxClass}>
          {({ close }) => <GiftForm productTypeId={productTypeId} name={name} onClose={close} />}
        </Dialog>
      </ModalFrame>
    </DialogTrigger>
  );
}

function GiftForm({
  productTypeId,
  name,
  onClose,
}: {
  productTypeId: number;
  name: string;
  onClose: () => void;
}) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const give = useMutation({
    mutationFn: () =>
      api.call('purchase_invite', {
        email: email.trim(),
        productTypeId,
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      onClose();
      navigate(build('cart', {}));
    },
  });
  const title = `Give ${name.toLowerCase()} as a gift`;
  if (!session.data?.user) {
    return (
      <DialogContent
        title={title}
        onClose={onClose}
        actions={
          <LinkButton to={build('account.login', { returnTo: build('products') })}>
            Sign in
          </LinkButton>
        }
      >
        <p>Sign in to send a gift: it is paid with your order and we mail the link to them.</p>
      </DialogContent>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!give.isPending) give.mutate();
  };
  return (
    <Form onSubmit={submit}>
      <DialogContent
        title={title}
        onClose={onClose}
        actions={
          <Button type="submit" isDisabled={give.isPending}>
            {give.isPending ? 'Adding the gift…' : 'Add the gift to my cart'}
          </Button>
        }
      >
        <p>
          They choose the design and make it theirs; you pay for it with your order. We e-mail them
          a link once your order is placed.
        </p>
        <TextInput
          label="Their e-mail address"
          type="email"
          name="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <TextInput
          label="A message (optional)"
          name="message"
          value={message}
          onChange={setMessage}
        />
        {give.isError ? <Alert>{userMessage(give.error)}</Alert> : null}
      </DialogContent>
    </Form>
  );
}
