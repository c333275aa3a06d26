import type { Block } from "../page-model.ts";

/**
 * The `?page=N` a listing was asked for: 1 when absent, null when malformed (not one
 * plain whole number from 1, or given twice), which is a 404 page.
 */
export function pageNumber(url: URL): number | null {
  const values = url.searchParams.getAll("page");
  if (values.length === 0) return 1;
  const [value = ""] = values;
  return values.length === 1 && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** Which items a page shows and its previous/next links, or null past the last page. */
export function pagination(path: string, page: number, total: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (page > pages) return null;
  const link = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  const blocks: Block[] =
    pages === 1
      ? []
      : [
          {
            paragraph: [
              `Page ${page} of ${pages}.`,
              ...(page > 1 ? [" ", { link: link(page - 1), text: "Previous page" }] : []),
              ...(page < pages ? [" ", { link: link(page + 1), text: "Next page" }] : []),
            ],
          },
        ];
  return { from: (page - 1) * size, to: page * size, blocks };
}
