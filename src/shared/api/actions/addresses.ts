import { z } from 'zod';
import { defineActions } from '../defineActions';
import { bodyId, fileInput, listOf, okOutput, pagination } from '../schemaHelpers';

const addressFields = {
  firstName: z.string().min(1).max(80),
  lastName: z.string().max(80).optional(),
  company: z.string().max(120).optional(),
  line1: z.string().min(1).max(200),
  line2: z.string().max(200).optional(),
  city: z.string().min(1).max(120),
  state: z.string().max(80).optional(),
  postalCode: z.string().min(1).max(20),
  country: z.string().length(2),
  phone: z.string().max(40).optional(),
};

export const address = z.object({
  id: z.number().int().positive(),
  ...addressFields,
  isDefault: z.boolean(),
});

export const addressInput = z.object({ ...addressFields, isDefault: z.boolean().optional() });

export const addressActions = defineActions('addresses', {
  'my/addresses/list': {
    method: 'GET',
    input: z.object({ q: z.string().max(200).optional(), ...pagination }),
    output: listOf(address),
  },
  'my/addresses/autocomplete': {
    method: 'GET',
    input: z.object({
      query: z.string().min(1).max(200),
      country: z.string().length(2).optional(),
    }),
    output: z.object({
      suggestions: z.array(z.object({ text: z.string(), address: addressInput.partial() })),
    }),
  },
  'my/addresses/create': { method: 'POST', input: addressInput, output: address },
  // A spreadsheet of recipients (envelope addressing); rows that fail come back with a reason.
  'my/addresses/create_from_file': {
    method: 'POST',
    encoding: 'upload',
    timeoutMs: 120_000,
    input: z.object({ file: fileInput }),
    output: z.object({
      created: z.number().int().nonnegative(),
      failed: z.array(z.object({ row: z.number().int().positive(), reason: z.string() })),
    }),
  },
  'my/addresses/update': {
    method: 'POST',
    input: addressInput.partial().extend({ id: bodyId }),
    output: address,
  },
  'my/addresses/delete': { method: 'POST', input: z.object({ id: bodyId }), output: okOutput },
});
