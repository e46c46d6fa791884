import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { cn } from "../../lib/cn";
import { useConnectionMutation } from "../../queries/connections";
import {
  answerable,
  type NotificationItem,
  useMarkNotificationReadMutation,
} from "../../queries/notifications";
import { Button } from "../ui/button";
import { MENU_ITEM_CLASS } from "../ui/menu";

export const ACCEPTED_TEXT = "You are now connected";
export const DECLINED_TEXT = "Request declined";
const FAILED_TEXT = "Something went wrong. Please try again.";

type Answer = "accept" | "decline";
type Outcome = { text: string; failed: boolean };

/** The outcome of each notification answered in this tab, by notification id. */
const OUTCOMES = new Map<string, Outcome>();

/** Forgets every answer given in this tab (a new sign-in; tests). */
export function forgetAnswers() {
  OUTCOMES.clear();
}

/** "Ana Silva" from the notification's actor. */
const actorName = (notification: NotificationItem) =>
  notification.actor
    ? `${notification.actor.firstName ?? ""} ${notification.actor.lastName ?? ""}`.trim() || "A member"
    : "A member";

/**
 * Answering a connection request from its notification (issue 27): through the connections API,
 * the notification then marked read; the outcome ("You are now connected", "Request declined") or
 * the server's refusal (already answered, withdrawn) is what the row says next.
 */
function useConnectionRequestAnswer(notification: NotificationItem) {
  const connection = useConnectionMutation();
  const markRead = useMarkNotificationReadMutation();
  const [outcome, setOwnOutcome] = useState<Outcome | null>(() => OUTCOMES.get(notification.id) ?? null);
  // Kept beside the row's state: the list may mount the row again (a refetch, a live update)
  // before the server's answer drops the request, and the row must not offer the buttons again.
  const setOutcome = (next: Outcome) => {
    OUTCOMES.set(notification.id, next);
    setOwnOutcome(next);
  };
  const answer = (kind: Answer) => {
    const connectionId = notification.connectionRequestId;
    if (!connectionId || !notification.actor || connection.isPending) return;
    connection.mutate(
      { kind, userId: notification.actor.userId, connectionId },
      {
        onSuccess: () => {
          setOutcome({ text: kind === "accept" ? ACCEPTED_TEXT : DECLINED_TEXT, failed: false });
          if (!notification.isRead) markRead.mutate(notification);
        },
        onError: (error) => setOutcome({ text: error.message || FAILED_TEXT, failed: true }),
      },
    );
  };
  const name = actorName(notification);
  return {
    answer,
    outcome,
    pending: connection.isPending,
    labels: {
      accept: `Accept ${name}'s connection request`,
      decline: `Decline ${name}'s connection request`,
    },
  };
}

/** Whether the notification is a request that can still be answered. */
export { answerable };

/**
 * Accept and Decline in the bell's menu: menu items, so arrow keys reach them like every other
 * line; choosing one keeps the menu open to show the outcome.
 */
export function MenuConnectionRequestAnswer({ notification }: { notification: NotificationItem }) {
  const { answer, outcome, pending, labels } = useConnectionRequestAnswer(notification);
  if (outcome) {
    return (
      <DropdownMenu.Item
        aria-disabled="true"
        onSelect={(event) => event.preventDefault()}
        className={cn(
          MENU_ITEM_CLASS,
          "pl-7 text-xs",
          outcome.failed ? "text-destructive" : "text-muted-foreground",
        )}
      >
        <span role="status">{outcome.text}</span>
      </DropdownMenu.Item>
    );
  }
  const item = (kind: Answer, text: string, className: string) => (
    <DropdownMenu.Item
      aria-label={labels[kind]}
      aria-disabled={pending || undefined}
      onSelect={(event) => {
        event.preventDefault();
        answer(kind);
      }}
      className={cn(
        MENU_ITEM_CLASS,
        "justify-center rounded-md border px-3 py-1 text-xs font-medium",
        className,
      )}
    >
      {text}
    </DropdownMenu.Item>
  );
  return (
    <div className="flex gap-2 pb-2 pl-7">
      {item(
        "accept",
        "Accept",
        "border-primary bg-primary text-primary-foreground data-[highlighted]:bg-primary data-[highlighted]:ring-2 data-[highlighted]:ring-ring data-[highlighted]:ring-offset-1",
      )}
      {item("decline", "Decline", "")}
    </div>
  );
}

/** Accept and Decline on /notifications: buttons under the notification. */
export function ConnectionRequestAnswer({ notification }: { notification: NotificationItem }) {
  const { answer, outcome, pending, labels } = useConnectionRequestAnswer(notification);
  if (outcome) {
    return (
      <p
        role="status"
        className={cn(
          "px-4 pb-3 pl-9 text-sm",
          outcome.failed ? "text-destructive" : "text-muted-foreground",
        )}
      >
        {outcome.text}
      </p>
    );
  }
  return (
    <div className="flex gap-2 px-4 pb-3 pl-9">
      <Button size="sm" aria-label={labels.accept} disabled={pending} onClick={() => answer("accept")}>
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={labels.decline}
        disabled={pending}
        onClick={() => answer("decline")}
      >
        Decline
      </Button>
    </div>
  );
}
