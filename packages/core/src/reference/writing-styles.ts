import type { EntityItem } from "electrodb";
import type { WritingStyle } from "./builtin-styles";
import { WritingStyleEntity } from "./writing-style.entity";

/** How many styles of their own an owner may keep. */
export const MAX_OWN_STYLES = 50;
export const STYLES_COUNTER = "writing-styles";

export const styleView = (item: EntityItem<typeof WritingStyleEntity>): WritingStyle => ({
  id: item.styleId,
  code: item.label,
  value: item.prompt,
  type: item.type,
});

/** The built-in styles, then the owner's own in the order they were added. */
export async function listStyles(userId: string): Promise<WritingStyle[]> {
  // The built-in styles' texts load with the list, not with every page of the blog agents.
  const [{ data }, { BUILTIN_STYLES }] = await Promise.all([WritingStyleEntity.query.byUser({ userId }).go({ pages: "all" }), import("./builtin-styles")]);
  return [...BUILTIN_STYLES, ...data.map(styleView)];
}
