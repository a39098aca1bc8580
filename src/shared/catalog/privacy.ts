/** Consent categories of tracking tools (spec §3). */
export const TOOL_CATEGORIES = ['essential', 'functional', 'analytics', 'advertising'] as const;

export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Essential tools run whatever the visitor chose. */
export const ALWAYS_ON_TOOL_CATEGORIES = ['essential'] as const satisfies readonly ToolCategory[];

export type PrivacyConsent = Record<ToolCategory, boolean>;

export function isAlwaysOnCategory(category: ToolCategory): boolean {
  return (ALWAYS_ON_TOOL_CATEGORIES as readonly ToolCategory[]).includes(category);
}

/** Consent from a partial choice: categories not chosen are off, essential is always on. */
export function normalizeConsent(choice: Partial<PrivacyConsent>): PrivacyConsent {
  const consent = {} as PrivacyConsent;
  for (const category of TOOL_CATEGORIES) {
    consent[category] = isAlwaysOnCategory(category) || choice[category] === true;
  }
  return consent;
}
