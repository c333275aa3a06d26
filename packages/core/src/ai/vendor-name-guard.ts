import { coreName } from "./vendor-focus.ts";

/** Below this length a name is too likely to be an ordinary word to be looked for. */
const MIN_NAME_LENGTH = 4;

/**
 * Keeps a model's answer to the vendors it was given: text passes through line by line,
 * and a line naming a catalog vendor that is not among the candidates is withheld. Lines
 * are held until they end, so a name split across pieces is still seen.
 */
export function vendorNameGuard(catalogNames: readonly string[], allowedNames: readonly string[]) {
  const allowed = allowedNames.map(coreName).filter(Boolean);
  const allowedSet = new Set(allowed);
  const forbidden = [...new Set(catalogNames.map(coreName))].filter(
    (name) => name.length >= MIN_NAME_LENGTH && !allowedSet.has(name),
  );
  let pending = "";
  let withheld = 0;

  const clean = (line: string): boolean => {
    // Allowed names are taken out first, so "Acme" is not seen inside "Acme Security".
    let text = ` ${coreName(line)} `;
    for (const name of allowed) text = text.replaceAll(` ${name} `, "  ");
    return !forbidden.some((name) => text.includes(` ${name} `));
  };
  const pass = (line: string) => {
    if (clean(line)) return line;
    withheld++;
    return "";
  };

  return {
    /** The complete lines of `text` (with what came before) that may reach the client. */
    push(text: string): string {
      pending += text;
      const end = pending.lastIndexOf("\n");
      if (end < 0) return "";
      const lines = pending.slice(0, end + 1).split(/(?<=\n)/);
      pending = pending.slice(end + 1);
      return lines.map(pass).join("");
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
