import { kieChoice } from "../../adapters";

export { chooseKie, type KieConfig } from "../../adapters";

/** Read on every call: the local runner sets KIE_API_URL when it starts the double, after core loads. */
export const kieConfig = kieChoice;

/** Whether scenes come from a video model (renderer "kie") or from the post's own pictures ("local"). */
export const kieConfigured = () => kieConfig() !== undefined;
