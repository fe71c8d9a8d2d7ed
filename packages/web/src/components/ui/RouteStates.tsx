import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { ApiError, messageOf } from "../../lib/api";
import { Button } from "./Button";
import { EmptyState } from "./EmptyState";

/** What a page says when its loader fails. */
export interface RouteStateTexts {
  /** The page header to keep above the error, so the user still knows where they are. */
  header?: ReactNode;
  errorTitle?: string;
  /** Replaces the error's own message, e.g. for a 403. */
  errorMessage?: (error: unknown) => string | undefined;
  retryLabel?: string;
  /** Stands in for the error when the thing asked for does not exist (404). */
  notFound?: { title: string; body: ReactNode };
}

export function RouteError({ error, texts = {} }: { error: unknown; texts?: RouteStateTexts }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // A suspense query that failed stays failed until its boundary is reset; the retry below re-runs the loader.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  const { notFound } = texts;
  return (
    <>
      {texts.header}
      <section className="card">
        {notFound && error instanceof ApiError && error.status === 404 ? (
          <EmptyState icon="search" title={notFound.title}>
            {notFound.body}
          </EmptyState>
        ) : (
          <EmptyState icon="alert" title={texts.errorTitle ?? "This page could not be loaded"}>
            <p>{texts.errorMessage?.(error) ?? messageOf(error, "Please check your connection and try again.")}</p>
            <div className="button-row">
              <Button onClick={() => void router.invalidate()}>{texts.retryLabel ?? "Retry"}</Button>
            </div>
          </EmptyState>
        )}
      </section>
    </>
  );
}

/**
 * The router's default error (`main.tsx`, loaded on demand so it stays out of the first download). A page that words
 * it its own way sets `errorComponent: ({ error }) => <RouteError error={error} texts={…} />` inline, so the router
 * plugin splits it out with the page, and `pendingComponent: () => <PageLoading label=… />`.
 */
export function DefaultRouteError({ error }: ErrorComponentProps) {
  return <RouteError error={error} />;
}
