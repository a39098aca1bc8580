/**
 * JSON for the `<script type="application/json">` state element. JSON.stringify alone is not
 * safe there: a string holding `</script>` or `<!--` would end or corrupt the element, and
 * U+2028/U+2029 break older JavaScript parsers. Escaping them as \uXXXX keeps the JSON identical
 * after JSON.parse.
 */
export function serializeState(state: unknown): string {
  return (JSON.stringify(state) ?? 'null').replace(/[<>&\u2028\u2029]/g, escapeChar);
}

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
