"""Office files are zip packages whose writers stamp the save time on every entry; this fixes it."""

from __future__ import annotations

import io
import zipfile

ZIP_TIME = (2000, 1, 1, 0, 0, 0)


def fixed_times(package: bytes, replace: dict[str, bytes] | None = None) -> bytes:
    """`package` rewritten entry by entry (same order, compression and attributes) with every
    entry time set to ZIP_TIME and the entries named in `replace` given new content."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(package)) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, ZIP_TIME)
            fixed.compress_type, fixed.external_attr = info.compress_type, info.external_attr
            dst.writestr(fixed, (replace or {}).get(info.filename) or src.read(info))
    return out.getvalue()
