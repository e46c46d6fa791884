import { describePolicyTable } from "../test/policy-table";
import { canOnDashboard, DASHBOARD_ACTIONS } from "./dashboard";

describePolicyTable(
  "dashboard policy",
  { actions: DASHBOARD_ACTIONS, check: canOnDashboard, resource: { kind: "dashboard", userId: "me" } },
  { visitor: "", owner: "view sync", other: "", admin: "" },
);
