import { parseForwarded } from "./forwarded-header.ts";

/**
 * Finds the origin (`https://host[:port]`) a request was made to as its client saw it, or
 * null when that is the request's own origin.
 */
export type OriginResolver = (request: Request) => string | null;

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::\d{1,5})?$/;

/**
 * `value` as the origin browsers write (scheme and host lowercased, default port dropped)
 * when it is an absolute `http:` or `https:` URL of an origin, with at most a trailing "/":
 * no path, query, fragment or credentials; else undefined.
 */
export function bareOrigin(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    !url ||
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.pathname !== "/" ||
    url.search ||
    url.hash ||
    url.username ||
    url.password ||
    /[?#]/.test(value)
  ) {
    return undefined;
  }
  return url.origin;
}

/**
 * The `publicUrl` option: an absolute `http:` or `https:` URL of the origin the directory
 * is reached at (`https://grc.example.com`), with at most a trailing "/". A path, query,
 * fragment or credentials throw a `TypeError`: the path prefix is `basePath`, on its own,
 * so there is one place to say it. Returns the origin, or undefined when not set.
 */
export function parsePublicUrl(value: unknown): string | undefined {
  if (value === undefined || value === "") return undefined;
  const origin = typeof value === "string" ? bareOrigin(value) : undefined;
  if (origin === undefined) {
    throw new TypeError(
      `publicUrl (PUBLIC_URL) must be an absolute http or https origin such as "https://grc.example.com", without a path (set a path prefix with basePath), query or fragment; got ${JSON.stringify(value)}`,
    );
  }
  return origin;
}

/**
 * The `trustProxy` option: how many reverse proxies in front of the API append to the
 * forwarding headers. 0 (the default) trusts none of them.
 */
export function parseTrustProxy(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 10) {
    throw new TypeError(
      `trustProxy (TRUST_PROXY) must be a whole number of proxies from 0 to 10; got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** The entry `hops` from the end of a comma-separated header, as proxies append to it. */
function listEntry(header: string | null, hops: number): string | undefined {
  if (header === null) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - hops];
}

/** A forwarded host, lowercased, when it is a valid `host[:port]`; else undefined. */
export function validForwardedHost(value: string | undefined): string | undefined {
  const host = value?.trim().toLowerCase();
  if (!host || !HOST.test(host)) return undefined;
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65535) return undefined;
  return host;
}

function validProto(value: string | undefined): "http" | "https" | undefined {
  const proto = value?.trim().toLowerCase();
  return proto === "http" || proto === "https" ? proto : undefined;
}

/**
 * The origin from the forwarding headers of the proxy `trustedHops` from the end: for each
 * of proto and host, `X-Forwarded-Proto`/`X-Forwarded-Host` when that header reaches the
 * trusted hop, else `Forwarded` (`proto=`, `host=`) when it does, else the request's own.
 * A value that is not `http`/`https` or a valid `host[:port]` is ignored, never linked to.
 */
function forwardedOrigin(request: Request, trustedHops: number): string | null {
  const headers = request.headers;
  const forwardedHeader = headers.get("forwarded");
  const forwarded = forwardedHeader ? parseForwarded(forwardedHeader).at(-trustedHops) : undefined;
  const protoEntry = listEntry(headers.get("x-forwarded-proto"), trustedHops) ?? forwarded?.proto;
  const hostEntry = listEntry(headers.get("x-forwarded-host"), trustedHops) ?? forwarded?.host;
  const proto = validProto(protoEntry);
  const host = validForwardedHost(hostEntry);
  if (!proto && !host) return null;
  const own = new URL(request.url);
  const candidate = `${proto ?? own.protocol.slice(0, -1)}://${host ?? own.host}`;
  // The pattern still lets through what no URL parser takes (`999.1.1.1`, `[::::]`).
  if (!URL.canParse(candidate)) return null;
  const { origin } = new URL(candidate);
  return origin === own.origin ? null : origin;
}

/**
 * How the API finds the origin its absolute links use: `publicUrl` when set, whatever the
 * request says; else, behind `trustProxy` proxies, the trusted forwarding headers; else
 * the request's own origin (null).
 */
export function originResolver(publicUrl: string | undefined, trustProxy: number): OriginResolver {
  if (publicUrl) return () => publicUrl;
  if (trustProxy > 0) return (request) => forwardedOrigin(request, trustProxy);
  return () => null;
}

/**
 * `url` as its client saw it: the request's path, query and fragment at `origin` (from an
 * `OriginResolver`), or `url` itself when `origin` is null; every absolute link an answer
 * writes is made from it. They are taken as serialized (the href after the origin: a
 * `Request`'s URL never has credentials), appended to the origin and parsed once (setting
 * protocol, host and port on `url` would re-serialize it three times). A parsed http(s)
 * path starts with "/" and has no dot segments left, so it parses back the same after an
 * origin (a path `//host/x` stays a path).
 */
export function atPublicOrigin(url: URL, origin: string | null): URL {
  return origin ? new URL(origin + url.href.slice(url.origin.length)) : url;
}
