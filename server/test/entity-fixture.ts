import type { Visibility } from "../../shared/enums";
import type { EntityRef } from "../loaders/memberships";

/** A group, partnership or event a factory made, as tests name it. */
export interface EntityFixture extends EntityRef {
  name: string;
  visibility: Visibility;
}
