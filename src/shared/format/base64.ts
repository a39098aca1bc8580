/** Yjs bytes travel as base64 inside JSON (the project content calls), from every page that saves. */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  // In slices: String.fromCharCode with a whole large update overflows the argument stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
