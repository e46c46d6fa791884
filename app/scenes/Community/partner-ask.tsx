import { type FormEvent, useId, useState } from "react";
import { JOIN_MESSAGE_MAX_LENGTH } from "../../../shared/moderation";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/input";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { type PartnerOption, usePartnerMutation, usePartnerOptionsQuery } from "../../queries/partners";

/**
 * For a member who runs groups: their groups' requests still waiting (which they may take back),
 * and a form to bring another of their groups in as a partner organisation. Those who also run
 * the partnership add a group at once; everyone else asks its admins. Nothing for anyone else.
 */
export function PartnerAsk({ community }: { community: Community }) {
  const options = usePartnerOptionsQuery(community.id, community.can.view);
  const all = options.data?.pages.flatMap((page) => page.options) ?? [];
  const waiting = all.filter((option) => option.status === "pending");
  const askable = all.filter((option) => option.can.ask);
  if (!waiting.length && !askable.length) return null;
  return (
    <section aria-labelledby="partner-ask-heading" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="partner-ask-heading" className="text-lg font-semibold">
        Your organisations
      </h2>
      {waiting.map((option) => (
        <WaitingRequest key={option.group.id} community={community} option={option} />
      ))}
      {askable.length > 0 && <AskForm community={community} askable={askable} />}
      {options.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={options.isFetchingNextPage}
          onClick={() => options.fetchNextPage()}
        >
          {options.isFetchingNextPage ? "Loading..." : "Show more of your groups"}
        </Button>
      )}
    </section>
  );
}

function WaitingRequest({ community, option }: { community: Community; option: PartnerOption }) {
  const mutation = usePartnerMutation(community.id);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="min-w-0 flex-1 break-words text-sm">
        <span className="font-medium">{option.group.name}</span> asked to join. Waiting for an answer from the
        partnership's admins.
      </p>
      {option.can.end && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={mutation.isPending}
          aria-label={`Withdraw request for ${option.group.name}`}
          onClick={() =>
            mutation.mutate(
              { kind: "end", groupId: option.group.id },
              {
                onSuccess: () => toast.success("Request withdrawn"),
                onError: (error) => toast.error(errorText(error, "Could not withdraw the request.")),
              },
            )
          }
        >
          Withdraw request
        </Button>
      )}
    </div>
  );
}

function AskForm({ community, askable }: { community: Community; askable: PartnerOption[] }) {
  const id = useId();
  const mutation = usePartnerMutation(community.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const groupId = askable.some((option) => option.group.id === chosen)
    ? chosen
    : (askable[0]?.group.id ?? null);
  // Someone who runs the partnership too lets the group in at once (the server decides; its flag says so).
  const direct = community.can.manageMembers;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (groupId === null) return;
    const name = askable.find((option) => option.group.id === groupId)?.group.name ?? "Your group";
    mutation.mutate(
      { kind: "ask", groupId, message: message.trim() || undefined },
      {
        onSuccess: () => {
          setMessage("");
          toast.success(
            direct ? `${name} is now a partner` : "Request sent. The partnership's admins will answer it.",
          );
        },
        onError: (error) => toast.error(errorText(error, "Could not send the request.")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {direct
          ? `Add a group you run to ${community.name} as a partner organisation.`
          : `Ask for a group you run to join ${community.name} as a partner organisation.`}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-group`}>Group</Label>
        <select
          id={`${id}-group`}
          value={groupId ?? ""}
          onChange={(event) => setChosen(Number(event.target.value))}
          className="h-10 w-full min-w-0 rounded-md border border-field bg-background px-3 text-sm"
        >
          {askable.map((option) => (
            <option key={option.group.id} value={option.group.id}>
              {option.group.name}
            </option>
          ))}
        </select>
      </div>
      {!direct && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>Message to the partnership's admins (optional)</Label>
          <Textarea
            id={`${id}-message`}
            rows={3}
            maxLength={JOIN_MESSAGE_MAX_LENGTH}
            value={message}
            placeholder="Say what your organisation does and why it would like to join."
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      )}
      <Button type="submit" disabled={mutation.isPending || groupId === null} className="justify-self-start">
        {mutation.isPending ? "Sending..." : direct ? "Add as partner" : "Ask to join as a partner"}
      </Button>
    </form>
  );
}
