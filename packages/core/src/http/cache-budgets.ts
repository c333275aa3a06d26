/**
 * Bytes of serialized search and tools answers kept per catalog version: thousands of
 * search answers, or one tools dump of a 100k-vendor catalog (~108 MB). A body larger than
 * this is answered but never kept.
 */
export const ANSWER_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Bytes of rendered copies kept per site document (`/llms.txt`, …): a document is a few
 * KiB, so this holds dozens of origins, however long the Host headers naming them.
 */
export const DOCUMENT_CACHE_BYTES = 256 * 1024;
