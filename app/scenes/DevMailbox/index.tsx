import { Fragment } from "react";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { PageMeta } from "../../lib/page-meta";
import { useDevMailboxQuery } from "../../queries/dev-mailbox";

/** Plain text with its http(s) links made clickable. */
function LinkifiedText({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text, which is unique and stable.
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/g).map((part) => {
    const start = offset;
    offset += part.length;
    return { part, start };
  });
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parts.map(({ part, start }) =>
        /^https?:\/\//.test(part) ? (
          <a key={start} href={part} className="text-primary underline">
            {part}
          </a>
        ) : (
          <Fragment key={start}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** /dev/mailbox: the e-mail this install kept because no SMTP server is configured. */
export function DevMailboxScene() {
  const mailbox = useDevMailboxQuery();
  const messages = mailbox.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title="Development mailbox" robots="noindex, nofollow" />
      <h1 className="text-3xl font-bold tracking-tight">Development mailbox</h1>
      <p className="mt-2 text-muted-foreground">
        Without an SMTP server, the e-mail this site sends is kept here instead, so that sign-up and password
        reset work on a fresh install. Set SMTP_URL to deliver it for real.
      </p>
      <div className="mt-6 flex gap-2">
        <Button variant="outline" onClick={() => mailbox.refetch()}>
          Refresh
        </Button>
      </div>
      {mailbox.isPending && <p className="mt-6 text-muted-foreground">Loading...</p>}
      <FormBanner message={mailbox.error?.message} className="mt-6" />
      {mailbox.isSuccess && messages.length === 0 && (
        <p className="mt-6 text-muted-foreground">No mail yet.</p>
      )}
      <ul className="mt-6 grid gap-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg border bg-card">
            <details>
              <summary className="cursor-pointer p-4">
                <span className="font-medium">{message.subject}</span>
                <span className="block text-xs text-muted-foreground">
                  To {message.to} · {new Date(message.createdAt).toLocaleString()} · {message.status}
                </span>
              </summary>
              <div className="border-t p-4">
                <LinkifiedText text={message.text} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      {mailbox.hasNextPage && (
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => mailbox.fetchNextPage()}
          disabled={mailbox.isFetchingNextPage}
        >
          {mailbox.isFetchingNextPage ? "Loading..." : "Older mail"}
        </Button>
      )}
    </div>
  );
}
