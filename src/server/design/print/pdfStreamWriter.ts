import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { PDFContext, PDFObject, PDFRef } from 'pdf-lib';

/*
 * Writes a pdf-lib document to a stream object by object. Heavy objects (a page's photos and
 * content) are written as soon as the page is done and dropped from the document, so memory
 * holds one page's worth, not the whole book; the rest (page tree, fonts subset at the end) is
 * written last, then the cross-reference table. pdf-lib's own save() would keep every image
 * until the end and then copy the whole file into one buffer.
 */
/** Waits for room in the sink; a sink closed meanwhile (a download cut off) ends the wait too. */
function drained(sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      sink.off('drain', onDrain);
      sink.off('close', onClose);
      sink.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The print file’s destination was closed early'));
    sink.on('drain', onDrain);
    sink.on('close', onClose);
    sink.on('error', settle);
  });
}

export class PdfStreamWriter {
  private position = 0;
  private readonly offsets = new Map<number, number>();

  constructor(
    private readonly sink: Writable,
    private readonly context: PDFContext,
    /** The header's PDF version. */
    private readonly version: string,
  ) {}

  private async write(bytes: Uint8Array | string): Promise<void> {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    if (this.sink.destroyed) throw new Error('The print file’s destination was closed early');
    this.position += buffer.byteLength;
    if (!this.sink.write(buffer)) await drained(this.sink);
  }

  async start(): Promise<void> {
    // The binary comment tells transfer tools the file is binary.
    await this.write(`%PDF-${this.version}\n%\xe2\xe3\xcf\xd3\n`);
  }

  private async writeObject(ref: PDFRef, object: PDFObject): Promise<void> {
    this.offsets.set(ref.objectNumber, this.position);
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    await this.write(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    await this.write(body);
    await this.write('\nendobj\n');
  }

  /** Writes objects now and forgets them: nothing may change them afterwards. */
  async flush(refs: readonly PDFRef[]): Promise<void> {
    for (const ref of refs) {
      const object = this.context.lookup(ref);
      if (!object) throw new Error(`Object ${ref.toString()} is not in the document`);
      await this.writeObject(ref, object);
      this.context.delete(ref);
    }
  }

  /** Writes every object still held, the cross-reference table and the trailer; then ends. */
  async finish(): Promise<number> {
    for (const [ref, object] of this.context.enumerateIndirectObjects()) {
      await this.writeObject(ref, object);
    }
    const size = this.context.largestObjectNumber + 1;
    const xrefAt = this.position;
    const rows = ['xref', `0 ${size}`, '0000000000 65535 f '];
    for (let n = 1; n < size; n++) {
      const offset = this.offsets.get(n);
      rows.push(
        offset === undefined
          ? '0000000000 00001 f '
          : `${String(offset).padStart(10, '0')} 00000 n `,
      );
    }
    const { Root, Info, ID } = this.context.trailerInfo;
    if (!Root) throw new Error('The document has no catalogue');
    rows.push(
      'trailer',
      `<< /Size ${size} /Root ${Root.toString()}${Info ? ` /Info ${Info.toString()}` : ''}${ID ? ` /ID ${ID.toString()}` : ''} >>`,
      'startxref',
      String(xrefAt),
      '%%EOF\n',
    );
    await this.write(rows.join('\n'));
    this.sink.end();
    await once(this.sink, 'finish');
    return this.position;
  }
}
