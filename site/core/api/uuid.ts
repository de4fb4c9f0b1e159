/**
 * A random UUID v4 from `crypto.getRandomValues`. Browsers give their ready-made UUID call to secure
 * contexts only (HTTPS or localhost), so a staging host on plain HTTP has none; getRandomValues is
 * there in every context and is just as unguessable.
 */
export function uuidV4(fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = fill(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, variant 10xx in byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
