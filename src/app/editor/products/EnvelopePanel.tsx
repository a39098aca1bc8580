import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Button as AriaButton,
  CheckboxGroup,
  DialogTrigger,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  SelectValue,
} from 'react-aria-components';
import { printedAddressLines } from '../../../shared/addresses/printedAddress';
import {
  ENVELOPE_COLORS,
  ENVELOPE_FONTS,
  ENVELOPE_FORMATS,
  type EnvelopeColorName,
  type EnvelopeFont,
} from '../../../shared/catalog/envelopes';
import { cssFontFamily, fontForEnvelopeFamily } from '../../../shared/project/fonts';
import type { EnvelopeOptions, PrintedAddress } from '../../../shared/project/options';
import { build } from '../../../shared/routes/build';
import { type Address, AddressFormDialog, addressesQuery } from '../../account';
import { useApi } from '../../apiContext';
import { useLocation } from '../../navigation/navigation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { LinkButton } from '../../ui/LinkButton';
import { ModalFrame } from '../../ui/ModalFrame';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import styles from '../panels/Panels.module.css';
import own from './Products.module.css';

const DEFAULT_ENVELOPE: EnvelopeOptions = {
  format: 'Standard',
  fontFamily: 'Helvetica Neue',
  colorName: 'Black',
  recipients: [],
};

const fullName = (address: Address) =>
  [address.firstName, address.lastName].filter(Boolean).join(' ');

const printed = (address: Address): PrintedAddress => ({
  addressId: address.id,
  lines: printedAddressLines(address),
});

