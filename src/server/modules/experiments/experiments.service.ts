import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { chooseVariation } from '../../../shared/experiments/bucketing';
import { forbidden, unauthorized } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { safeEqual } from '../../security/tokens';
import { recordContentChange } from '../contentExport/contentChanges.service';
import { consentedCategories } from '../privacy/privacy.service';
import { trackEvent } from '../tracking/tracking.service';
import * as repo from './experiments.repo';

/** The header a deploy script sends FEATURES_ADMIN_TOKEN in. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export async function features(ctx: RequestContext): Promise<ActionOutput<'features'>> {
  const rows = await repo.listFlags(ctx.deps.db);
  return { items: rows.map(({ key, enabled }) => ({ key, enabled })) };
}

/** Staff admins, or whoever holds the configured admin token, may change flags. */
async function assertMayChangeFlags(ctx: RequestContext): Promise<void> {
  const sent = ctx.request.headers[ADMIN_TOKEN_HEADER];
  const token = ctx.deps.featuresAdminToken;
  if (token && typeof sent === 'string' && safeEqual(sent, token)) return;
  const user = ctx.session.user;
  if (!user) throw unauthorized();
  if (!(await repo.hasRole(ctx.deps.db, user.id, 'admin'))) {
    throw forbidden('admin_required', 'Only shop administrators can change feature flags.');
  }
}

export async function batchUpdateFeatures(
  ctx: RequestContext,
  input: ActionInput<'features/batch_update_state'>,
): Promise<{ ok: true }> {
  await assertMayChangeFlags(ctx);
  // The last state of a key in one batch wins, as if the batch were applied in order.
  const byKey = new Map(input.features.map((f) => [f.key, f.enabled]));
  const now = ctx.deps.now();
  // One transaction: a batch is applied whole or not at all, with its changelog entries.
  await ctx.deps.db.transaction(async (tx) => {
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
  ctx: RequestContext,
  input: ActionInput<'optimizely/experiments/decisions'>,
): Promise<ActionOutput<'optimizely/experiments/decisions'>> {
  const keys = [...new Set(input.experimentKeys)];
  const rows = await repo.experimentsByKeys(ctx.deps.db, keys);
  const consented = (await consentedCategories(ctx)).has('analytics');
  const decisions = input.experimentKeys.map((experimentKey) => {
    const experiment = rows.find((row) => row.key === experimentKey);
    if (!experiment) return { experimentKey };
    const control = experiment.variations[0]?.key;
    if (!consented || !experiment.running) return { experimentKey, variationKey: control };
    const variationKey = chooseVariation(
      ctx.session.anonymousId,
      experimentKey,
      experiment.variations,
    );
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
      await trackEvent(ctx, {
        event: 'experiment_decided',
        properties: { experiment: decision.experimentKey, variation: decision.variationKey },
      });
    }
  }
  return { decisions };
}
