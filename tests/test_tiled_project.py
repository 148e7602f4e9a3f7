"""Tiled itself opens Sortie's project (maps/sortie.tiled-project) with its classes and enums.

Run only where a `tiled` executable is installed (Debian 12's is 1.8.2). Tiled runs
headless with a small script extension, in a private home folder, on a copy of maps/:
the script asks Tiled which of the project's types it knows and saves the opened map
with the project loaded; then the test ends Tiled.
"""
import json
import os
import shutil
import subprocess
import time

import pytest
from map_copies import MAPS, copy_boards

from game.tiled_classes import project

pytestmark = pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed (apt-get install tiled)")

PROBE = """
var report = {known: [], unknown: []};
tiled.assetOpened.connect(function (asset) {
    var names = NAMES;
    for (var i = 0; i < names.length; i++) {
        try { tiled.propertyValue(names[i], 0); report.known.push(names[i]); }
        catch (e) { report.unknown.push(names[i]); }
    }
    tiled.mapFormat("tmx").write(asset, OUT + "/saved.tmx");
    var f = new TextFile(OUT + "/report.json", TextFile.Append);  // a plain file in every version
    f.write(JSON.stringify(report));
    f.close();
});
"""


def read_report(path, tiled, seconds=60):
    """The probe's report, once it is written whole (or None if Tiled never wrote it)."""
    deadline = time.monotonic() + seconds
    while tiled.poll() is None and time.monotonic() < deadline:
        try:
            return json.loads(path.read_text())
        except (OSError, ValueError):
            time.sleep(0.2)
    return None


def test_tiled_opens_the_project_with_its_classes_and_enums(tmp_path):
    folder = copy_boards(MAPS, tmp_path / "maps")
    shutil.copyfile(MAPS / "sortie.tiled-project", folder / "sortie.tiled-project")
    # what File > Open File or Project leaves behind; Tiled 1.8 reads the project from it at start-up
    (folder / "sortie.tiled-session").write_text(json.dumps({"project": "sortie.tiled-project"}))
    home = tmp_path / "home"
    extensions = home / ".config" / "tiled" / "extensions"
    extensions.mkdir(parents=True)
    names = sorted(project().classes) + sorted(project().enums)
    probe = PROBE.replace("NAMES", json.dumps(names)).replace("OUT", json.dumps(str(tmp_path)))
    (extensions / "probe.js").write_text(probe)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_RUNTIME_DIR=str(tmp_path))
    report_file = tmp_path / "report.json"
    tiled = subprocess.Popen(["tiled", folder / "sortie.tiled-project", folder / "battaglia-navale.tmx"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        report = read_report(report_file, tiled)
    finally:
        tiled.terminate()  # the editor stays open after the probe (offscreen, no one to close it)
        tiled.wait(timeout=30)
    assert report == {"known": names, "unknown": []}
    # saved with the project loaded, Tiled 1.8 keeps every enum annotation (without it, it drops them)
    saved = (tmp_path / "saved.tmx").read_text(encoding="utf-8")
    shipped = (MAPS / "battaglia-navale.tmx").read_text(encoding="utf-8")
    assert saved.count('propertytype="bn_side"') == shipped.count('propertytype="bn_side"') > 0
    # opening the project does not rewrite it (Tiled 1.8 would drop what newer Tiled needs)
    assert (folder / "sortie.tiled-project").read_bytes() == (MAPS / "sortie.tiled-project").read_bytes()
