const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Whether the bytes are UTF-8 with no U+FFFD in them: text a query may carry. */
export function readableUtf8(bytes: Uint8Array): boolean {
  try {
    return !STRICT_UTF8.decode(bytes).includes("\uFFFD");
  } catch {
    return false;
  }
}

/** Every byte percent-encoded (`%E0%A4`), as a query string carries bytes it cannot send raw. */
export function percentEncoded(bytes: Uint8Array): string {
  return [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
}
