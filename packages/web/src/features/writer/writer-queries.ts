import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

const writerQueryOptions = () =>
  queryOptions({
    queryKey: ["blog-reference", "writer"],
    queryFn: ({ signal }) => read(api.reference.writer.$get(undefined, cancelledBy(signal))).then((answer) => answer.data),
    // The provider changes only with the server's configuration.
    staleTime: 5 * 60_000,
  });

/** Who writes: `{ provider, model, writer, note }`, or undefined while it loads or when it could not be read. */
export const useWriter = () => useQuery(writerQueryOptions()).data;

/** Whether a piece was written by the offline writer, from what its record keeps. */
export const isSampleText = (writer: string | null | undefined) => writer === "offline";
