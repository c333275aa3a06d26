/** An `ASSETS` binding serving `files` by path (`/assets/site.css`), counting its reads. */
export function fakeAssets(files: Record<string, string>) {
  const reads: string[] = [];
  return {
    reads,
    async fetch(request: Request) {
      const { pathname } = new URL(request.url);
      reads.push(pathname);
      const body = files[pathname];
      return body === undefined ? new Response("", { status: 404 }) : new Response(body);
    },
  };
}
