import type { ClientIpResolver } from "../ports.ts";

/** Clients whose address cannot be told share this one key for limits and caps. */
export const UNKNOWN_CLIENT = "unknown-client";

/** The connection's peer address as the adapter reports it (Node, Bun, Deno). */
export const socketAddress: ClientIpResolver = (_request, context) => context.clientAddress;

/** A header set by a trusted edge, e.g. `CF-Connecting-IP` on Cloudflare Workers. */
export function headerAddress(name: string): ClientIpResolver {
  return (request, context) => request.headers.get(name)?.trim() || context.clientAddress;
}

/**
 * `X-Forwarded-For` behind `trustedHops` proxies that each append the address they saw:
 * the entry `trustedHops` from the end is the client. Entries before it are whatever the
 * client sent and are never trusted; with fewer entries, the socket address is used.
 */
export function forwardedFor(trustedHops: number): ClientIpResolver {
  if (!Number.isInteger(trustedHops) || trustedHops < 1) return socketAddress;
  return (request, context) => {
    const chain = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    return chain[chain.length - trustedHops] ?? context.clientAddress;
  };
}
