import { describePolicyTable } from "../test/policy-table";
import { canOnProfile, PROFILE_ACTIONS } from "./profile";

describePolicyTable(
  "profile policy",
  { actions: PROFILE_ACTIONS, check: canOnProfile, resource: { kind: "profile", userId: "me" } },
  { visitor: "", owner: "view update readBluesky", other: "view connect", admin: "view connect" },
);
