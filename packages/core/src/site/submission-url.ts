const MAILTO = /^mailto:[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/i;

/** True when `value` is where vendors can submit: an `https:` URL or a `mailto:` address. */
export function isSubmissionUrl(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  if (MAILTO.test(value)) return true;
  return URL.canParse(value) && /^https:\/\/[^/]/i.test(value);
}

/**
 * The `site.submissionUrl` option: undefined when unset, else an `https:` URL or a `mailto:`
 * address; anything else throws a `TypeError` (at `createApi` time).
 */
export function parseSubmissionUrl(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && isSubmissionUrl(value)) return value;
  throw new TypeError(
    `site.submissionUrl must be an https:// URL or a mailto: address; got ${JSON.stringify(value)}`,
  );
}
