// An instance cut from a variable font keeps the names of the variable font's default instance:
// every weight and script of Inter is "Inter-Regular". The PDF writer (pdfkit) tells fonts apart
// by their PostScript name, and embeds a font again for every run of text when two share one.

const checksum = (data: Buffer) => {
  let sum = 0
  for (let at = 0; at < data.length; at += 4) sum = (sum + data.readUInt32BE(at)) >>> 0
  return sum
}

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])

// A name table (format 0) of Windows Unicode English names: family, style, full and PostScript.
function nameTable(family: string, postscriptName: string): Buffer {
  const names: [number, string][] = [
    [1, family],
    [2, 'Regular'],
    [4, postscriptName],
    [6, postscriptName],
  ]
  const strings = names.map(([, name]) => Buffer.from(name, 'utf16le').swap16())
  const header = Buffer.alloc(6 + 12 * names.length)
  header.writeUInt16BE(names.length, 2)
  header.writeUInt16BE(header.length, 4)
  let offset = 0
  names.forEach(([id], i) => {
    const record = 6 + 12 * i
    const length = strings[i]?.length ?? 0
    ;[3, 1, 0x409, id, length, offset].forEach((value, field) =>
      header.writeUInt16BE(value, record + 2 * field),
    )
    offset += length
  })
  return Buffer.concat([header, ...strings])
}

/** The TrueType font `ttf` with a name table of its own, calling it `postscriptName`. */
export function renamed(ttf: Buffer, family: string, postscriptName: string): Buffer {
  const count = ttf.readUInt16BE(4)
  const directory = Buffer.from(ttf.subarray(0, 12 + 16 * count))
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 12 + 16 * i
    const tag = ttf.toString('latin1', entry, entry + 4)
    const start = ttf.readUInt32BE(entry + 8)
    const data =
      tag === 'name'
        ? nameTable(family, postscriptName)
        : Buffer.from(ttf.subarray(start, start + ttf.readUInt32BE(entry + 12)))
    // The whole font's checksum goes into head, counted with that field at zero.
    if (tag === 'head') data.writeUInt32BE(0, 8)
    return { tag, data, entry }
  })
  let offset = directory.length
  let headOffset = 0
  for (const { tag, data, entry } of tables) {
    directory.writeUInt32BE(checksum(padded(data)), entry + 4)
    directory.writeUInt32BE(offset, entry + 8)
    directory.writeUInt32BE(data.length, entry + 12)
    if (tag === 'head') headOffset = offset
    offset += padded(data).length
  }
  const font = Buffer.concat([directory, ...tables.map(({ data }) => padded(data))])
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8)
  return font
}
