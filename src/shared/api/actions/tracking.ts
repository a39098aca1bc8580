import { z } from 'zod';
import { defineActions } from '../defineActions';
import { emptyInput, isoDateTime, looseRecord, okOutput } from '../schemaHelpers';

// How many of the visitor's waiting events were handed on to the tools of their category.
const flushed = z.object({ flushed: z.number().int().nonnegative() });

/** At most this much JSON of properties per event: a tracker is no place to store documents. */
export const MAX_EVENT_PROPERTIES_BYTES = 4096;

export const trackingActions = defineActions('tracking', {
  'tracking_events/track': {
    method: 'POST',
    input: z.object({
      // snake_case names (page_view, checkout_error); the name decides the tool category.
      event: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and underscores.'),
      properties: looseRecord
        .refine((value) => JSON.stringify(value).length <= MAX_EVENT_PROPERTIES_BYTES, {
          error: `Properties may hold at most ${MAX_EVENT_PROPERTIES_BYTES} characters of JSON.`,
        })
        .optional(),
      occurredAt: isoDateTime.optional(),
    }),
    output: okOutput,
  },
  'tracking_events/destinations/flush': { method: 'POST', input: emptyInput, output: flushed },
  'conversion_events/flush': { method: 'POST', input: emptyInput, output: flushed },
  'tracking_sessions/prolong': {
    method: 'POST',
    input: emptyInput,
    output: z.object({ expiresAt: z.string() }),
  },
  current_visit: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      visitId: z.string(),
      startedAt: z.string(),
      landingPage: z.string().optional(),
      referrer: z.string().optional(),
    }),
  },
});

// Flags travel as a list of entries: as a map their keys would be re-cased on the wire.
const featureState = z.object({ key: z.string().min(1), enabled: z.boolean() });

export const experimentActions = defineActions('experiments', {
  features: {
    method: 'GET',
    input: emptyInput,
    output: z.object({ items: z.array(featureState) }),
  },
  'features/batch_update_state': {
    method: 'POST',
    input: z.object({ features: z.array(featureState).min(1).max(200) }),
    output: okOutput,
  },
  // POST: deciding assigns the visitor to a variation, which is then remembered.
  'optimizely/experiments/decisions': {
    method: 'POST',
    input: z.object({ experimentKeys: z.array(z.string().min(1)).min(1).max(100) }),
    output: z.object({
      decisions: z.array(
        z.object({ experimentKey: z.string(), variationKey: z.string().optional() }),
      ),
    }),
  },
});
