/** Bytes as lower-case hex, two digits each (a digest as text). */
export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
