/** Inline content: text, a link, code, or strong text. */
export type Inline =
  | string
  | { link: string; text: string }
  | { code: string }
  | { strong: string };

/** A block of a page. Each renders to Markdown and to HTML with the same content. */
export type Block =
  | { heading: string; level: 2 | 3 }
  | { paragraph: Inline[] }
  | { list: Inline[][] }
  | { table: { head: string[]; rows: Inline[][]; numeric?: number[] } }
  | { code: string }
  /** A picture for HTML (an inline SVG chart); Markdown shows `alt`, the same data. */
  | { figure: string; alt: Block };

/** A page: its title, one-line description, and blocks. */
export interface Page {
  title: string;
  description: string;
  blocks: Block[];
  /** Interactive HTML before the blocks (the homepage's search form); Markdown gets none. */
  prelude?: string;
  /** Interactive HTML after the blocks (the homepage's chat); Markdown gets none. */
  appendix?: string;
  /** Structured data (schema.org) for the HTML head, as JSON-LD; Markdown gets none. */
  jsonLd?: Record<string, unknown>;
}
