import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import type { TagFilters } from "../catalog/search-index.ts";
import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import type { QuestionLexicon } from "../free-text/question-lexicon.ts";
import { type Retrieved, retrieve } from "./retrieval.ts";

/**
 * Freezes what a kept retrieval shares with later answers (itself, its lists, its candidate
 * records), so that a responder changing its input fails loudly rather than changing the
 * next asker's answer.
 */
function frozen(found: Retrieved): Retrieved {
  for (const vendor of found.vendors) Object.freeze(vendor);
  for (const part of [found.filters, found.signals]) {
    for (const list of Object.values(part)) Object.freeze(list);
    Object.freeze(part);
  }
  Object.freeze(found.vendors);
  for (const place of found.places) Object.freeze(place);
  Object.freeze(found.places);
  return Object.freeze(found);
}

/** What a retrieval depends on besides the catalog version: its key among the kept ones. */
export interface RetrievalQuestion {
  /** The API asking (`AiDeps.apiId`): its reader and question lexicon read the question. */
  apiId: string;
  message: string;
  previous: TagFilters | undefined;
  /** The directory's root URL (`siteRoot`) that site-path details pages resolve against. */
  root: string;
}

/** The key of a retrieval (and of the answers composed from it) in a catalog's caches. */
export function retrievalKey(question: RetrievalQuestion): string {
  const { apiId, message, previous, root } = question;
  return JSON.stringify([apiId, message, previous ?? null, root]);
}

/**
 * `retrieve`, kept in the catalog version's `retrievals` cache. A retrieval is a pure function
 * of the question, the previous turn's filters, the catalog, the reader, the question lexicon
 * and the site root, and the same question comes again often (a suggested prompt, a retry, many
 * visitors); a kept one is the very object computed the first time, frozen.
 */
export function keptRetrieval(
  catalog: PreparedCatalog,
  reader: FreeTextReader,
  question: RetrievalQuestion,
  /** The asking API's (`AiDeps.questionLexicon`); the default lexicons' when none is given. */
  questions?: QuestionLexicon,
): Retrieved {
  const key = retrievalKey(question);
  let found = catalog.caches.retrievals.get(key);
  if (!found) {
    const { message, previous, root } = question;
    found = frozen(retrieve(message, previous, catalog, reader, root, questions));
    catalog.caches.retrievals.set(key, found);
  }
  return found;
}
