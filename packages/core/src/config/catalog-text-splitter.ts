/**
 * Splits a catalog document's text, a piece at a time, into its vendors and the rest: so that a
 * document of a hundred megabytes is parsed a vendor at a time (`JSON.parse` of each) and never
 * held as one string. Not a JSON parser: it only follows strings and nesting to find where the
 * top-level `vendors` array's elements begin and end; `JSON.parse` reads each of them and the
 * rest, and finds every error.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** JSON's whitespace: space, tab, line feed, carriage return. */
function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** What a splitter gives the vendors it finds to. */
export interface VendorTexts {
  /** A top-level `vendors` array begins: a later one replaces an earlier one, as in `JSON.parse`. */
  opened(): void;
  /** The text of the array's next element. */
  vendor(text: string): void;
}

/** What `catalogTextSplitter` gives back. */
export interface CatalogTextSplitter {
  /** Reads the next piece of the text, giving each element of `vendors` completed in it to `to`. */
  write(piece: string): void;
  /**
   * The text without the elements of its top-level `vendors` array (`"vendors":[]` left in
   * place), once every piece was written. Throws a `SyntaxError` when that array is not a
   * list of values separated by commas.
   */
  envelope(): string;
}

/**
 * A splitter of one document's text (see the module). The elements of each array that is the
 * value of a top-level key spelt `vendors` go to `to` as texts, in order; the rest
 * stays in the envelope. A document whose `vendors` is spelt otherwise (with an escape) or is no
 * array, or a text that is no object at all, stays whole in the envelope.
 */
export function catalogTextSplitter(to: VendorTexts): CatalogTextSplitter {
  /** Objects and arrays open where the scan is. */
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** The parts of a string at depth 1 being read (a top-level key), across pieces. */
  let keyParts: string[] | undefined;
  /** The last string closed at depth 1. */
  let key = "";
  /** Whether the last token was the `:` after a top-level key `vendors`. */
  let afterVendorsKey = false;
  /** Inside the top-level `vendors` array, whose elements stand at depth 2. */
  let inVendors = false;
  /** Whether an element must come next (after `[` or a comma), or one is being read. */
  let elementDue = false;
  let inElement = false;
  let vendorsSeen = false;
  let element: string[] = [];
  const rest: string[] = [];
  let misplacedComma = false;

  const endElement = () => {
    const text = element.length === 1 ? (element[0] ?? "") : element.join("");
    element = [];
    inElement = false;
    to.vendor(text);
  };

  return {
    write(piece) {
      /** Where the text not yet given to the envelope or the element begins. */
      let from = 0;
      let keyFrom = 0;
      for (let i = 0; i < piece.length; i++) {
        const code = piece.charCodeAt(i);
        if (inString) {
          if (escaped) escaped = false;
          else if (code === BACKSLASH) escaped = true;
          else if (code === QUOTE) {
            inString = false;
            if (keyParts) {
              keyParts.push(piece.slice(keyFrom, i));
              key = keyParts.join("");
              keyParts = undefined;
            }
          }
          continue;
        }
        if (isWhitespace(code)) continue;
        if (inVendors && depth === 2) {
          if (code === COMMA || code === CLOSE_BRACKET) {
            if (inElement) {
              element.push(piece.slice(from, i));
              endElement();
            } else if (elementDue && (code === COMMA || vendorsSeen)) {
              // `[,`, `,,` or `,]`: no value where one must be.
              misplacedComma = true;
            }
            elementDue = code === COMMA;
            vendorsSeen = true;
            // The comma is no part of the envelope; the bracket is.
            from = code === COMMA ? i + 1 : i;
            if (code === CLOSE_BRACKET) {
              inVendors = false;
              depth--;
            }
            continue;
          }
          if (!inElement) {
            rest.push(piece.slice(from, i));
            from = i;
            inElement = true;
            elementDue = false;
          }
        }
        const opensVendors = afterVendorsKey && code === OPEN_BRACKET;
        afterVendorsKey = false;
        switch (code) {
          case QUOTE:
            inString = true;
            if (depth === 1) {
              keyParts = [];
              keyFrom = i + 1;
            }
            break;
          case OPEN_BRACE:
          case OPEN_BRACKET:
            depth++;
            break;
          case CLOSE_BRACE:
          case CLOSE_BRACKET:
            depth--;
            break;
          case COLON:
            afterVendorsKey = depth === 1 && key === "vendors";
            break;
        }
        if (opensVendors && depth === 2) {
          inVendors = true;
          to.opened();
          elementDue = true;
          vendorsSeen = false;
          rest.push(piece.slice(from, i + 1));
          from = i + 1;
        }
      }
      if (keyParts) keyParts.push(piece.slice(keyFrom));
      (inElement ? element : rest).push(piece.slice(from));
    },
    envelope() {
      if (misplacedComma) throw new SyntaxError("a comma with no value beside it in vendors");
      // An element the text ends inside belongs to no array that closed: the envelope says so.
      if (inElement) rest.push(element.join(""));
      return rest.join("");
    },
  };
}
