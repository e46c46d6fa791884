import { describePolicyTable } from "../test/policy-table";
import { canOnNotification, NOTIFICATION_ACTIONS } from "./notification";

describePolicyTable(
  "notification policy",
  {
    actions: NOTIFICATION_ACTIONS,
    check: canOnNotification,
    resource: { kind: "notification", userId: "me" },
  },
  { visitor: "", owner: "view markRead", other: "", admin: "" },
  "the member it was written for",
);
