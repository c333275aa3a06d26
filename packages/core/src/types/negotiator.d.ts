declare module "negotiator/lib/mediaType.js" {
  /**
   * The `provided` media types the `accept` header takes, most preferred first (q-value,
   * then the specificity of the matching range, then its position); all accepted ranges
   * when `provided` is omitted. An undefined header means `*\/*`.
   */
  export default function preferredMediaTypes(
    accept: string | undefined,
    provided?: readonly string[],
  ): string[];
}

declare module "negotiator" {
  /** RFC 9110 content negotiation over a request's headers (`negotiator`'s public class). */
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /**
     * The `available` encodings the `Accept-Encoding` header takes, most preferred first;
     * `identity` is acceptable unless refused. `options.preferred` breaks equal q-values in
     * its own order.
     */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
