import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { inches } from '../units';
import { makeSurface, sizeInches } from './makeSurface';

/** A reply card's envelope (A2), whatever card it travels in. */
const RESPONSE_SIZE = { width: 5.75, height: 4.375 };

/** The envelope a card of the option's size goes in: a quarter inch larger, lying landscape. */
export function envelopeSizePoints(options: ProductOptions): { width: number; height: number } {
  if (options.envelope?.format === 'Response') {
    return { width: inches(RESPONSE_SIZE.width), height: inches(RESPONSE_SIZE.height) };
  }
  const card = sizeInches(options);
  return {
    width: inches(Math.max(card.width, card.height) + 0.25),
    height: inches(Math.min(card.width, card.height) + 0.25),
  };
}

/**
 * Envelopes. Standard: one printed front per chosen recipient (a sample front until addresses
 * are chosen), and the back flap with the return address. Response: the reply envelope, its
 * front addressed to the sender, the same on every copy.
 */
export function envelopeSurfaces(options: ProductOptions): Surface[] {
  const size = envelopeSizePoints(options);
  const addressBlock = {
    x: size.width * 0.4,
    y: size.height * 0.45,
    width: size.width * 0.5,
    height: size.height * 0.4,
  };
  if (options.envelope?.format === 'Response') {
    return [
      makeSurface({
        id: 'front',
        kind: 'envelope',
        role: 'front',
        label: 'Reply envelope',
        ...size,
        features: [{ kind: 'address', of: 'return', rect: addressBlock }],
      }),
    ];
  }
  const recipients = options.envelope?.recipients ?? [];
  const fronts = (recipients.length ? recipients : [undefined]).map((recipient, index) =>
    makeSurface({
      id: recipient ? `front-${index + 1}` : 'front',
      kind: 'envelope',
      role: 'front',
      label: recipient ? `To ${recipient.lines[0]}` : 'Front',
      ...size,
      features: [
        {
          kind: 'address',
          of: 'recipient',
          ...(recipient ? { recipientIndex: index } : {}),
          rect: addressBlock,
        },
      ],
    }),
  );
  const flap = makeSurface({
    id: 'flap',
    kind: 'envelope',
    role: 'flap',
    label: 'Back flap',
    ...size,
    features: [
      {
        kind: 'address',
        of: 'return',
        rect: {
          x: size.width * 0.25,
          y: size.height * 0.12,
          width: size.width * 0.5,
          height: size.height * 0.3,
        },
      },
    ],
  });
  return [...fronts, flap];
}
