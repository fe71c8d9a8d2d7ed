import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { endSession } from "../../lib/end-session";
import { logout } from "../auth/auth-queries";

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    // The server revokes the session; if it cannot be reached, this browser still forgets it.
    await logout().catch(() => {});
    endSession(queryClient);
    setPending(false);
    await navigate({ to: "/auth/login" });
  }

  return { signOut, pending };
}
