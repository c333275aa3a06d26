/**
 * `load`, called on first need and its promise kept; a rejected one is dropped, so the
 * next call loads again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (kept) return kept;
    const current = load();
    kept = current;
    current.catch(() => {
      if (kept === current) kept = undefined;
    });
    return current;
  };
}
