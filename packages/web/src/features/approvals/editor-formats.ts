import type { ChainedCommands, Editor } from "@tiptap/core";

/** A toolbar toggle: what it is called, what it shows, whether the selection has it, and how to apply it. */
export interface Format {
  key: string;
  label: string;
  text: string;
  shortcut?: string;
  active: (editor: Editor) => boolean;
  apply: (chain: ChainedCommands) => ChainedCommands;
}

const heading = (level: 2 | 3): Format => ({
  key: `h${level}`,
  label: `Heading ${level}`,
  text: `H${level}`,
  shortcut: `Ctrl+Alt+${level}`,
  active: (editor) => editor.isActive("heading", { level }),
  apply: (chain) => chain.toggleHeading({ level }),
});

/** The block kinds an owner sets on the line the caret is in. */
export const BLOCK_FORMATS: Format[] = [
  {
    key: "paragraph",
    label: "Paragraph",
    text: "¶",
    shortcut: "Ctrl+Alt+0",
    active: (editor) => editor.isActive("paragraph"),
    apply: (chain) => chain.setParagraph(),
  },
  heading(2),
  heading(3),
];

/** The marks an owner sets on the selected words. */
export const TEXT_FORMATS: Format[] = [
  { key: "bold", label: "Bold", text: "B", shortcut: "Ctrl+B", active: (editor) => editor.isActive("bold"), apply: (chain) => chain.toggleBold() },
  { key: "italic", label: "Italic", text: "I", shortcut: "Ctrl+I", active: (editor) => editor.isActive("italic"), apply: (chain) => chain.toggleItalic() },
];

/** Lists and quotes, which wrap the lines the selection covers. */
export const WRAP_FORMATS: Format[] = [
  {
    key: "bulletList",
    label: "Bulleted list",
    text: "• List",
    shortcut: "Ctrl+Shift+8",
    active: (editor) => editor.isActive("bulletList"),
    apply: (chain) => chain.toggleBulletList(),
  },
  {
    key: "orderedList",
    label: "Numbered list",
    text: "1. List",
    shortcut: "Ctrl+Shift+7",
    active: (editor) => editor.isActive("orderedList"),
    apply: (chain) => chain.toggleOrderedList(),
  },
  {
    key: "blockquote",
    label: "Quote",
    text: "“ ”",
    shortcut: "Ctrl+Shift+B",
    active: (editor) => editor.isActive("blockquote"),
    apply: (chain) => chain.toggleBlockquote(),
  },
];
