#!/usr/bin/env python3
"""Writes bitcode whose loads and stores carry no alignment, as LLVM's writers before LLVM 11 did
(NVVM IR 1.x producers): the reader then fills in the alignment from the data layout in force
while parsing. Modern writers always record an alignment, so this takes bitcode from llvm-as and
sets the alignment field of every load and store record to 0 ("none") in place; the field keeps
its width, so nothing else in the stream moves.

Usage: make_align0_bitcode.py IN.ll OUT.bc  (IN.ll must have no `target datalayout`)
Used for tests/inputs/no_datalayout_align0.bc (see tests/cases/dialects/no_datalayout.ll).
"""
import subprocess, sys

LLVM_AS = "/usr/lib/llvm-22/bin/llvm-as"
FUNCTION_BLOCK, BLOCKINFO = 12, 0
INST_LOAD, INST_STORE = 20, 44
ALIGN_OP = 2  # LOAD: [op, ty, align, vol]; STORE: [ptr, val, align, vol]


class Bits:
    def __init__(self, data):
        self.data, self.pos = bytearray(data), 0

    def read(self, n):
        v = 0
        for i in range(n):
            byte = self.data[(self.pos + i) >> 3]
            v |= ((byte >> ((self.pos + i) & 7)) & 1) << i
        self.pos += n
        return v

    def vbr(self, n):
        v, shift = 0, 0
        while True:
            chunk = self.read(n)
            v |= (chunk & ((1 << (n - 1)) - 1)) << shift
            shift += n - 1
            if not chunk >> (n - 1):
                return v

    def align32(self):
        self.pos = (self.pos + 31) & ~31

    def zero(self, start, n):
        for i in range(start, start + n):
            self.data[i >> 3] &= ~(1 << (i & 7)) & 0xFF


def read_abbrev(b):
    ops = []
    for _ in range(b.vbr(5)):
        if b.read(1):
            ops.append(("literal", b.vbr(8)))
        else:
            enc = b.read(3)
            ops.append((enc, b.vbr(5)) if enc in (1, 2) else (enc, None))
    return ops


def read_scalar(b, op):
    """Reads one scalar operand; returns (value, bit position, width, is_vbr)."""
    kind, width = op
    if kind == "literal":
        return width, None, 0, False
    start = b.pos
    if kind == 1:
        return b.read(width), start, width, False
    if kind == 2:
        return b.vbr(width), start, width, True
    if kind == 4:
        return b.read(6), start, 6, False
    raise ValueError(f"unexpected operand encoding {kind}")


def read_record(b, abbrev):
    """Reads an abbreviated record: list of (value, position, width, is_vbr)."""
    fields, i = [], 0
    while i < len(abbrev):
        kind = abbrev[i][0]
        if kind == 3:  # array of the next operand
            for _ in range(b.vbr(6)):
                fields.append(read_scalar(b, abbrev[i + 1]))
            i += 2
            continue
        if kind == 5:  # blob
            n = b.vbr(6)
            b.align32()
            b.pos += 8 * n
            b.align32()
            i += 1
            continue
        fields.append(read_scalar(b, abbrev[i]))
        i += 1
    return fields


def walk(b, width, block, blockinfo, end, patched):
    abbrevs = list(blockinfo.get(block, []))
    current_info = None
    while b.pos < end:
        code = b.read(width)
        if code == 0:  # END_BLOCK
            b.align32()
            return
        if code == 1:  # ENTER_SUBBLOCK
            sub, new_width = b.vbr(8), b.vbr(4)
            b.align32()
            words = b.read(32)
            sub_end = b.pos + 32 * words
            walk(b, new_width, sub, blockinfo, sub_end, patched)
            b.pos = sub_end
            continue
        if code == 2:  # DEFINE_ABBREV
            ab = read_abbrev(b)
            if block == BLOCKINFO:
                blockinfo.setdefault(current_info, []).append(ab)
            else:
                abbrevs.append(ab)
            continue
        if code == 3:  # UNABBREV_RECORD
            rc, n = b.vbr(6), b.vbr(6)
            fields = [(rc, None, 0, False)]
            for _ in range(n):
                start = b.pos
                fields.append((b.vbr(6), start, 6, True))
        else:
            fields = read_record(b, abbrevs[code - 4])
        rc = fields[0][0]
        if block == BLOCKINFO and rc == 1:  # SETBID
            current_info = fields[1][0]
        if block == FUNCTION_BLOCK and rc in (INST_LOAD, INST_STORE):
            ops = fields[1:]
            # A store of a forward-referenced value also records the value's type: the alignment
            # is then one operand later. llvm-as on straight-line code never needs that.
            assert len(ops) == 4, f"record {rc} with {len(ops)} operands"
            value, start, n, is_vbr = ops[ALIGN_OP]
            assert start is not None and (not is_vbr or value < (1 << (n - 1))), "alignment field"
            b.zero(start, n)
            patched.append(rc)


def main():
    src, out = sys.argv[1], sys.argv[2]
    data = subprocess.run([LLVM_AS, src, "-o", "-"], check=True, capture_output=True).stdout
    b = Bits(data)
    assert b.read(32) == 0xDEC04342, "raw bitcode expected"
    patched = []
    walk(b, 2, None, {}, 8 * len(data), patched)
    assert patched, "no load or store found"
    with open(out, "wb") as f:
        f.write(bytes(b.data))
    print(f"{out}: {patched.count(INST_LOAD)} loads and {patched.count(INST_STORE)} stores without alignment")


if __name__ == "__main__":
    main()
