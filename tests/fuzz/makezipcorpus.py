#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_zip (tests/fuzz/corpus/zip): small zip archives of the kinds
the reader meets (stored, deflated, folders, UTF-8 names, a comment, empty) and damaged ones it
must refuse (a wrong checksum, an encrypted flag, a cut directory). Run from the repository."""
import io
import os
import zipfile

OUT = os.path.join(os.path.dirname(__file__), "corpus", "zip")
GSN = b"#X38FA11 Stratego-Notation v2\ntype 1\nEND\nalice vs bob result 3 winner 0\n"
XML = b'<?xml version="1.0"?>\n<stratego><game type="classic"></game></stratego>\n'


def archive(members, comment=b""):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data, method in members:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = method
            z.writestr(info, data)
        z.comment = comment
    return bytearray(buf.getvalue())


def patched(data, signature, offset, value):
    """`data` with the little-endian 16-bit field at `offset` of every `signature` record set."""
    at = data.find(signature)
    while at >= 0:
        data[at + offset:at + offset + 2] = value.to_bytes(2, "little")
        at = data.find(signature, at + 4)
    return data


S, D = zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED
seeds = {
    "stored": archive([("a.gsn", GSN, S)]),
    "deflated": archive([("games/b.xml", XML * 4, D)]),
    "folder-and-two": archive([("games/", b"", S), ("games/a.gsn", GSN, D), ("c.xml", XML, S)]),
    "utf8-name": archive([("spiele/Björn.gsn", GSN, D)]),
    "comment": archive([("a.gsn", GSN, S)], comment=b"the Gravon archive"),
    "empty": archive([]),
}
bad_crc = archive([("a.gsn", GSN, S)])
bad_crc[bad_crc.find(b"PK\x01\x02") + 16] ^= 0xFF
seeds["bad-crc"] = bad_crc
seeds["encrypted-flag"] = patched(archive([("a.gsn", GSN, D)]), b"PK\x01\x02", 8, 1)
seeds["method-bzip2"] = patched(archive([("a.gsn", GSN, S)]), b"PK\x01\x02", 10, 12)
cut = archive([("a.gsn", GSN, D), ("b.gsn", GSN, D)])
seeds["cut-directory"] = cut[:cut.find(b"PK\x01\x02") + 30] + cut[cut.find(b"PK\x05\x06"):]

os.makedirs(OUT, exist_ok=True)
for name, data in seeds.items():
    with open(os.path.join(OUT, name + ".zip"), "wb") as f:
        f.write(bytes(data))
