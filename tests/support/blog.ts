/** A valid Add Blog Agent body for one of the owner's domains, as the dashboard sends it; `overrides` change fields. */
export const blogAgentForm = (userDomainId: string, overrides: Record<string, unknown> = {}) => ({
  userDomainId,
  name: "Balcony Garden",
  keywords: ["balcony herbs"],
  categories: [3],
  category_names: ["Plants"],
  author: 1,
  author_name: "Ada",
  language_id: "en-US",
  frequency_id: "weekly",
  time: "09:30",
  timezone: "Europe/Berlin",
  blog_writing_style_id: "conversational",
  status: "draft",
  titles: [],
  ...overrides,
});
