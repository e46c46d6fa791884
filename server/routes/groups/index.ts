import { communityRoutes } from "../communities/community-routes";

/** Groups and subgroups (spec §2 `/groups/*`): see communities/community-routes.ts. */
export const groupRoutes = communityRoutes("group");
