/**
 * Bytes of serialized search and tools answers kept per catalog version: about a thousand
 * full search answers (50 vendors each), or the tools dump of a catalog up to ~60k vendors.
 * Half a Workers isolate's 128 MB at most. A body larger than this (the dump of a 100k-vendor
 * catalog is ~108 MB) is answered but never kept: CDNs hold it (`s-maxage=3600`).
 */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Bytes of rendered copies kept per site document (`/llms.txt`, …): a document is a few
 * KiB, so this holds dozens of origins, however long the Host headers naming them.
 */
export const DOCUMENT_CACHE_BYTES = 256 * 1024;
