import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { shippingCountries } from '../../../shared/addresses/countries';
import { addressFieldLabels } from '../../../shared/addresses/normalizeAddress';
import { useApi } from '../../apiContext';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { QUEUED_MESSAGE } from '../../offline/OutboxContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { dialogActionsClass, dialogBoxClass, dialogTitleClass } from '../../ui/DialogPanel';
import menu from '../../ui/SelectMenu.module.css';
import { TextInput } from '../../ui/TextInput';
import styles from './Addresses.module.css';
import {
  type Address,
  type AddressDraft,
  newIdempotencyKey,
  postalSuggestionsQuery,
  useSaveAddress,
} from './addressQueries';

type FormValues = Record<Exclude<keyof AddressDraft, 'isDefault'>, string>;

function valuesOf(address?: Address): FormValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? 'US',
    phone: address?.phone ?? '',
  };
}

/** Empty optional fields are left out, so the server stores nothing rather than ''. */
function draftOf(values: FormValues, isDefault: boolean): AddressDraft {
  const draft: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values)) if (value.trim() !== '') draft[key] = value;
  if (isDefault) draft.isDefault = true;
  return draft as AddressDraft;
}

/** Waits for typing to pause before asking the server, so each key press is not a request. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Add or edit an address; the server's field errors show on their fields. */
export function AddressFormDialog({
  address,
  onSaved,
}: {
  address?: Address;
  /** The saved address comes too, unless the save was queued offline. */
  onSaved: (message: string, saved?: Address) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(address));
  const [makeDefault, setMakeDefault] = useState(false);
  // The same submission keeps its key (a double submit or a retry after a lost answer saves once);
  // a changed one gets a new key, as the server refuses a key reused for another request.
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (draft: AddressDraft) => {
    const body = JSON.stringify(draft);
    if (lastAttempt.current?.body !== body)
      lastAttempt.current = { body, key: newIdempotencyKey() };
    return lastAttempt.current.key;
  };
  const save = useSaveAddress();
  // Server field errors, each dropped as soon as its field changes (a combo box does not clear
  // its own, and a stale error would keep blocking the form's native validation).
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const clearErrors = (fields: string[]) =>
    setServerErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const set = (field: keyof FormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors([field]);
  };
  const message = formMessageOf(save.error);
  const countries = shippingCountries.some((c) => c.code === values.country)
    ? shippingCountries
    : [...shippingCountries, { code: values.country, name: values.country }];

  return (
    <Dialog className={dialogBoxClass}>
      {({ close }) => (
        <Form
          className={styles.form}
          validationErrors={serverErrors}
          onSubmit={(event) => {
            event.preventDefault();
            const draft = draftOf(values, makeDefault);
            save.mutate(
              { id: address?.id, draft, key: keyFor(draft) },
              {
                onError: (error) => setServerErrors(fieldErrorsOf(error)),
                onSuccess: (written) => {
                  onSaved(
                    written.queued
                      ? QUEUED_MESSAGE
                      : address
                        ? `The address of ${written.result.firstName} was updated.`
                        : `The address of ${written.result.firstName} was added.`,
                    written.queued ? undefined : written.result,
                  );
                  close();
                },
              },
            );
          }}
        >
          <Heading slot="title" className={dialogTitleClass}>
            {address ? 'Edit address' : 'Add an address'}
          </Heading>
          {message ? <Alert>{message}</Alert> : null}
          <div className={styles.twoColumns}>
            <TextInput
              label={addressFieldLabels.firstName}
              name="firstName"
              value={values.firstName}
              onChange={set('firstName')}
              isRequired
              maxLength={80}
              autoComplete="given-name"
            />
            <TextInput
              label={addressFieldLabels.lastName}
              name="lastName"
              value={values.lastName}
              onChange={set('lastName')}
              maxLength={80}
              autoComplete="family-name"
            />
          </div>
          <TextInput
            label={addressFieldLabels.company}
            name="company"
            value={values.company}
            onChange={set('company')}
            maxLength={120}
            autoComplete="organization"
          />
          <Select
            className={styles.field}
            name="country"
            selectedKey={values.country}
            onSelectionChange={(selected) => set('country')(String(selected))}
          >
            <Label className={styles.label}>{addressFieldLabels.country}</Label>
            <AriaButton className={menu.trigger}>
              <SelectValue />
              <span aria-hidden="true">▾</span>
            </AriaButton>
            <FieldError className={styles.fieldError} />
            <Popover className={menu.popover}>
              <ListBox className={menu.listBox} items={countries}>
                {(country) => (
                  <ListBoxItem id={country.code} className={menu.option}>
                    {country.name}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </Select>
          <TextInput
            label={addressFieldLabels.line1}
            name="line1"
            value={values.line1}
            onChange={set('line1')}
            isRequired
            maxLength={200}
            autoComplete="address-line1"
          />
          <TextInput
            label={addressFieldLabels.line2}
            name="line2"
            value={values.line2}
            onChange={set('line2')}
            maxLength={200}
            autoComplete="address-line2"
          />
          <div className={styles.twoColumns}>
            <PostalCodeField
              value={values.postalCode}
              country={values.country}
              onChange={set('postalCode')}
              onPlace={(place) => {
                clearErrors(['postalCode', 'city', 'state', 'country']);
                setValues((current) => ({
                  ...current,
                  postalCode: place.postalCode ?? current.postalCode,
                  city: place.city ?? current.city,
                  state: place.state ?? current.state,
                  country: place.country ?? current.country,
                }));
              }}
            />
            <TextInput
              label={addressFieldLabels.city}
              name="city"
              value={values.city}
              onChange={set('city')}
              isRequired
              maxLength={120}
              autoComplete="address-level2"
            />
          </div>
          <div className={styles.twoColumns}>
            <TextInput
              label={addressFieldLabels.state}
              name="state"
              value={values.state}
              onChange={set('state')}
              maxLength={80}
              autoComplete="address-level1"
            />
            <TextInput
              label={addressFieldLabels.phone}
              name="phone"
              type="tel"
              value={values.phone}
              onChange={set('phone')}
              maxLength={40}
              autoComplete="tel"
            />
          </div>
          {address?.isDefault ? null : (
            <Checkbox isSelected={makeDefault} onChange={setMakeDefault}>
              Use as my default address
            </Checkbox>
          )}
          <div className={dialogActionsClass}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" isPending={save.isPending} pendingLabel="Saving">
              {address ? 'Save changes' : 'Add address'}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

interface Place {
  postalCode?: string;
  city?: string;
  state?: string;
  country?: string;
}

/** The postal code with suggestions from the shop's postal data; picking one fills city and state. */
function PostalCodeField({
  value,
  country,
  onChange,
  onPlace,
}: {
  value: string;
  country: string;
  onChange: (value: string) => void;
  onPlace: (place: Place) => void;
}) {
  const api = useApi();
  const query = useDebounced(value, 200);
  const suggestions = useQuery(postalSuggestionsQuery(api.call, query, country));
  const items = (suggestions.data?.suggestions ?? []).map((s) => ({ id: s.text, ...s }));
  return (
    <ComboBox
      className={styles.field}
      name="postalCode"
      inputValue={value}
      onInputChange={onChange}
      items={items}
      allowsCustomValue
      // Suggestions arrive after the typing: the list opens at once and fills when they come.
      allowsEmptyCollection
      menuTrigger="input"
      isRequired
      onSelectionChange={(selected) => {
        const picked = items.find((item) => item.id === selected);
        if (picked) onPlace(picked.address);
      }}
    >
      <Label className={styles.label}>{addressFieldLabels.postalCode}</Label>
      <Input className={styles.input} autoComplete="postal-code" maxLength={20} />
      <Text slot="description" className={styles.description}>
        Type a code or a city to pick from suggestions.
      </Text>
      <FieldError className={styles.fieldError} />
      <Popover className={menu.popover}>
        <ListBox
          className={menu.listBox}
          renderEmptyState={() => (
            <p className={menu.emptyOption}>
              {value.trim().length < 2
                ? 'Type two or more characters.'
                : suggestions.isFetching || query !== value
                  ? 'Looking up places…'
                  : 'No matching places. Type the full code.'}
            </p>
          )}
        >
          {(item: (typeof items)[number]) => (
            <ListBoxItem
              id={item.id}
              // Picking a place writes this into the input: the code, not the whole label.
              textValue={item.address.postalCode}
              className={menu.option}
            >
              {item.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
