import type { ClientIpResolver } from "../ports.ts";
import { clientKey } from "./client-key.ts";

/** Clients whose address cannot be told share this one key for limits and caps. */
export const UNKNOWN_CLIENT = "unknown-client";

/** The connection's peer address as the adapter reports it (Node, Bun, Deno). */
export const socketAddress: ClientIpResolver = (_request, context) => context.clientAddress;

/**
 * A header set by a trusted edge, e.g. `CF-Connecting-IP` on Cloudflare Workers. A value
 * that is not an IP address is ignored, and the socket address used instead.
 */
export function headerAddress(name: string): ClientIpResolver {
  return (request, context) => {
    const value = request.headers.get(name)?.trim();
    return clientKey(value) === undefined ? context.clientAddress : value;
  };
}

/**
 * `X-Forwarded-For` behind `trustedHops` proxies that each append the address they saw:
 * the entry `trustedHops` from the end is the client. Entries before it are whatever the
 * client sent and are never trusted; with fewer entries, or when that entry is not an IP
 * address, the socket address is used.
 */
export function forwardedFor(trustedHops: number): ClientIpResolver {
  if (!Number.isInteger(trustedHops) || trustedHops < 1) return socketAddress;
  return (request, context) => {
    const chain = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = chain[chain.length - trustedHops];
    return clientKey(entry) === undefined ? context.clientAddress : entry;
  };
}

/**
 * `resolve` with its answer reduced to the client's key (`clientKey`): every consumer of
 * the client address counts `5.5.5.5`, `5.5.5.5:1234` and `::ffff:5.5.5.5` as one client,
 * and an IPv6 /64 as one client. An answer that is not an IP address becomes undefined.
 */
export function keyedClientIp(resolve: ClientIpResolver): ClientIpResolver {
  return (request, context) => clientKey(resolve(request, context));
}
