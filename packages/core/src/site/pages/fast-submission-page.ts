import type { Block, Page } from "../page-model.ts";

/** How to submit: a link to the operator's form or address, or why there is none. */
function howToSubmit(submissionUrl: string | undefined): Block {
  if (!submissionUrl) {
    return {
      paragraph: [
        { strong: "Submissions are not open here yet:" },
        " no submission address is configured (SUBMISSION_URL).",
      ],
    };
  }
  const mail = submissionUrl.toLowerCase().startsWith("mailto:");
  return {
    paragraph: [
      { strong: "How to submit:" },
      mail ? " e-mail your firm's details to " : " fill in the submission form at ",
      { link: submissionUrl, text: mail ? submissionUrl.slice(7) : submissionUrl },
      ", saying which option you want.",
    ],
  };
}

/** `/fast-submission`: how to get listed, free or fast-track, and where to submit. */
export function fastSubmissionPage(site: { fastTrackPrice: string; submissionUrl?: string }) {
  return async (): Promise<Page> => ({
    title: "List your firm",
    description: "Listing in the directory is free; fast-track review is available.",
    blocks: [
      howToSubmit(site.submissionUrl),
      {
        table: {
          head: ["Option", "Price", "What happens"],
          rows: [
            ["Free (queued)", "Free", "Your submission is reviewed and listed in turn."],
            [
              "Fast-track",
              site.fastTrackPrice,
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
