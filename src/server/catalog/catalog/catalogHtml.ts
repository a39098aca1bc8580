/** Catalogue text (descriptions, SEO copy) is plain text stored by staff: escaped before it is HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
