/**
 * Words laid out letter by letter, so the beginnings of a token that begin a known word are
 * found by one walk along the token's letters, making no string per beginning (a token of
 * twelve letters would otherwise be cut twelve times to be looked up).
 */

interface CharNode<T> {
  value: T | undefined;
  readonly next: Map<number, CharNode<T>>;
}

/** A trie of words by UTF-16 code unit, each word with a value. */
export interface CharTrie<T> {
  /**
   * Calls `visit` with each length (from 1) of `token` whose beginning begins a word of the trie,
   * with the value of the word of exactly that length (undefined when that beginning is no word),
   * and stops at the first beginning that begins none, or when `visit` returns false.
   */
  walk(token: string, visit: (length: number, value: T | undefined) => boolean | undefined): void;
  /**
   * The values of the words that begin `token` (the beginnings `walk` visits), folded from
   * `initial` with `step`: with a `step` that captures nothing, no function is made per token.
   */
  reduce<A>(token: string, step: (folded: A, value: T | undefined) => A, initial: A): A;
}

/**
 * Builds the trie from `words`, each with its value; a word given twice keeps `merge` of its
 * values (the last one by default).
 */
export function charTrie<T>(
  words: Iterable<readonly [string, T]>,
  merge: (kept: T, added: T) => T = (_, added) => added,
): CharTrie<T> {
  const root: CharNode<T> = { value: undefined, next: new Map() };
  for (const [word, value] of words) {
    let node = root;
    for (let at = 0; at < word.length; at++) {
      const code = word.charCodeAt(at);
      let child = node.next.get(code);
      if (!child) {
        child = { value: undefined, next: new Map() };
        node.next.set(code, child);
      }
      node = child;
    }
    node.value = node.value === undefined ? value : merge(node.value, value);
  }
  return {
    walk(token, visit) {
      let node: CharNode<T> | undefined = root;
      for (let at = 0; at < token.length; at++) {
        node = node.next.get(token.charCodeAt(at));
        if (!node || visit(at + 1, node.value) === false) return;
      }
    },
    reduce(token, step, initial) {
      let folded = initial;
      let node: CharNode<T> | undefined = root;
      for (let at = 0; at < token.length; at++) {
        node = node.next.get(token.charCodeAt(at));
        if (!node) break;
        folded = step(folded, node.value);
      }
      return folded;
    },
  };
}
