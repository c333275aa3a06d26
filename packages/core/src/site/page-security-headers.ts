/** Everything a page needs comes from this site; the chat script is the only script. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The powerful browser features, every one denied: the pages use none of them, so neither
 * the chat script nor anything injected or framed may ask for them.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * HTTPS only, for a year, for this host alone: whether the operator's other subdomains
 * (`includeSubDomains`) or the browsers' preload list (`preload`) should be bound too is the
 * operator's decision, made at their proxy or CDN.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  "referrer-policy": "strict-origin-when-cross-origin",
};

const HTTPS_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...PAGE_HEADERS,
  "strict-transport-security": STRICT_TRANSPORT_SECURITY,
};

/**
 * The security headers of every page answer (HTML or Markdown, the 404 page included), for
 * a page at `url` (at its public origin): `Strict-Transport-Security` only when that origin
 * is https, since browsers ignore it over http and an http deployment must stay reachable.
 */
export function pageSecurityHeaders(url: URL): Readonly<Record<string, string>> {
  return url.protocol === "https:" ? HTTPS_PAGE_HEADERS : PAGE_HEADERS;
}
