import { type CatalogNames, coreName } from "./catalog-names.ts";

/** Below this length a name is too likely to be an ordinary word to be looked for. */
const MIN_NAME_LENGTH = 4;

/**
 * Keeps a model's answer to the vendors it was given: text passes through line by line,
 * and a line naming a catalog vendor that is not among the candidates is withheld. Lines
 * are held until they end, so a name split across pieces is still seen.
 */
export function vendorNameGuard(catalog: CatalogNames, allowedNames: readonly string[]) {
  const { known, wordsByFirst } = catalog;
  const allowed = new Set(allowedNames.map(coreName).filter(Boolean));
  let pending = "";
  let withheld = 0;

  /**
   * Scans the line's words for catalog names, longest first at each word: an allowed name is
   * stepped over whole (so "Acme" is not seen inside an allowed "Acme Security"), any other
   * name of `MIN_NAME_LENGTH` or more makes the line unclean. Only words some name starts
   * with are tried, each up to the longest such name.
   */
  const clean = (line: string): boolean => {
    const words = coreName(line).split(" ");
    for (let start = 0; start < words.length; start++) {
      const longest = wordsByFirst.get(words[start] as string) ?? 0;
      for (let length = Math.min(longest, words.length - start); length >= 1; length--) {
        const name = words.slice(start, start + length).join(" ");
        if (!known.has(name)) continue;
        if (allowed.has(name)) {
          start += length - 1;
          break;
        }
        if (name.length >= MIN_NAME_LENGTH) return false;
      }
    }
    return true;
  };
  /** The line (with its `end`) when clean, else nothing: a withheld line leaves no trace. */
  const pass = (line: string, end = "") => {
    if (clean(line)) return line + end;
    withheld++;
    return "";
  };

  return {
    /** The complete lines of `text` (with what came before) that may reach the client. */
    push(text: string): string {
      pending += text;
      const end = pending.lastIndexOf("\n");
      if (end < 0) return "";
      const lines = pending.slice(0, end).split("\n");
      pending = pending.slice(end + 1);
      return lines.map((line) => pass(line, "\n")).join("");
    },
    /** The last, unterminated line, if it may reach the client. */
    flush(): string {
      const rest = pass(pending);
      pending = "";
      return rest;
    },
    /** How many lines were withheld so far. */
    get withheld(): number {
      return withheld;
    },
  };
}
