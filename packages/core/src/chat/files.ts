import * as v from "valibot";
import { useUserId } from "../actor";
import { Throttle } from "../throttle";
import { VisibleError } from "../error";
import { Media } from "../media";
import { sniffImage } from "../media/image";
import { Site } from "../site";
import { createId } from "../util/id";
import { readPdf, UPLOAD_PDF_LIMITS } from "./pdf";
import { CHAT_FILES_ROUTE, fileUrl } from "./file-url";
import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from "./schema";

export { fileUrl } from "./file-url";

const DOMAIN = "dom_[0-9a-z]{26}";
const DOCUMENT_FILE = /^cdoc_[0-9a-z]{26}\.pdf$/;
const AVATAR_FILE = /^cav_[0-9a-z]{26}\.png$/;
const DOCUMENT_URL = new RegExp(`^${CHAT_FILES_ROUTE}/(${DOMAIN})/documents/(cdoc_[0-9a-z]{26})\\.pdf$`);
const AVATAR_URL = new RegExp(`^${CHAT_FILES_ROUTE}/(${DOMAIN})/avatars/(cav_[0-9a-z]{26}\\.png)$`);
const DOMAIN_ID = new RegExp(`^${DOMAIN}$`);

const MAX_NAME = 200;

/** What the upload remembers beside the PDF: the name it had on the owner's computer and its pages. */
const Sidecar = v.object({ name: v.string(), pages: v.pipe(v.number(), v.integer(), v.minValue(1)) });

export interface ChatDocument {
  key: string;
  name: string;
  pages: number;
}

const documentsPrefix = (userId: string, domainId: string) => `chat/${userId}/${domainId}/documents/`;
const avatarsPrefix = (domainId: string) => `chat/public/${domainId}/avatars/`;
const sidecarKey = (documentKey: string) => documentKey.replace(/\.pdf$/, ".json");

/** Everything of a domain's chat agents in storage, per owner. */
export const domainFilePrefixes = (userId: string, domainId: string) => [`chat/${userId}/${domainId}/`, `chat/public/${domainId}/`];
/** An agent's built knowledge indexes. */
export const knowledgePrefix = (userId: string, agentId: string) => `chat/${userId}/${agentId}/`;

const tooLarge = (message: string) => new VisibleError("too_large", "file_too_large", message);
const documentFailed = () => new VisibleError("input", "invalid_document", "Document upload failed.", { document_url: "Document upload failed." });
const avatarFailed = (field: string) => new VisibleError("input", "invalid_avatar", "Avatar upload failed.", { [field]: "Avatar upload failed." });

/** The path of a URL the dashboard sent back, whether it kept it relative or made it absolute. */
function pathOf(url: string) {
  try {
    return new URL(url, "http://dashboard.invalid").pathname;
  } catch {
    return "";
  }
}

/** The file name as the owner knows it: no folders, no control characters, bounded. */
function displayName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_NAME)
    .trim();
  return cleaned || "document.pdf";
}

/** Counts an upload against the account's hourly allowance, before anything is read or stored. */
async function allowUpload(userId: string) {
  const key = Throttle.key("chatUpload", userId);
  await Throttle.assertAllowed(key, (minutes) => `Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  await Throttle.hit(key);
}

export namespace ChatFiles {
  /** Stores a PDF for one of the user's domains, after reading it: a file the agent cannot read is refused now. */
  export async function uploadDocument(domainId: string, bytes: Uint8Array, fileName: string) {
    const userId = useUserId();
    const domain = await Site.load(domainId, userId);
    if (bytes.byteLength > DOCUMENT_MAX_BYTES) throw tooLarge("File size must not exceed 2 MB.");
    await allowUpload(userId);
    const { pages } = await readPdf(bytes, UPLOAD_PDF_LIMITS);
    const key = `${documentsPrefix(userId, domain.domainId)}${createId("chatDocument")}.pdf`;
    const name = displayName(fileName);
    await Media.put(key, bytes, "application/pdf");
    await Media.put(sidecarKey(key), new TextEncoder().encode(JSON.stringify({ name, pages: pages.length })), "application/json");
    return { url: fileUrl(key), name, pages: pages.length };
  }

  /** Stores an avatar (a PNG: the dashboard converts other images first). Public: the widget shows it on the owner's site. */
  export async function uploadAvatar(domainId: string, bytes: Uint8Array) {
    const domain = await Site.load(domainId);
    if (bytes.byteLength > AVATAR_MAX_BYTES) throw tooLarge("Avatar file size must not exceed 500 KB.");
    await allowUpload(domain.userId);
    if (sniffImage(bytes)?.extension !== "png") throw new VisibleError("input", "invalid_image", "Avatars must be PNG images.");
    const key = `${avatarsPrefix(domain.domainId)}${createId("chatAvatar")}.png`;
    await Media.put(key, bytes, "image/png");
    return { url: fileUrl(key) };
  }

  /** A document, for its owner only: another user's domain looks like a missing file. */
  export async function document(domainId: string, file: string) {
    const domain = await Site.load(domainId);
    if (!DOCUMENT_FILE.test(file)) return undefined;
    return Media.get(`${documentsPrefix(domain.userId, domain.domainId)}${file}`);
  }

  /** An avatar, for anyone: the widget on the owner's site shows it. */
  export async function avatar(domainId: string, file: string) {
    if (!DOMAIN_ID.test(domainId) || !AVATAR_FILE.test(file)) return undefined;
    return Media.get(`${avatarsPrefix(domainId)}${file}`);
  }

  /** The stored document a form names: it must be one this user uploaded for this domain. */
  export async function documentOf(userId: string, domainId: string, url: string): Promise<ChatDocument> {
    const match = DOCUMENT_URL.exec(pathOf(url));
    if (!match || match[1] !== domainId) throw documentFailed();
    const key = `${documentsPrefix(userId, domainId)}${match[2]}.pdf`;
    const sidecar = await Media.get(sidecarKey(key));
    if (!sidecar) throw documentFailed();
    let meta: unknown;
    try {
      meta = JSON.parse(new TextDecoder().decode(sidecar.body));
    } catch {
      throw documentFailed();
    }
    if (!v.is(Sidecar, meta)) throw documentFailed();
    return { key, name: meta.name, pages: meta.pages };
  }

  /** The stored avatar a form names: one uploaded for this domain. */
  export async function avatarOf(domainId: string, url: string, field: string): Promise<string> {
    const match = AVATAR_URL.exec(pathOf(url));
    if (!match || match[1] !== domainId) throw avatarFailed(field);
    const key = `${avatarsPrefix(domainId)}${match[2]}`;
    if (!(await Media.get(key))) throw avatarFailed(field);
    return key;
  }

  /** Removes a document with what the upload wrote beside it (`<id>.pdf`, `<id>.json`). */
  export async function removeDocument(key: string) {
    await Media.removePrefix(key.replace(/pdf$/, ""));
  }
}
