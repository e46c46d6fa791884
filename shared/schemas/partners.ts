import type { z } from "zod";
import { joinSchema } from "./communities";
import { entityIdParamSchema } from "./ids";

const groupId = entityIdParamSchema.shape.id;

/**
 * POST /api/partnerships/:id/partners: a group's admin asks for the group to join the
 * partnership as a partner organisation, with an optional message to its admins.
 */
export const askPartnerSchema = joinSchema.extend({ groupId });
export type AskPartnerInput = z.infer<typeof askPartnerSchema>;

/** …/partnerships/:id/partners/:groupId: one partner organisation, or one request. */
export const partnerParamSchema = entityIdParamSchema.extend({ groupId });
