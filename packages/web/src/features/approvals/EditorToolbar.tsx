import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import type { ReactNode } from "react";
import { BLOCK_FORMATS, type Format, TEXT_FORMATS, WRAP_FORMATS } from "./editor-formats";

interface ToolbarButtonProps {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One control of the toolbar: a real button, named for what it does, its state announced. */
function ToolbarButton({ label, shortcut, pressed, disabled, expanded, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="rich-text-button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut?.replace("Ctrl", "Control")}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const FORMATS = [...BLOCK_FORMATS, ...TEXT_FORMATS, ...WRAP_FORMATS];

/** The formatting controls over the rich-text body; `linking` says whether the link form is open. */
export function EditorToolbar({ editor, linking, onLink }: { editor: Editor; linking: boolean; onLink: () => void }) {
  // Read on every change of the selection or text, so each toggle shows where the caret is.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...Object.fromEntries(FORMATS.map((format) => [format.key, format.active(current)])),
      link: current.isActive("link"),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const toggle = (format: Format) => (
    <ToolbarButton
      key={format.key}
      label={format.label}
      shortcut={format.shortcut}
      pressed={Boolean(state[format.key as keyof typeof state])}
      onClick={() => format.apply(editor.chain().focus()).run()}
    >
      {format.text}
    </ToolbarButton>
  );
  return (
    <div className="rich-text-toolbar" role="group" aria-label="Formatting">
      {BLOCK_FORMATS.map(toggle)}
      <span className="rich-text-separator" />
      {TEXT_FORMATS.map(toggle)}
      <ToolbarButton label="Link" shortcut="Ctrl+K" pressed={state.link} expanded={linking} onClick={onLink}>
        Link
      </ToolbarButton>
      <span className="rich-text-separator" />
      {WRAP_FORMATS.map(toggle)}
      <span className="rich-text-separator" />
      <ToolbarButton label="Undo" shortcut="Ctrl+Z" disabled={!state.undo} onClick={() => editor.chain().focus().undo().run()}>
        ↶
      </ToolbarButton>
      <ToolbarButton label="Redo" shortcut="Ctrl+Shift+Z" disabled={!state.redo} onClick={() => editor.chain().focus().redo().run()}>
        ↷
      </ToolbarButton>
    </div>
  );
}
