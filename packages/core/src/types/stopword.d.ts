declare module "stopword" {
  /** English stop-words. */
  export const eng: readonly string[];
}
