import { useQueryClient } from "@tanstack/react-query";
import { Label } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { useMeQuery, useUpdateProfileMutation } from "../../queries/me";

/**
 * "Show me on leaderboards" (issue 30): off keeps the member off every group's, partnership's and
 * event's leaderboard; their points are still counted, and they still see their own standing.
 */
export function LeaderboardSwitch() {
  const me = useMeQuery();
  const update = useUpdateProfileMutation();
  const queryClient = useQueryClient();
  const shown = !(me.data?.profile?.leaderboardOptOut ?? false);
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border bg-card p-6">
      <div className="grid gap-1">
        <Label htmlFor="leaderboard-shown">Show me on leaderboards</Label>
        <p id="leaderboard-shown-hint" className="text-sm text-muted-foreground">
          {shown
            ? "Your name and points appear on the leaderboards of your groups, partnerships and events."
            : "You are left off every leaderboard. You still earn points and see your own standing."}
        </p>
      </div>
      <Switch
        id="leaderboard-shown"
        aria-describedby="leaderboard-shown-hint"
        checked={shown}
        disabled={update.isPending || !me.data?.profile}
        onCheckedChange={async (checked) => {
          try {
            await update.mutateAsync({ leaderboardOptOut: !checked });
            await queryClient.invalidateQueries({ queryKey: ["leaderboard"] });
            toast.success(checked ? "You appear on leaderboards again." : "You are off the leaderboards.");
          } catch (caught) {
            toast.error(errorText(caught, "Could not save the setting."));
          }
        }}
      />
    </div>
  );
}
