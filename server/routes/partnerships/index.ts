import { communityRoutes } from "../communities/community-routes";

/** Partnerships and sub-partnerships (spec §2 `/partnerships/*`): see communities/community-routes.ts. */
export const partnershipRoutes = communityRoutes("partnership");
