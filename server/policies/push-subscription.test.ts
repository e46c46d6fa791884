import { describePolicyTable } from "../test/policy-table";
import { canOnPushSubscription, PUSH_SUBSCRIPTION_ACTIONS } from "./push-subscription";

describePolicyTable(
  "push subscription policy",
  {
    actions: PUSH_SUBSCRIPTION_ACTIONS,
    check: canOnPushSubscription,
    resource: { kind: "pushSubscription", userId: "me" },
  },
  { visitor: "", owner: "create delete", other: "", admin: "" },
);
