import { describe, expect, it } from "vitest";
import { reauthErrors } from "./reauth";

describe("reauthErrors", () => {
  it("asks only for the password when no code is needed", () => {
    expect(reauthErrors({ password: "", token: "" }, false)).toEqual({ password: "Please enter your password" });
    expect(reauthErrors({ password: "secret", token: "" }, false)).toEqual({});
  });

  it("asks for both when a code is needed", () => {
    expect(reauthErrors({ password: "", token: " " }, true)).toEqual({
      password: "Please enter your password",
      token: "Please enter the code",
    });
  });

  it.each(["123456", " 123456 ", "abcde-fgh23", "ABCDEFGH23"])("accepts %j as a code", (token) => {
    expect(reauthErrors({ password: "secret", token }, true)).toEqual({});
  });

  it.each(["12345", "1234567", "abc", "abcde-fgh2!"])("refuses %j", (token) => {
    expect(reauthErrors({ password: "secret", token }, true)).toEqual({
      token: "Enter the 6-digit code from your app or one of your recovery codes",
    });
  });
});
