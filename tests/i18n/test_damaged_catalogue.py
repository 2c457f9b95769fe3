"""A language catalogue that cannot be read (a .mo cut short: struct.error
inside gettext) means English and a line in the log, never an app that cannot
start; in a source checkout its .po is compiled again instead."""
from __future__ import annotations

import io
import logging
import os
import shutil

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import language
from rules.core import i18n

FR_PO = language.locale_root() / "fr" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def _compiled() -> bytes:
    out = io.BytesIO()
    with open(FR_PO, "rb") as fh:
        write_mo(out, read_po(fh))
    return out.getvalue()


def test_a_catalogue_cut_to_100_bytes_means_english_and_a_line_in_the_log(tmp_path, caplog):
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(_compiled()[:100])     # as the executable ships it: .mo only
    with caplog.at_level(logging.WARNING, logger="game.language"):
        assert language.catalogue("fr", tmp_path) is None
        try:
            assert language.install("fr", tmp_path) == "en"
        finally:
            i18n.use(None)
    assert any("cannot be read" in r.getMessage() and "English" in " ".join(x.getMessage() for x in caplog.records)
               for r in caplog.records)


def test_a_damaged_catalogue_beside_its_po_is_compiled_again(tmp_path):
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    shutil.copy(FR_PO, folder / FR_PO.name)
    mo = folder / f"{i18n.DOMAIN}.mo"
    mo.write_bytes(_compiled()[:100])
    later = os.stat(folder / FR_PO.name).st_mtime + 60    # newer than its .po: it would be used as it is
    os.utime(mo, (later, later))
    got = language.catalogue("fr", tmp_path)
    assert got is not None and got.gettext("Settings") != "Settings"
