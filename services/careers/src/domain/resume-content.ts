/**
 * What a resume is, judged by its bytes alone (never its name or the browser's Content-Type):
 * a PDF starts with `%PDF-`; a Word 97–2003 document is an OLE compound file; a .docx is a zip whose
 * central directory lists `word/document.xml`.
 */
export interface ResumeKind {
  contentType: string;
  extension: 'pdf' | 'doc' | 'docx';
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function resumeKind(bytes: Buffer): ResumeKind | undefined {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { contentType: 'application/pdf', extension: 'pdf' };
  if (bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return { contentType: 'application/msword', extension: 'doc' };
  if (bytes.subarray(0, ZIP_LOCAL_MAGIC.length).equals(ZIP_LOCAL_MAGIC) && zipEntryNames(bytes).includes('word/document.xml')) {
    return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
  }
  return undefined;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** The file names of a zip's central directory; [] when the bytes are not a well-formed zip. */
export function zipEntryNames(bytes: Buffer): string[] {
  const lowest = Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT);
  for (let at = bytes.length - EOCD_MIN; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const entries = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 12);
    const offset = bytes.readUInt32LE(at + 16);
    if (offset + size > at) return [];
    const names: string[] = [];
    let p = offset;
    for (let i = 0; i < entries; i++) {
      if (p + 46 > offset + size || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) return [];
      const nameLength = bytes.readUInt16LE(p + 28);
      const extraLength = bytes.readUInt16LE(p + 30);
      const commentLength = bytes.readUInt16LE(p + 32);
      names.push(bytes.toString('utf8', p + 46, p + 46 + nameLength));
      p += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return [];
}

/** A file name safe for a Content-Disposition header: the applicant's, reduced to plain characters. */
export function downloadName(applicationId: string, extension: string): string {
  return `resume-${applicationId.replace(/[^A-Za-z0-9-]/g, '')}.${extension}`;
}
