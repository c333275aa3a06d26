import type { Page } from "../page-model.ts";

/** `/fast-submission`: how to get listed, free or fast-track. */
export function fastSubmissionPage(fastTrackPrice: string) {
  return async (): Promise<Page> => ({
    title: "List your firm",
    description: "Listing in the directory is free; fast-track review is available.",
    blocks: [
      {
        table: {
          head: ["Option", "Price", "What happens"],
          rows: [
            ["Free (queued)", "Free", "Your submission is reviewed and listed in turn."],
            [
              "Fast-track",
              fastTrackPrice,
              "Your submission is reviewed and listed ahead of the queue.",
            ],
          ],
        },
      },
      {
        paragraph: [
          "Either way, listing never changes ranking: search results are in name order, and interest figures count page views, not payments. See also ",
          { link: "/pricing.md", text: "pricing" },
          ".",
        ],
      },
    ],
  });
}
