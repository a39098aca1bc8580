/** Help centre article categories, also the topics of the support message form. */
export const HELP_TOPICS = [
  'ordering',
  'shipping',
  'photos',
  'editor',
  'returns',
  'account',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];
