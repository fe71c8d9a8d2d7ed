import { allHooks } from "../agents/hooks";
import type { ApprovalKind } from "./kind";

/** The kind of an approval, from the agent whose items wait in it. */
export async function approvalKindOf(kind: string): Promise<ApprovalKind> {
  for (const hooks of await allHooks()) {
    if (hooks.approvals && Object.hasOwn(hooks.approvals, kind)) return hooks.approvals[kind]!;
  }
  throw new Error(`No agent asks for approvals of kind ${kind}.`);
}
