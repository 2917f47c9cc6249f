// The CFF table of HarfBuzz's copy of a face, read the way Cairo's CFF subsetter reads it.
//
// HarfBuzz reads and writes a CFF by the specification (Adobe Technical Note 5176), and copies the
// DICT operands it does not rewrite (FontBBox, BlueValues, StdHW, …) byte for byte. Cairo 1.16's
// subsetter (cairo-cff-subset.c), which every PDF embedding a CFF face runs, reads some of those
// bytes differently and follows what it read without bounds:
//
// - A real number ends, for Cairo, only at a byte whose low nibble is 0xf; the specification ends
//   it at the first 0xf nibble. A real whose end is a high nibble (HarfBuzz and FreeType read it)
//   runs on, for Cairo, over the operands and operators after it, and an operator whose operand it
//   swallowed decodes the real's first byte as an integer: the CharStrings offset of a mutated
//   Lobster became -55,440, and Cairo read its glyphs from before the table (docs/fuzzing.md).
//   Such a byte is repaired: its low nibble is set to 0xf, which a reader of the specification
//   never looks at, so every reader sees the same number.
// - The reserved bytes (22–27, 31, 255) are operators to Cairo; an escape operator (12) that ends
//   a DICT is read with the byte after the DICT; a missing Private or CharStrings is dereferenced.
// - Offsets (CharStrings, Private, Subrs, FDArray, FDSelect) are followed without a check that
//   they, or the INDEXes and FDSelect ranges found there, lie inside the table.
// - Subroutine calls are followed without a check of the subroutine's number; HarfBuzz inlined
//   every subroutine (HB_SUBSET_FLAGS_DESUBROUTINIZE), so a call Cairo finds is a misreading.
//
// Anything of the last three kinds refuses the face: it is not a font HarfBuzz should have
// written, and Cairo would read outside the table.

#include "cff_for_cairo.h"
#include <stdint.h>
#include <string.h>

typedef struct {
    unsigned char *bytes;
    size_t length;
} cff_table;

typedef struct {
    unsigned count;
    unsigned off_size;
    size_t offsets;   // where the offset array starts
    size_t data;      // the byte before the first item: offsets count from 1
} cff_index;

// What a DICT says about where the rest of the table is; -1 when it does not say.
typedef struct {
    int has_ros;
    long charstrings, private_size, private_offset, subrs, fdarray, fdselect;
} cff_dict;

enum {
    OP_CHARSTRINGS = 17, OP_PRIVATE = 18, OP_SUBRS = 19,
    OP_ROS = 0x0c1e, OP_FDARRAY = 0x0c24, OP_FDSELECT = 0x0c25,
};

// The most operands the specification allows before an operator.
enum { MAX_OPERANDS = 48 };

static uint32_t big_endian(const unsigned char *p, unsigned n) {
    uint32_t value = 0;
    for (unsigned i = 0; i < n; i++) value = value << 8 | p[i];
    return value;
}

static uint32_t index_offset(const cff_table *cff, const cff_index *index, unsigned i) {
    return big_endian(cff->bytes + index->offsets + (size_t)i * index->off_size, index->off_size);
}

// Reads the INDEX at `at`, checking that its offsets rise from 1 and that it ends inside the
// table; `*end` is the byte after it.
static const char *read_index(const cff_table *cff, size_t at, cff_index *index, size_t *end) {
    if (at > cff->length || cff->length - at < 2) return "CFF: an INDEX starts past the end of the CFF table";
    index->count = (unsigned)big_endian(cff->bytes + at, 2);
    if (index->count == 0) {
        *end = at + 2;
        return NULL;
    }
    if (cff->length - at < 3) return "CFF: an INDEX runs past the end of the CFF table";
    index->off_size = cff->bytes[at + 2];
    if (index->off_size < 1 || index->off_size > 4) return "CFF: an INDEX's offset size is not 1 to 4";
    size_t offsets_length = ((size_t)index->count + 1) * index->off_size;
    if (cff->length - at - 3 < offsets_length) return "CFF: an INDEX's offsets run past the end of the CFF table";
    index->offsets = at + 3;
    index->data = at + 3 + offsets_length - 1;
    uint32_t previous = index_offset(cff, index, 0);
    if (previous != 1) return "CFF: an INDEX's first offset is not 1";
    for (unsigned i = 1; i <= index->count; i++) {
        uint32_t offset = index_offset(cff, index, i);
        if (offset < previous) return "CFF: an INDEX's offsets go backwards";
        previous = offset;
    }
    if (previous > cff->length - index->data) return "CFF: an INDEX's items run past the end of the CFF table";
    *end = index->data + previous;
    return NULL;
}

static void index_item(const cff_table *cff, const cff_index *index, unsigned i, size_t *start, size_t *length) {
    uint32_t from = index_offset(cff, index, i), to = index_offset(cff, index, i + 1);
    *start = index->data + from;
    *length = to - from;
}

