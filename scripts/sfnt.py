"""The sfnt container (a font file's table directory and its tables), as the font-making scripts
write it: tables in tag order, each padded to four bytes, with its checksum. Standard library only."""
import struct


def table_checksum(data):
    data = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(">%dI" % (len(data) // 4), data)) & 0xFFFFFFFF


def sfnt(tables):
    tags = sorted(tables)
    count = len(tags)
    entry_selector = count.bit_length() - 1
    search_range = 16 * (1 << entry_selector)
    out = struct.pack(">IHHHH", 0x00010000, count, search_range, entry_selector, count * 16 - search_range)
    offset = 12 + 16 * count
    body = b""
    for tag in tags:
        data = tables[tag]
        out += struct.pack(">4sIII", tag.encode("latin-1"), table_checksum(data), offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    return out + body
