const encoder = new TextEncoder();

/**
 * Encodes text as UTF-8 into one buffer kept across calls, for bytes that are read at once
 * (hashed, or turned into base64url) and never kept: the view returned is only valid until
 * the next call. `TextEncoder.encode` allocates a new buffer per call, which on Node 24
 * cost ~0.5 µs for a conversation token against ~0.03 µs for `encodeInto`.
 */
export function utf8Scratch(): (text: string) => Uint8Array {
  let buffer = new Uint8Array(1024);
  return (text) => {
    // A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair, 2 units, is 4 bytes).
    if (text.length * 3 > buffer.length) buffer = new Uint8Array(text.length * 3);
    const { written } = encoder.encodeInto(text, buffer);
    return buffer.subarray(0, written);
  };
}
