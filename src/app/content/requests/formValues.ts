/** A form's text fields by name, trimmed; empty ones left out so optional fields stay absent. */
export function formText(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') out[name] = value.trim();
  }
  return out;
}
