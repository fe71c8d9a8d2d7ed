import { useState } from "react";
import { Icon } from "./Icon";
import { TextField, type TextFieldProps } from "./TextField";

/** A password input with a Show/Hide toggle; the toggle's name avoids the word "password" so the input's label stays unique. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "addon">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      addon={
        <button type="button" className="input-addon" onClick={() => setVisible((v) => !v)} disabled={props.disabled}>
          <Icon name={visible ? "eyeOff" : "eye"} size={18} />
          <span>{visible ? "Hide" : "Show"}</span>
        </button>
      }
    />
  );
}
