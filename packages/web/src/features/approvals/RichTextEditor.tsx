import { EditorContent, useEditor } from "@tiptap/react";
import { useState } from "react";
import { EditorToolbar } from "./EditorToolbar";
import { LinkForm } from "./LinkForm";
import { postExtensions } from "./post-schema";

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The ids of the field's label and of its error, for the editable region. */
  labelledBy: string;
  describedBy?: string;
}

const isLinkShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";

/**
 * The draft's body as formatted text, held to the markup the site keeps. Loaded on demand (its
 * editor is most of a dashboard page's weight), and read from `value` when it opens: the source
 * view and this one edit the same HTML.
 */
export default function RichTextEditor({ value, onChange, labelledBy, describedBy }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: postExtensions,
    content: value,
    // Written back only when the owner changes the text, so a body left alone is saved as the site sent it.
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
    editorProps: {
      attributes: {
        class: "rich-text-body",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy, "aria-invalid": "true" } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (!isLinkShortcut(event)) return false;
        setLinking(true);
        return true;
      },
    },
  });
  return (
    <div className="rich-text">
      <EditorToolbar editor={editor} linking={linking} onLink={() => setLinking(!linking)} />
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
