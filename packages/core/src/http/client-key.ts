/** A dotted quad, each part 0-255 without leading zeros. */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV4_WITH_PORT = /^([\d.]+):(\d{1,5})$/;
const BRACKETED_WITH_PORT = /^\[([^\]]*)\](?::(\d{1,5}))?$/;
/** What an IPv6 address (zone id dropped) may be written with; anything else never reaches `URL`. */
const IPV6_CHARACTERS = /^[\da-f:.]+$/i;

/** The canonical form of an IPv6 address (WHATWG URL host serialisation), or undefined. */
function canonicalIpv6(text: string): string | undefined {
  if (!text.includes(":") || !IPV6_CHARACTERS.test(text)) return undefined;
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** The eight 16-bit groups of a canonical IPv6 address (hex only, at most one `::`). */
function groups(canonical: string): number[] {
  const [head = "", tail] = canonical.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const validPort = (port: string | undefined) => port === undefined || Number(port) <= 65535;

function ipv6Key(text: string): string | undefined {
  const canonical = canonicalIpv6(text.replace(/%.*$/, ""));
  if (canonical === undefined) return undefined;
  const g = groups(canonical);
  if (g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff) {
    const [high = 0, low = 0] = g.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  const prefix = g
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `${canonicalIpv6(`${prefix}::`)}/64`;
}

/**
 * The key a client is counted under (rate limits, Ask AI's per-IP limit, market credits,
 * page-view hashes): an IPv4 address as is, an IPv4-mapped IPv6 address as its IPv4, a
 * port (`5.5.5.5:1234`, `[2001:db8::1]:443`) and a zone id (`fe80::1%eth0`) dropped, and
 * any other IPv6 address reduced to its /64 (`2001:db8:1:2::/64`), the block one host
 * usually holds. Anything that is not an IP address gives undefined.
 */
export function clientKey(address: string | null | undefined): string | undefined {
  const text = address?.trim();
  if (!text) return undefined;
  if (IPV4.test(text)) return text;
  const withPort = IPV4_WITH_PORT.exec(text);
  if (withPort) {
    return IPV4.test(withPort[1] as string) && validPort(withPort[2]) ? withPort[1] : undefined;
  }
  const bracketed = BRACKETED_WITH_PORT.exec(text);
  if (!bracketed) return ipv6Key(text);
  return validPort(bracketed[2]) ? ipv6Key(bracketed[1] as string) : undefined;
}
