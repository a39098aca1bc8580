import { lookupBy, pluck } from './lookup';

/**
 * Templates of the embedded trust-rating widget (/~/trust-pilot-widget?template=…). The spec says
 * each has a fixed id without giving it; these 24-hex ids are our choice, in the provider's format.
 */
export const TRUST_WIDGET_TEMPLATES = [
  { key: 'slider', id: '6a1f3c2e9b8d4a70c5e2f101' },
  { key: 'carousel', id: '6a1f3c2e9b8d4a70c5e2f102' },
] as const;

export type TrustWidgetTemplate = (typeof TRUST_WIDGET_TEMPLATES)[number];
export type TrustWidgetTemplateKey = TrustWidgetTemplate['key'];

export const TRUST_WIDGET_TEMPLATE_KEYS = pluck(TRUST_WIDGET_TEMPLATES, 'key');
export const trustWidgetTemplateByKey = lookupBy(TRUST_WIDGET_TEMPLATES, 'key');
