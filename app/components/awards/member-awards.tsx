import { useId } from "react";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type MemberAward, useHideAward, useMemberAwardsQuery } from "../../queries/awards";
import { Button } from "../ui/button";
import { Label } from "../ui/input";
import { Switch } from "../ui/switch";
import { AwardCard } from "./award-card";

/**
 * A member's awards from their organisations (issue 30), on their profile and in their volunteer
 * history: newest first, paged. The member sees their hidden ones too, marked, each with a switch
 * to show it on their profile or not; others see what the server shows them.
 */
export function MemberAwards({ userId, own, name }: { userId: string; own: boolean; name: string }) {
  const query = useMemberAwardsQuery(userId);
  const awards = query.data?.pages.flatMap((page) => page.awards) ?? [];
  if (query.isPending) return null;
  if (!own && awards.length === 0 && !query.hasNextPage) return null;
  return (
    <section id="awards" aria-labelledby="member-awards" className="grid scroll-mt-20 gap-3">
      <h2 id="member-awards" className="text-lg font-semibold">
        {own ? "Your awards" : `${name}'s awards`}
      </h2>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">Could not load the awards.</p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            Retry
          </Button>
        </div>
      ) : awards.length === 0 && !query.hasNextPage ? (
        <p className="text-sm text-muted-foreground">
          No awards yet. When one of your groups, partnerships or events gives you one, it shows here.
        </p>
      ) : (
        <ul className="grid gap-3">
          {awards.map((award) => (
            <li key={award.id}>
              <AwardCard
                award={award}
                muted={award.hidden}
                aside={
                  award.hidden ? (
                    <p className="text-sm font-medium text-muted-foreground">Hidden: only you can see it.</p>
                  ) : null
                }
                actions={award.can.hide ? <ShowOnProfile userId={userId} award={award} /> : null}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading..." : "Show more awards"}
        </Button>
      )}
    </section>
  );
}

/** The member's switch: this award on their profile, or hidden from others. */
function ShowOnProfile({ userId, award }: { userId: string; award: MemberAward }) {
  const id = useId();
  const hide = useHideAward(userId);
  const change = async (shown: boolean) => {
    try {
      await hide.mutateAsync({ awardId: award.id, hidden: !shown });
      toast.success(shown ? "The award shows on your profile." : "The award is hidden from your profile.");
    } catch (caught) {
      toast.error(errorText(caught, "Could not change the award. Please try again."));
    }
  };
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={!award.hidden} disabled={hide.isPending} onCheckedChange={change} />
      <Label htmlFor={id} className="text-sm font-normal">
        Show on my profile
      </Label>
    </div>
  );
}
