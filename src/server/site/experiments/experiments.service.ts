import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { chooseVariation } from '../../../shared/experiments/bucketing';
import { forbidden } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { safeEqual } from '../../security/tokens';
import { recordContentChange } from '../contentExport/contentChanges.service';
import { consentedCategories } from '../privacy/privacy.service';
import { trackEvent } from '../tracking/tracking.service';
import * as repo from './experiments.repo';

export async function features(deps: Pick<ServerDeps, 'db'>): Promise<ActionOutput<'features'>> {
  const rows = await repo.listFlags(deps.db);
  return { items: rows.map(({ key, enabled }) => ({ key, enabled })) };
}

/**
 * Staff admins, or whoever holds the configured admin token (`sentToken`, as a deploy script
 * sends it), may change flags.
 */
async function assertMayChangeFlags(
  deps: Pick<ServerDeps, 'db' | 'featuresAdminToken'>,
  caller: Pick<Caller, 'userId'>,
  sentToken: unknown,
): Promise<void> {
  const token = deps.featuresAdminToken;
  if (token && typeof sentToken === 'string' && safeEqual(sentToken, token)) return;
  const userId = requireUser(caller);
  if (!(await repo.hasRole(deps.db, userId, 'admin'))) {
    throw forbidden('admin_required', 'Only shop administrators can change feature flags.');
  }
}

export async function batchUpdateFeatures(
  deps: Pick<ServerDeps, 'db' | 'now' | 'featuresAdminToken'>,
  caller: Pick<Caller, 'userId'>,
  input: ActionInput<'features/batch_update_state'>,
  sentToken: unknown,
): Promise<{ ok: true }> {
  await assertMayChangeFlags(deps, caller, sentToken);
  // The last state of a key in one batch wins, as if the batch were applied in order.
  const byKey = new Map(input.features.map((f) => [f.key, f.enabled]));
  const now = deps.now();
  // One transaction: a batch is applied whole or not at all, with its changelog entries.
  await deps.db.transaction(async (tx) => {
    for (const [key, enabled] of byKey) {
      const saved = await repo.saveFlag(tx, { key, enabled }, now);
      if (saved) {
        await recordContentChange(tx, {
          kind: 'feature',
          entityId: saved.id,
          change: saved.change,
          at: now,
        });
      }
    }
  });
  return { ok: true };
}

/**
 * Variations for the visitor. Bucketing is a pure function of the visitor's anonymous id and the
 * experiment key, so the answer is sticky with nothing stored. Experimenting measures people, so
 * it needs analytics consent: without it every running experiment answers its control (the first
 * variation) and nothing is recorded. A paused experiment answers control to everyone; an unknown
 * key answers no variation.
 */
export async function decide(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'userId' | 'anonymousId'>,
  input: ActionInput<'optimizely/experiments/decisions'>,
): Promise<ActionOutput<'optimizely/experiments/decisions'>> {
  const keys = [...new Set(input.experimentKeys)];
  const rows = await repo.experimentsByKeys(deps.db, keys);
  const consented = (await consentedCategories(deps, caller)).has('analytics');
  const decisions = input.experimentKeys.map((experimentKey) => {
    const experiment = rows.find((row) => row.key === experimentKey);
    if (!experiment) return { experimentKey };
    const control = experiment.variations[0]?.key;
    if (!consented || !experiment.running) return { experimentKey, variationKey: control };
    const variationKey = chooseVariation(caller.anonymousId, experimentKey, experiment.variations);
    return { experimentKey, variationKey };
  });
  if (consented) {
    // The exposure event is what an experiment's results are counted from.
    for (const decision of decisions) {
      if (
        !decision.variationKey ||
        !rows.some((r) => r.key === decision.experimentKey && r.running)
      )
        continue;
      await trackEvent(deps, caller, {
        event: 'experiment_decided',
        properties: { experiment: decision.experimentKey, variation: decision.variationKey },
      });
    }
  }
  return { decisions };
}
