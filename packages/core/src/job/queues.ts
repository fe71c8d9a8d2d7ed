import { Resource } from "sst";
import { isRunKind, RUN_KINDS } from "../agents/catalog";

/** How long one attempt may hold a run: the worker's own timeout, below the queue's visibility timeout. */
const LEASE_MS = 5 * 60_000;
const MEDIA_LEASE_MS = 14 * 60_000;

/**
 * Kinds whose work needs the media worker (ffmpeg, fonts, speech) have their own queue, so a render
 * never waits behind blog posts, and the worker that takes them carries those tools.
 */
export const isMediaRun = (kind: string) => isRunKind(kind) && "media" in RUN_KINDS[kind];
export const queueUrlFor = (kind: string) => (isMediaRun(kind) ? Resource.MediaQueue.url : Resource.RunQueue.url);
export const leaseMsFor = (kind: string) => (isMediaRun(kind) ? MEDIA_LEASE_MS : LEASE_MS);
