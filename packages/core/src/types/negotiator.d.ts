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
