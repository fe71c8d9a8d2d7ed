import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * An agent's component as a shared page shows it: its code is fetched the first time it renders, so neither the
 * shared page nor the first download carries the agent's screens.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null): ComponentType<Props> {
  const Part = lazy(async () => ({ default: await load() }));
  return function AgentPart(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
