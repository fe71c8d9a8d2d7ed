import { randomBytes } from "node:crypto";
import { brotliCompressSync, constants, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { withinDecodeLimits } from "./scan";

const MB = 1024 * 1024;
const LIMITS = { streamBytes: 2 * MB, fileBytes: 5 * MB };

/** Objects written one after another, with a stream's dictionary and data as given. */
function pdf(...objects: Array<string | Buffer>) {
  const parts = objects.map((object, index) => Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(object), Buffer.from("\nendobj\n")]));
  return new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), ...parts, Buffer.from("trailer\n<< /Root 1 0 R >>\n%%EOF\n")]));
}

const stream = (dict: string, data: Buffer, length: string | number = data.length) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${length} >>\nstream\n`), data, Buffer.from("\nendstream")]);

const zeros = (megabytes: number) => Buffer.alloc(megabytes * MB);
const within = (bytes: Uint8Array) => withinDecodeLimits(bytes, LIMITS);

async function textDocument(useObjectStreams: boolean) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= 20; number++) document.addPage().drawText(`Opening hours, page ${number}`, { x: 40, y: 700, size: 12, font });
  return document.save({ useObjectStreams });
}

describe("withinDecodeLimits", () => {
  it("accepts ordinary PDFs, with and without object streams", async () => {
    expect(await within(await textDocument(true))).toBe(true);
    expect(await within(await textDocument(false))).toBe(true);
  });

  it("accepts streams up to the limits", async () => {
    const full = deflateSync(zeros(2));
    expect(await within(pdf(stream("/Filter /FlateDecode", full), stream("/Filter /FlateDecode", full)))).toBe(true);
  });

  it("refuses one stream that decodes past its limit", async () => {
    expect(await within(pdf(stream("/Filter /FlateDecode", deflateSync(zeros(3)))))).toBe(false);
    expect(await within(pdf(stream("/Filter /BrotliDecode", brotliCompressSync(zeros(3), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }))))).toBe(false);
  });

  it("refuses streams that together decode past the file's limit", async () => {
    const each = deflateSync(zeros(2));
    expect(await within(pdf(...Array.from({ length: 3 }, () => stream("/Filter /Fl", each))))).toBe(false);
  });

  it("refuses chained filters, however small", async () => {
    const twice = deflateSync(deflateSync(Buffer.from("BT ET")));
    expect(await within(pdf(stream("/Filter [/FlateDecode /FlateDecode]", twice)))).toBe(false);
    expect(await within(pdf(stream("/F [/Fl /Fl]", twice)))).toBe(false);
    expect(await within(pdf(stream("/Filter [/ASCII85Decode /FlateDecode]", twice)))).toBe(false);
    // A dictionary in a comment (or a string) is not taken for the real one.
    expect(await within(pdf(stream("/Filter [/Fl /Fl] /T (x) % << /Filter /Fl\n", twice)))).toBe(false);
  });

  it("refuses what it cannot count: a filter or predictor by reference, a predictor row too wide to allocate", async () => {
    const once = deflateSync(Buffer.from("BT ET"));
    expect(await within(pdf(stream("/Filter 9 0 R", once)))).toBe(false);
    expect(await within(pdf(stream("/Filter /FlateDecode /DecodeParms 9 0 R", once)))).toBe(false);
    expect(await within(pdf(stream("/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 1000000000 /Colors 4 >>", once)))).toBe(false);
    expect(await within(pdf(stream("/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>", once)))).toBe(true);
  });

  it("reads names with escapes and dictionaries with comments, strings and nested dictionaries", async () => {
    const big = deflateSync(zeros(3));
    expect(await within(pdf(stream("/Filter /Flate#44ecode", big)))).toBe(false);
    const tricky = (data: Buffer) =>
      Buffer.concat([
        Buffer.from("<< /Title (a >> (%) <<) /Filter /FlateDecode /DecodeParms << /Columns 1 >> /Length 9 0 R >> % note >>\n% more\nstream\n"),
        data,
        Buffer.from("\nendstream"),
      ]);
    expect(await within(pdf(tricky(big)))).toBe(false);
    expect(await within(pdf(tricky(deflateSync(zeros(1)))))).toBe(true);
  });

  it("counts past a length that stops short of the data", async () => {
    const big = deflateSync(zeros(3));
    expect(await within(pdf(stream("/Filter /FlateDecode", big, 100)))).toBe(false);
  });

  it("counts LZW and RunLength by their codes", async () => {
    // RunLength: each pair repeats one byte 128 times.
    const runs = Buffer.alloc(40_000, Buffer.from([0x81, 0x00]));
    expect(await within(pdf(stream("/Filter /RunLengthDecode", Buffer.concat([runs, Buffer.from([0x80])]))))).toBe(false);
    expect(await within(pdf(stream("/Filter /RunLengthDecode", Buffer.concat([runs.subarray(0, 2000), Buffer.from([0x80])]))))).toBe(true);
    // LZW: the same code again and again makes each new entry one byte longer.
    expect(await within(pdf(stream("/Filter /LZWDecode", lzwOfZeros(6000))))).toBe(false);
    expect(await within(pdf(stream("/Filter /LZWDecode", lzwOfZeros(100))))).toBe(true);
  });

  it("looks inside object streams for streams packed there", async () => {
    const hidden = stream("/Filter [/FlateDecode /FlateDecode]", deflateSync(deflateSync(Buffer.from("BT ET"))));
    const packed = Buffer.concat([Buffer.from("5 0 "), hidden]);
    expect(await within(pdf(stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", deflateSync(packed))))).toBe(false);
    expect(await within(pdf(stream("/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode", lzwOfZeros(10))))).toBe(false);
  });

  it("leaves streams it cannot decode (an encrypted file's) to the reader", async () => {
    expect(await within(pdf(stream("/Filter /FlateDecode", randomBytes(200_000))))).toBe(true);
  });
});

/**
 * LZW codes that decode to ever longer runs of zeros: 0, then each time the code the decoder is
 * about to add (258, 259, ...), which stands for the previous run and one more zero.
 */
function lzwOfZeros(codes: number) {
  const out: number[] = [];
  let [bits, cached, width, next, fresh] = [0, 0, 9, 258, true];
  const write = (code: number) => {
    cached = (cached << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((cached >>> bits) & 0xff);
    }
    cached &= (1 << bits) - 1;
  };
  for (let index = 0; index < codes; index++) {
    if (next >= 4094) {
      write(256);
      [width, next, fresh] = [9, 258, true];
    }
    if (fresh) {
      write(0);
      fresh = false;
      continue;
    }
    write(next++);
    if (((next + 1) & next) === 0) width = Math.min(Math.log2(next + 1) + 1, 12);
  }
  write(257);
  if (bits > 0) out.push((cached << (8 - bits)) & 0xff);
  return Buffer.from(out);
}
