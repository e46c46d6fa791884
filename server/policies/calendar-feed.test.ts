import { describePolicyTable } from "../test/policy-table";
import { CALENDAR_FEED_ACTIONS, canOnCalendarFeed } from "./calendar-feed";

describePolicyTable(
  "calendar feed policy",
  {
    actions: CALENDAR_FEED_ACTIONS,
    check: canOnCalendarFeed,
    resource: { kind: "calendarFeed", userId: "me" },
  },
  { visitor: "", owner: "view renew", other: "", admin: "" },
);
