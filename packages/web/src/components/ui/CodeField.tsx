import { TextField, type TextFieldProps } from "./TextField";

/** An authenticator or recovery code: what a phone's one-time-code autofill and a password manager expect. */
export function CodeField(props: Omit<TextFieldProps, "label"> & { label?: string }) {
  return (
    <TextField
      label="Authentication code"
      name="code"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={20}
      className="field-code"
      {...props}
    />
  );
}
