/**
 * One copy of each distinct text and list while a catalog version loads. At 100,000
 * vendors the same industries, sizes, languages and tag lists recur in most records, and a
 * parsed document holds a string and an array for every one of them; sharing them, in
 * arrays exactly as long as their contents, keeps the loaded catalog a fraction of that.
 * Lists are shared as values: nothing changes a loaded catalog.
 */
export interface SharedValues {
  text(value: string): string;
  list(values: readonly string[]): string[];
}

/** Shared values for one load; dropped with it. */
export function sharedValues(): SharedValues {
  const texts = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const text = (value: string): string => {
    const known = texts.get(value);
    if (known !== undefined) return known;
    texts.set(value, value);
    return value;
  };
  return {
    text,
    list(values) {
      const key = JSON.stringify(values);
      let list = lists.get(key);
      if (!list) {
        list = values.map(text);
        lists.set(key, list);
      }
      return list;
    },
  };
}
