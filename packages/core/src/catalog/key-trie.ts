/**
 * The phrase keys laid out token by token, so a span grows by one map step per token instead of
 * building and hashing a new joined key each time (`findSpans` reads every start of a text
 * this way, in English and in every other language that stems a token).
 */

/** A run of tokens that begins at least one key. */
export interface KeyNode {
  /** The run's key: tokens joined by `-`, after the language's `xx:` when the key has one. */
  readonly key: string;
  /** The tokens that continue the run into a longer key's beginning. */
  readonly next: ReadonlyMap<string, KeyNode>;
}

/** The first tokens of keys, per language (`""` for the keys no language prefixes). */
export type KeyTrie = ReadonlyMap<string, ReadonlyMap<string, KeyNode>>;

/** A language's two- or three-letter code and `:` before a key (`fr:certif`). */
const LANGUAGE_PREFIX = /^([a-z]{2,3}):/;

interface GrowingNode {
  key: string;
  next: Map<string, GrowingNode>;
}

/** Lays out every key of `keys` (each of which has its every leading run in `keys` too). */
export function keyTrie(keys: Iterable<string>): KeyTrie {
  const roots = new Map<string, Map<string, GrowingNode>>();
  for (const key of keys) {
    const language = LANGUAGE_PREFIX.exec(key)?.[1] ?? "";
    const prefix = language ? `${language}:` : "";
    const tokens = key.slice(prefix.length).split("-");
    let level: Map<string, GrowingNode> | undefined = roots.get(language);
    if (!level) {
      level = new Map();
      roots.set(language, level);
    }
    for (let at = 0; at < tokens.length; at++) {
      const token = tokens[at] as string;
      let node: GrowingNode | undefined = level.get(token);
      if (!node) {
        node = { key: prefix + tokens.slice(0, at + 1).join("-"), next: LEAF };
        level.set(token, node);
      }
      // A node is a leaf, sharing one empty map, until a longer key goes on from it.
      if (at < tokens.length - 1 && node.next === LEAF) node.next = new Map();
      level = node.next;
    }
  }
  return roots;
}

/** The next tokens of every leaf: one empty map, never added to (most nodes are leaves). */
const LEAF: Map<string, GrowingNode> = new Map();