// Records one operator's offset operands: each must be the one integer (or two, for Private)
// Cairo decodes, never negative.
static const char *record(cff_dict *dict, unsigned op, const long *values, const int *integers, int count) {
    long *target = NULL;
    switch (op) {
    case OP_ROS: dict->has_ros = 1; return NULL;
    case OP_CHARSTRINGS: target = &dict->charstrings; break;
    case OP_SUBRS: target = &dict->subrs; break;
    case OP_FDARRAY: target = &dict->fdarray; break;
    case OP_FDSELECT: target = &dict->fdselect; break;
    case OP_PRIVATE:
        if (count != 2 || !integers[0] || !integers[1] || values[0] < 0 || values[1] < 0) {
            return "CFF: a DICT's Private operands are not a size and an offset";
        }
        dict->private_size = values[0];
        dict->private_offset = values[1];
        return NULL;
    default: return NULL;
    }
    if (count != 1 || !integers[0] || values[0] < 0) return "CFF: a DICT's offset operand is not one integer";
    *target = values[0];
    return NULL;
}

// Walks a DICT as the specification reads it, refusing what Cairo would read otherwise and
// repairing a real number that ends in a high nibble (the file's header says why).
static const char *walk_dict(cff_table *cff, size_t start, size_t length, cff_dict *dict) {
    *dict = (cff_dict){0, -1, -1, -1, -1, -1, -1};
    if (start > cff->length || cff->length - start < length) return "CFF: a DICT runs past the end of the CFF table";
    unsigned char *p = cff->bytes;
    size_t at = start, end = start + length;
    long values[MAX_OPERANDS];
    int integers[MAX_OPERANDS];
    int count = 0;
    while (at < end) {
        unsigned char b = p[at];
        long value = 0;
        int integer = 1;
        size_t size;
        if (b <= 21) {
            unsigned op = b;
            if (b == 12) {
                if (end - at < 2) return "CFF: an escape operator ends a DICT";
                op = 0x0c00 | p[at + 1];
            }
            const char *refused = record(dict, op, values, integers, count);
            if (refused) return refused;
            count = 0;
            at += b == 12 ? 2 : 1;
            continue;
        } else if (b == 28) {
            size = 3;
            if (end - at >= size) value = (int16_t)big_endian(p + at + 1, 2);
        } else if (b == 29) {
            size = 5;
            if (end - at >= size) value = (int32_t)big_endian(p + at + 1, 4);
        } else if (b >= 32 && b <= 246) {
            size = 1;
            value = (long)b - 139;
        } else if (b >= 247 && b <= 250) {
            size = 2;
            if (end - at >= size) value = ((long)b - 247) * 256 + p[at + 1] + 108;
        } else if (b >= 251 && b <= 254) {
            size = 2;
            if (end - at >= size) value = -((long)b - 251) * 256 - p[at + 1] - 108;
        } else if (b == 30) {
            integer = 0;
            size_t q = at + 1;
            for (;; q++) {
                if (q >= end) return "CFF: a real number runs past the end of its DICT";
                if ((p[q] >> 4) == 0xf) {
                    p[q] |= 0x0f;
                    break;
                }
                if ((p[q] & 0x0f) == 0x0f) break;
            }
            size = q + 1 - at;
        } else {
            return "CFF: a DICT holds a reserved byte";
        }
        if (end - at < size) return "CFF: a number runs past the end of its DICT";
        if (count == MAX_OPERANDS) return "CFF: a DICT operator has more than 48 operands";
        values[count] = value;
        integers[count] = integer;
        count++;
        at += size;
    }
    return NULL;
}

// The Private DICT at a font DICT's Private offset, and the Subrs INDEX it points to.
static const char *check_private(cff_table *cff, const cff_dict *font_dict) {
    if (font_dict->private_offset < 0) return "CFF: a font DICT has no Private DICT";
    cff_dict private_dict;
    const char *refused = walk_dict(cff, (size_t)font_dict->private_offset, (size_t)font_dict->private_size, &private_dict);
    if (refused || private_dict.subrs < 0) return refused;
    cff_index subrs;
    size_t end;
    return read_index(cff, (size_t)font_dict->private_offset + (size_t)private_dict.subrs, &subrs, &end);
}

// FDSelect: every glyph's font DICT, in ranges Cairo writes into an array of one per glyph.
static const char *check_fdselect(const cff_table *cff, size_t at, unsigned glyphs, unsigned font_dicts) {
    if (at >= cff->length) return "CFF: FDSelect starts past the end of the CFF table";
    const unsigned char *p = cff->bytes + at;
    size_t room = cff->length - at;
    if (p[0] == 0) {
        if (room - 1 < glyphs) return "CFF: FDSelect runs past the end of the CFF table";
        for (unsigned i = 0; i < glyphs; i++) {
            if (p[1 + i] >= font_dicts) return "CFF: FDSelect names a font DICT that is not there";
        }
        return NULL;
    }
    if (p[0] != 3) return "CFF: FDSelect has a format other than 0 or 3";
    if (room < 3) return "CFF: FDSelect runs past the end of the CFF table";
    unsigned ranges = (unsigned)big_endian(p + 1, 2);
    if ((room - 3) / 3 < ranges || room - 3 - (size_t)ranges * 3 < 2) return "CFF: FDSelect runs past the end of the CFF table";
    for (unsigned i = 0; i < ranges; i++) {
        const unsigned char *range = p + 3 + (size_t)i * 3;
        unsigned first = (unsigned)big_endian(range, 2), last = (unsigned)big_endian(range + 3, 2);
        if (range[2] >= font_dicts) return "CFF: FDSelect names a font DICT that is not there";
        if (last > glyphs || first > last) return "CFF: an FDSelect range lies outside the glyphs";
    }
    return NULL;
}

