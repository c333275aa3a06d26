import { isbot } from "isbot";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { pathUnderBase } from "../http/base-path.ts";
import { UNKNOWN_CLIENT } from "../http/client-ip.ts";
import { clientKey } from "../http/client-key.ts";
import type { Clock, Logger } from "../ports.ts";
import { directoryPageKeys } from "./interest-key.ts";
import { callStore, logRecordingFailure, type MarketSettings } from "./market-settings.ts";
import { HUMAN_VIEW_CAPS } from "./methodology.ts";
import { utcDay } from "./utc-day.ts";

/** A page view the host site saw. */
export interface PageView {
  /**
   * The page URL, absolute or a path (`/grc-services/iso-27001/de`). With a `basePath`,
   * as visitors see it, under the prefix (`/directory/grc-services/iso-27001/de`).
   */
  url: string;
  /** The request's `User-Agent`; missing or empty counts as automation. */
  userAgent?: string | null;
  /**
   * The client IP: keyed like the API's own clients (`clientKey`: port dropped, IPv6 by /64;
   * not an IP, the unknown client), hashed with a daily salt for the per-client cap, never stored.
   */
  ip?: string | null;
  /** When it happened; default now. */
  at?: number | Date;
}

/**
 * What became of a page view. `recorded: true` means it passed the filters and reached
 * the store; the per-client cap may still leave it uncounted.
 */
export type PageViewOutcome =
  | { recorded: true; keys: string[] }
  | {
      recorded: false;
      reason: "not_a_directory_page" | "automation" | "market_not_configured" | "store_unavailable";
    };

/**
 * Records human page views of directory pages. Other paths (with a `basePath`, any path
 * outside it) are ignored; bots and automation (by `isbot`, and any request without a user
 * agent) are not counted.
 */
export function pageViewRecorder(deps: {
  basePath?: string;
  taxonomy: TaxonomyIndex;
  market: MarketSettings | null;
  clock: Clock;
  logger: Logger;
}) {
  return async (view: PageView): Promise<PageViewOutcome> => {
    let pathname: string | null;
    try {
      pathname = new URL(view.url, "http://host.invalid").pathname;
    } catch {
      return { recorded: false, reason: "not_a_directory_page" };
    }
    if (deps.basePath) pathname = pathUnderBase(pathname, deps.basePath);
    const keys = pathname === null ? [] : directoryPageKeys(pathname, deps.taxonomy);
    if (keys.length === 0) return { recorded: false, reason: "not_a_directory_page" };
    const userAgent = view.userAgent?.trim();
    if (!userAgent || isbot(userAgent)) return { recorded: false, reason: "automation" };
    const settings = deps.market;
    if (!settings) return { recorded: false, reason: "market_not_configured" };

    const at = view.at === undefined ? deps.clock.now() : Number(view.at);
    if (!Number.isFinite(at)) throw new TypeError("recordPageView: `at` is not a valid time");
    const day = utcDay(at);
    const ip = clientKey(view.ip) ?? UNKNOWN_CLIENT;
    const outcome = await callStore(settings, async (store) =>
      store.record({
        channel: "human",
        keys,
        day,
        client: await settings.hashClient(ip, day),
        caps: HUMAN_VIEW_CAPS,
        at,
      }),
    );
    if (outcome.ok) return { recorded: true, keys };
    logRecordingFailure(deps.logger, "page view", outcome.error);
    return { recorded: false, reason: "store_unavailable" };
  };
}
