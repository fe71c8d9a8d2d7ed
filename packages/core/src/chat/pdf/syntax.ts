/** The PDF object syntax, just enough to read a stream's dictionary the way pdf.js reads it. */
export type PdfValue =
  | { kind: "name"; name: string }
  | { kind: "number"; value: number }
  | { kind: "ref" }
  | { kind: "array"; items: PdfValue[] }
  | { kind: "dict"; entries: Map<string, PdfValue> }
  | { kind: "other" };

export type PdfDict = Map<string, PdfValue>;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([..."()<>[]{}/%"].map((char) => char.charCodeAt(0)));
/** Deeper nesting than any real dictionary holds, and shallow enough for the call stack. */
const MAX_DEPTH = 64;

export const isWhitespace = (code: number) => WHITESPACE.has(code);
export const isRegular = (code: number) => !Number.isNaN(code) && !WHITESPACE.has(code) && !DELIMITERS.has(code);

class Syntax extends Error {}

class Reader {
  constructor(
    private readonly text: string,
    public pos: number,
    private readonly end: number,
  ) {}

  private code(at = this.pos) {
    return at < this.end ? this.text.charCodeAt(at) : NaN;
  }

  skipSpace() {
    for (;;) {
      const code = this.code();
      if (isWhitespace(code)) this.pos++;
      else if (code === 0x25) this.skipComment();
      else return;
    }
  }

  private skipComment() {
    while (this.pos < this.end && this.code() !== 0x0a && this.code() !== 0x0d) this.pos++;
  }

  private word() {
    const start = this.pos;
    while (isRegular(this.code())) this.pos++;
    return this.text.slice(start, this.pos);
  }

  private name(): PdfValue {
    this.pos++;
    const raw = this.word();
    return { kind: "name", name: raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) };
  }

  private literalString(): PdfValue {
    let depth = 0;
    for (; this.pos < this.end; this.pos++) {
      const char = this.text[this.pos];
      if (char === "\\") this.pos++;
      else if (char === "(") depth++;
      else if (char === ")" && --depth === 0) {
        this.pos++;
        return { kind: "other" };
      }
    }
    throw new Syntax();
  }

  private hexString(): PdfValue {
    const close = this.text.indexOf(">", this.pos);
    if (close < 0 || close >= this.end) throw new Syntax();
    this.pos = close + 1;
    return { kind: "other" };
  }

  /** `12 0 R` after a number makes it a reference. */
  private reference() {
    const start = this.pos;
    this.skipSpace();
    if (/^\d+$/.test(this.word())) {
      this.skipSpace();
      if (this.word() === "R") return true;
    }
    this.pos = start;
    return false;
  }

  private array(depth: number): PdfValue {
    this.pos++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.code() === 0x5d) {
        this.pos++;
        return { kind: "array", items };
      }
      items.push(this.value(depth + 1));
    }
  }

  dict(depth: number): PdfValue {
    this.pos += 2;
    const entries: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith(">>", this.pos)) {
        this.pos += 2;
        return { kind: "dict", entries };
      }
      const key = this.value(depth + 1);
      // pdf.js skips a key that is not a name, and so does this.
      if (key.kind !== "name") continue;
      this.skipSpace();
      entries.set(key.name, this.value(depth + 1));
    }
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new Syntax();
    this.skipSpace();
    const char = this.text[this.pos];
    if (this.pos >= this.end) throw new Syntax();
    if (char === "/") return this.name();
    if (char === "(") return this.literalString();
    if (char === "[") return this.array(depth);
    if (this.text.startsWith("<<", this.pos)) return this.dict(depth);
    if (char === "<") return this.hexString();
    if (char === "{" || char === "}") {
      this.pos++;
      return { kind: "other" };
    }
    const word = this.word();
    if (!word) throw new Syntax();
    const number = Number(word);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) || Number.isNaN(number)) return { kind: "other" };
    return this.reference() ? { kind: "ref" } : { kind: "number", value: number };
  }
}

/** The dictionary that starts with `<<` at `start` and ends exactly at `end`, if that is what is there. */
export function dictionaryBetween(text: string, start: number, end: number): PdfDict | undefined {
  const reader = new Reader(text, start, end);
  try {
    const value = reader.dict(0);
    return reader.pos === end && value.kind === "dict" ? value.entries : undefined;
  } catch (error) {
    if (error instanceof Syntax) return undefined;
    throw error;
  }
}

/** Where the next token after `from` starts, past whitespace and comments. */
export function nextToken(text: string, from: number) {
  const reader = new Reader(text, from, text.length);
  reader.skipSpace();
  return reader.pos;
}
