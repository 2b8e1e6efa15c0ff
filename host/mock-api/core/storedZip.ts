/**
 * A zip archive of stored (uncompressed) entries: all an XLSX needs (OOXML packages allow the zip's
 * "stored" method beside "deflate", and Excel, LibreOffice and Numbers open both). A demo statement is a
 * few kilobytes, so compressing it would save nothing worth a dependency; this is the whole writer.
 */

export interface ZipEntry {
  /** Path inside the archive, ASCII, `/`-separated. */
  name: string;
  bytes: Uint8Array;
}

/** CRC-32 as zip computes it (IEEE 802.3, reflected polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date fields of an instant (UTC; zip has no time zone), from 1980 on. */
function dosDateTime(at: number): { time: number; date: number } {
  const day = new Date(Math.max(at, Date.UTC(1980, 0, 1)));
  return {
    time: (day.getUTCHours() << 11) | (day.getUTCMinutes() << 5) | (day.getUTCSeconds() >> 1),
    date: ((day.getUTCFullYear() - 1980) << 9) | ((day.getUTCMonth() + 1) << 5) | day.getUTCDate(),
  };
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
const VERSION = 20;

/** The archive's bytes: each entry's local header and data, then the central directory and its end record. */
export function storedZip(entries: readonly ZipEntry[], modifiedAt: number): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const { time, date } = dosDateTime(modifiedAt);
  const files = entries.map((entry) => ({
    name: encoder.encode(entry.name),
    bytes: entry.bytes,
    crc: crc32(entry.bytes),
  }));
  const localSize = files.reduce((sum, file) => sum + LOCAL_HEADER + file.name.length + file.bytes.length, 0);
  const centralSize = files.reduce((sum, file) => sum + CENTRAL_HEADER + file.name.length, 0);
  const archive = new Uint8Array(new ArrayBuffer(localSize + centralSize + END_OF_CENTRAL_DIRECTORY));
  const view = new DataView(archive.buffer);

  // The fields a local header and its central directory record share, from `at` on.
  const writeCommon = (at: number, file: (typeof files)[number]) => {
    view.setUint16(at, 0, true); // flags
    view.setUint16(at + 2, 0, true); // method: stored
    view.setUint16(at + 4, time, true);
    view.setUint16(at + 6, date, true);
    view.setUint32(at + 8, file.crc, true);
    view.setUint32(at + 12, file.bytes.length, true); // compressed size
    view.setUint32(at + 16, file.bytes.length, true); // uncompressed size
    view.setUint16(at + 20, file.name.length, true);
    view.setUint16(at + 22, 0, true); // extra field length
  };

  let offset = 0;
  const localOffsets: number[] = [];
  for (const file of files) {
    localOffsets.push(offset);
    view.setUint32(offset, 0x04034b50, true);
    view.setUint16(offset + 4, VERSION, true);
    writeCommon(offset + 6, file);
    archive.set(file.name, offset + LOCAL_HEADER);
    archive.set(file.bytes, offset + LOCAL_HEADER + file.name.length);
    offset += LOCAL_HEADER + file.name.length + file.bytes.length;
  }

  const centralStart = offset;
  files.forEach((file, index) => {
    view.setUint32(offset, 0x02014b50, true);
    view.setUint16(offset + 4, VERSION, true); // made by
    view.setUint16(offset + 6, VERSION, true); // needed
    writeCommon(offset + 8, file);
    // comment length, disk number, internal and external attributes stay 0
    view.setUint32(offset + 42, localOffsets[index] ?? 0, true);
    archive.set(file.name, offset + CENTRAL_HEADER);
    offset += CENTRAL_HEADER + file.name.length;
  });

  view.setUint32(offset, 0x06054b50, true);
  view.setUint16(offset + 8, files.length, true); // entries on this disk
  view.setUint16(offset + 10, files.length, true); // entries in all
  view.setUint32(offset + 12, centralSize, true);
  view.setUint32(offset + 16, centralStart, true);
  return archive;
}