// Walks a charstring as Cairo tokenizes it (its hint count decides how many mask bytes follow a
// hintmask) and refuses a subroutine call: HarfBuzz inlined them all.
static const char *check_charstring(const unsigned char *p, size_t length) {
    size_t at = 0;
    unsigned stack = 0, hints = 0, mask_bytes = 0;
    while (at < length) {
        unsigned char b = p[at];
        if (b == 28 || b >= 32) {
            at += b == 28 ? 3 : b <= 246 ? 1 : b <= 254 ? 2 : 5;
            stack++;
        } else if (b == 1 || b == 3 || b == 18 || b == 23) {   // hstem, vstem, hstemhm, vstemhm
            hints += stack / 2;
            stack = 0;
            at++;
        } else if (b == 19 || b == 20) {                       // hintmask, cntrmask
            if (mask_bytes == 0) {
                hints += stack / 2;
                stack = 0;
                mask_bytes = (hints + 7) / 8;
            }
            at += 1 + mask_bytes;
        } else if (b == 10 || b == 29) {                       // callsubr, callgsubr
            return "CFF: a charstring calls a subroutine";
        } else if (b == 14) {                                  // endchar
            return NULL;
        } else {
            // Cairo counts the operands of the moves only; the stack of any other operator is
            // left to the next hint operator, as Cairo leaves it.
            if (b == 4 || b == 21 || b == 22) stack = 0;       // vmoveto, rmoveto, hmoveto
            at += b == 12 ? 2 : 1;
        }
    }
    return NULL;
}

static const char *check_charstrings(const cff_table *cff, const cff_index *charstrings) {
    for (unsigned i = 0; i < charstrings->count; i++) {
        size_t start, length;
        index_item(cff, charstrings, i, &start, &length);
        const char *refused = check_charstring(cff->bytes + start, length);
        if (refused) return refused;
    }
    return NULL;
}

static const char *check_table(cff_table *cff) {
    if (cff->length < 4) return "CFF: the table is shorter than its header";
    size_t at = cff->bytes[2], end;
    cff_index names, top, strings, global_subrs, charstrings;
    const char *refused;
    if ((refused = read_index(cff, at, &names, &end))) return refused;
    if ((refused = read_index(cff, end, &top, &end))) return refused;
    if (top.count == 0) return "CFF: the table has no Top DICT";
    if ((refused = read_index(cff, end, &strings, &end))) return refused;
    if ((refused = read_index(cff, end, &global_subrs, &end))) return refused;
    size_t start, length;
    index_item(cff, &top, 0, &start, &length);
    cff_dict top_dict;
    if ((refused = walk_dict(cff, start, length, &top_dict))) return refused;
    if (top_dict.charstrings < 0) return "CFF: the Top DICT has no CharStrings";
    if ((refused = read_index(cff, (size_t)top_dict.charstrings, &charstrings, &end))) return refused;
    if (charstrings.count == 0) return "CFF: the table has no glyphs";
    if ((refused = check_charstrings(cff, &charstrings))) return refused;
    if (!top_dict.has_ros) return check_private(cff, &top_dict);
    // A CID-keyed font: a font DICT with a Private DICT for each group of glyphs.
    if (top_dict.fdarray < 0 || top_dict.fdselect < 0) return "CFF: a CID-keyed CFF has no FDArray or FDSelect";
    cff_index font_dicts;
    if ((refused = read_index(cff, (size_t)top_dict.fdarray, &font_dicts, &end))) return refused;
    if (font_dicts.count == 0) return "CFF: a CID-keyed CFF has no font DICT";
    for (unsigned i = 0; i < font_dicts.count; i++) {
        cff_dict font_dict;
        index_item(cff, &font_dicts, i, &start, &length);
        if ((refused = walk_dict(cff, start, length, &font_dict))) return refused;
        if ((refused = check_private(cff, &font_dict))) return refused;
    }
    return check_fdselect(cff, (size_t)top_dict.fdselect, charstrings.count, font_dicts.count);
}

const char *rs_cff_check_for_cairo(unsigned char *font, size_t length) {
    if (length < 12) return NULL;
    unsigned tables = (unsigned)big_endian(font + 4, 2);
    if ((length - 12) / 16 < tables) return "its table directory runs past the end of the file";
    for (unsigned i = 0; i < tables; i++) {
        const unsigned char *entry = font + 12 + (size_t)i * 16;
        if (memcmp(entry, "CFF ", 4) != 0) continue;
        uint32_t offset = big_endian(entry + 8, 4), size = big_endian(entry + 12, 4);
        if (offset > length || length - offset < size) return "its CFF table runs past the end of the file";
        cff_table cff = {font + offset, size};
        return check_table(&cff);
    }
    return NULL;
}
