import { POST_URL_SCHEMES } from "@sitecrew/core/content/post-markup";
import { Link } from "@tiptap/extension-link";
import { OrderedList } from "@tiptap/extension-list";
import { StarterKit } from "@tiptap/starter-kit";
import { textMarks } from "./post-marks";
import { CodeBlock, figureNodes, Image, tableNodes } from "./post-nodes";

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A link the site keeps: an address on the site itself, or one with an allowed scheme. */
export function keptHref(href: string): boolean {
  const scheme = SCHEME.exec(href.trim())?.[1]?.toLowerCase();
  return scheme === undefined || (POST_URL_SCHEMES as readonly string[]).includes(scheme);
}

/** A link carries its address only: the site drops a target, rel or title, so the editor holds none. */
const PostLink = Link.extend({
  addAttributes() {
    return { href: { default: null } };
  },
}).configure({
  openOnClick: false,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: keptHref,
});

// The site drops an ordered list's start and type: the editor holds neither.
const PostOrderedList = OrderedList.extend({ addAttributes: () => ({}) });

/**
 * The editor's schema: the post markup the sanitizer keeps (`@sitecrew/core/content/post-markup`), no
 * more, so what the owner writes is what the site will show. H1 is the post's title; underline and
 * strike have no tag the site keeps (deletions are `del`); a trailing empty paragraph would be saved.
 */
export const postExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    codeBlock: false,
    orderedList: false,
    underline: false,
    strike: false,
    link: false,
    trailingNode: false,
  }),
  PostLink,
  PostOrderedList,
  CodeBlock,
  Image,
  ...tableNodes,
  ...figureNodes,
  ...textMarks,
];
