import { useEffect, useState } from "react";
import { BRAND_SLUG } from "../../../shared/brand";
import { useBlueskyConnectionQuery } from "../../queries/bluesky";
import { useMeQuery } from "../../queries/me";

const storageKey = (userId: string) => `${BRAND_SLUG}-also-on-bluesky-${userId}`;

/**
 * "Also post on Bluesky" (issue 31): offered for a post on the member's own profile when their
 * profile is connected to Bluesky. The last choice is remembered per member in this browser (the
 * brand's keys go at sign-out).
 */
export function useBlueskyOption(offered: boolean) {
  const me = useMeQuery();
  const userId = me.data?.user.id ?? null;
  const connection = useBlueskyConnectionQuery();
  const available = offered && connection.data?.connected === true && userId !== null;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!userId) return;
    try {
      setChecked(localStorage.getItem(storageKey(userId)) === "yes");
    } catch {
      // Storage refused (private mode): the box starts unticked.
    }
  }, [userId]);
  const choose = (next: boolean) => {
    setChecked(next);
    if (!userId) return;
    try {
      localStorage.setItem(storageKey(userId), next ? "yes" : "no");
    } catch {
      // Remembered for this page only.
    }
  };
  return { available, checked: available && checked, choose, handle: connection.data?.handle ?? null };
}

/** The box itself, beside the form's buttons. */
export function BlueskyOptionBox({
  id,
  option,
  disabled,
}: {
  id: string;
  option: ReturnType<typeof useBlueskyOption>;
  disabled: boolean;
}) {
  if (!option.available) return null;
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-4"
        checked={option.checked}
        disabled={disabled}
        onChange={(event) => option.choose(event.target.checked)}
      />
      Also post on Bluesky
    </label>
  );
}
