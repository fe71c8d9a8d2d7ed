import { Mark, mergeAttributes } from "@tiptap/core";

/** A text-level mark that is one tag of the allow-list and carries no attributes. */
const tagMark = (name: string, tag: string) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

// The starter kit's strike writes <s>, which the site drops; a post's deletions are <del>.
export const textMarks = [tagMark("deleted", "del"), tagMark("inserted", "ins"), tagMark("subscript", "sub"), tagMark("superscript", "sup")];
