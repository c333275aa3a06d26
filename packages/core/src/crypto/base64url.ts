/** Bytes as unpadded base64url (RFC 4648 §5), as conversation tokens and client ids use it. */
export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * Unpadded base64url as bytes, or null when it is not exactly the canonical encoding of
 * some bytes (atob ignores the unused bits of the last character; we do not).
 */
export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64url(bytes) === text ? bytes : null;
}
