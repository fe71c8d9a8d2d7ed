import { imageChoice } from "../adapters";
import { CREDIT_COSTS } from "../credit/costs";

/** Whether featured images come from an image model that is paid per picture (not the offline title card). */
const imageModelConfigured = () => {
  const choice = imageChoice();
  return choice.adapter === "kie" || choice.adapter === "openai-compatible";
};

/** What the featured image adds to a blog post's price: an image model's picture is paid for, the title card is free. */
export const featuredImageCredits = () => (imageModelConfigured() ? CREDIT_COSTS.featured_image.credits : 0);
