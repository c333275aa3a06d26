/**
 * Bytes of serialized search answers kept per catalog version: about a thousand full search
 * answers (50 vendors each). Half a Workers isolate's 128 MB at most. The tools dump is not
 * kept here: it is serialized once per catalog version without origin (`toolsDumpTemplate`),
 * and each request splices its origin in as the body streams.
 */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Bytes of rendered copies kept per site document (`/llms.txt`, …): a document is a few
 * KiB, so this holds dozens of origins, however long the Host headers naming them.
 */
export const DOCUMENT_CACHE_BYTES = 256 * 1024;