/** Words to find an address by: its name, company, street, city, state and postal code. */
const haystack = (address: Address) =>
  [
    address.firstName,
    address.lastName,
    address.company,
    address.line1,
    address.city,
    address.state,
    address.postalCode,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/**
 * An envelope's addressing, the way card shops address holiday cards: recipients picked from the
 * customer's address book (search, select all, add a new one), one printed envelope each; the
 * return address on the flap; the lettering's family and colour (spec §3's nine and eight).
 */
export function EnvelopePanel({ engine, userId }: { engine: EditorEngine; userId?: number }) {
  const state = useEditorState(engine);
  const { pathname, search } = useLocation();
  const envelope = state.doc.options.envelope ?? DEFAULT_ENVELOPE;
  const set = (patch: Partial<EnvelopeOptions>) =>
    engine.dispatch({ name: 'setEnvelope', args: { envelope: { ...envelope, ...patch } } });
  return (
    <div className={styles.panelBody}>
      <RadioGroup
        value={envelope.format}
        onChange={(format) => set({ format: format as EnvelopeOptions['format'] })}
        className={styles.group}
      >
        <Label className={styles.groupTitle}>Envelope</Label>
        <div className={styles.choices}>
          {ENVELOPE_FORMATS.map((format) => (
            <Radio key={format} value={format} className={styles.choice}>
              {format === 'Standard' ? 'Addressed to each recipient' : 'Reply (addressed to you)'}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <Lettering envelope={envelope} onChange={set} />
      {userId === undefined ? (
        <div className={styles.group}>
          <p className={styles.hint}>
            Sign in to address your envelopes from your address book. Until then they show a sample
            address.
          </p>
          <LinkButton
            to={build('account.login', { returnTo: `${pathname}${search}` })}
            variant="secondary"
          >
            Sign in
          </LinkButton>
        </div>
      ) : (
        <AddressBook envelope={envelope} onChange={set} />
      )}
    </div>
  );
}

function Lettering({
  envelope,
  onChange,
}: {
  envelope: EnvelopeOptions;
  onChange: (patch: Partial<EnvelopeOptions>) => void;
}) {
  const fonts = ENVELOPE_FONTS.map((family) => {
    const font = fontForEnvelopeFamily(family);
    return { id: family, css: font ? cssFontFamily(font) : undefined };
  });
  return (
    <>
      <Select
        selectedKey={envelope.fontFamily}
        onSelectionChange={(key) => onChange({ fontFamily: key as EnvelopeFont })}
        className={styles.field}
      >
        <Label>Lettering</Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className={styles.popover}>
          <ListBox items={fonts} className={styles.listBox}>
            {(font) => (
              <ListBoxItem
                id={font.id}
                textValue={font.id}
                className={styles.option}
                style={{ fontFamily: font.css }}
              >
                {font.id}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <RadioGroup
        value={envelope.colorName}
        onChange={(colorName) => onChange({ colorName: colorName as EnvelopeColorName })}
        className={styles.group}
      >
        <Label className={styles.groupTitle}>Ink colour</Label>
        <div className={styles.swatches}>
          {ENVELOPE_COLORS.map((color) => (
            <Radio key={color.name} value={color.name} aria-label={color.name} className={own.ink}>
              <span className={own.inkFill} style={{ background: color.hex }} />
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </>
  );
}

function AddressBook({
  envelope,
  onChange,
}: {
  envelope: EnvelopeOptions;
  onChange: (patch: Partial<EnvelopeOptions>) => void;
}) {
  const api = useApi();
  const query = useQuery(addressesQuery(api.call));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const addresses = query.data?.items ?? [];
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return addresses.filter((address) => words.every((word) => haystack(address).includes(word)));
  }, [addresses, search]);
  const chosenIds = envelope.recipients.flatMap((r) => (r.addressId ? [String(r.addressId)] : []));
  // Recipients in address-book order, so the envelopes come out as the book lists them.
  const choose = (ids: readonly string[]) => {
    const wanted = new Set(ids);
    const typed = envelope.recipients.filter((r) => r.addressId === undefined);
    const picked = addresses.filter((a) => wanted.has(String(a.id))).map(printed);
    onChange({ recipients: [...picked, ...typed] });
  };
  const standard = envelope.format === 'Standard';
  const returnId = envelope.returnAddress?.addressId;
  return (
    <>
      <Select
        selectedKey={returnId !== undefined ? String(returnId) : 'sample'}
        onSelectionChange={(key) => {
          const address = addresses.find((a) => String(a.id) === key);
          onChange({ returnAddress: address ? printed(address) : undefined });
        }}
        className={styles.field}
        isDisabled={addresses.length === 0}
      >
        <Label>{standard ? 'Return address (on the flap)' : 'Your address (on the front)'}</Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            <ListBoxItem id="sample" textValue="None chosen" className={styles.option}>
              None chosen
            </ListBoxItem>
            {addresses.map((address) => (
              <ListBoxItem
                key={address.id}
                id={String(address.id)}
                textValue={`${fullName(address)}, ${address.line1}`}
                className={styles.option}
              >
                {fullName(address)}, {address.line1}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {standard ? (
        <div className={styles.group}>
          <p className={styles.groupTitle}>Recipients</p>
          <p role="status" className={styles.status}>
            {envelope.recipients.length === 0
              ? 'No recipients chosen: the envelope shows a sample address.'
              : `${envelope.recipients.length} chosen: ${envelope.recipients.length} printed envelope${envelope.recipients.length === 1 ? '' : 's'}.`}
            {status ? ` ${status}` : ''}
          </p>
          <SearchField value={search} onChange={setSearch} className={styles.field}>
            <Label>Find an address</Label>
            <Input className={styles.input} placeholder="Name, street or city" />
          </SearchField>
          <div className={styles.row}>
            <Button
              variant="secondary"
              isDisabled={shown.length === 0}
              onPress={() =>
                choose([...new Set([...chosenIds, ...shown.map((a) => String(a.id))])])
              }
            >
              {search ? 'Select all found' : 'Select all'}
            </Button>
            <Button
              variant="secondary"
              isDisabled={envelope.recipients.length === 0}
              onPress={() => choose([])}
            >
              Clear
            </Button>
            <DialogTrigger>
              <Button variant="secondary">Add an address</Button>
              <ModalFrame width="36rem">
                <AddressFormDialog
                  onSaved={(message, saved) => {
                    setStatus(message);
                    if (saved) {
                      onChange({ recipients: [...envelope.recipients, printed(saved)] });
                      void query.refetch();
                    }
                  }}
                />
              </ModalFrame>
            </DialogTrigger>
          </div>
          {query.isError ? (
            <Alert>
              Your address book could not be loaded. Check your connection and try again.
            </Alert>
          ) : !query.data ? (
            <p className={styles.hint}>Loading your address book…</p>
          ) : addresses.length === 0 ? (
            <p className={styles.hint}>Your address book is empty: add the first address.</p>
          ) : (
            <CheckboxGroup
              aria-label="Addresses to print"
              value={chosenIds}
              onChange={choose}
              className={own.list}
            >
              {shown.map((address) => (
                <Checkbox key={address.id} value={String(address.id)} className={own.addressChoice}>
                  <span className={own.itemText}>
                    <strong>{fullName(address)}</strong>
                    <span>
                      {address.line1}, {address.city}
                    </span>
                  </span>
                </Checkbox>
              ))}
              {shown.length === 0 ? <p className={styles.hint}>No address matches.</p> : null}
            </CheckboxGroup>
          )}
        </div>
      ) : null}
    </>
  );
}
