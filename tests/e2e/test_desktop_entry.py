"""Desktop integration: entry and metainfo validate, install/uninstall touch only their files, wheel ships them."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from spider_qt import desktop

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.spiderduel.SpiderDuel"
DESKTOP_NAME = f"{APP_ID}.desktop"
METAINFO_NAME = f"{APP_ID}.metainfo.xml"
MIME_NAME = f"{APP_ID}.mime.xml"
MIME_TYPE = "application/x-spider-duel"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
LANGS = ("it", "nl", "de")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (`bash packaging/setup-debian.sh --test` installs it)")
    return path


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


# --- the two text files ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [DESKTOP_NAME, METAINFO_NAME, MIME_NAME])
def test_packaging_copy_is_identical_to_the_package_data(name: str) -> None:
    assert (ROOT / "packaging" / name).read_bytes() == (ROOT / "resources" / "desktop" / name).read_bytes(), (
        f"packaging/{name} differs from resources/desktop/{name}: resources/desktop/ is the source, copy it over"
    )
    assert desktop.desktop_entry_path().read_bytes() == (ROOT / "resources" / "desktop" / DESKTOP_NAME).read_bytes()


def test_desktop_file_validate_accepts_the_entry() -> None:
    tool = _tool("desktop-file-validate")
    result = subprocess.run([tool, str(ROOT / "packaging" / DESKTOP_NAME)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


def test_appstreamcli_accepts_the_metainfo() -> None:
    tool = _tool("appstreamcli")
    result = subprocess.run(
        [tool, "validate", "--no-net", str(ROOT / "packaging" / METAINFO_NAME)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_names_the_app_its_icon_and_is_translated() -> None:
    entry = _read_entry(ROOT / "packaging" / DESKTOP_NAME)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Spider Duel"
    assert entry["Exec"] == "spider-duel %f"  # a duel message double-clicked is opened with it
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Icon"] == APP_ID
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["GenericName"] == "Spider Solitaire"
    assert entry["GenericName[it]"] == "Solitario Spider"
    assert entry["GenericName[nl]"] == "Spider Solitaire"
    assert entry["GenericName[de]"] == "Spider Solitaire"
    for key in ("Name", "Comment", "Keywords"):
        for lang in LANGS:
            assert entry[f"{key}[{lang}]"].strip(), f"{key}[{lang}] is empty"
    assert len({entry[f"Comment[{lang}]"] for lang in LANGS} | {entry["Comment"]}) == 4


def test_metainfo_describes_the_release_and_the_launcher() -> None:
    root = ET.parse(ROOT / "packaging" / METAINFO_NAME).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP_NAME
    assert root.findtext("provides/binary") == "spider-duel"
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    summaries = {s.get(XML_LANG): (s.text or "").strip() for s in root.findall("summary")}
    assert set(summaries) == {None, *LANGS} and all(summaries.values())
    release = root.find("releases/release")
    assert release is not None
    assert (release.get("version"), release.get("date")) == (_pyproject_version(), "2026-11-29")
    screenshot = root.find("screenshots/screenshot")
    assert screenshot is not None and screenshot.findtext("caption") and screenshot.findtext("image")


def _mime_type(path: Path) -> ET.Element:
    """The one type the shared-mime-info file at ``path`` declares (parsed as XML, so well-formed)."""
    root = ET.parse(path).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (mime_type,) = root.findall(f"{MIME_NS}mime-type")
    return mime_type


def test_the_duel_file_type_names_its_extension_and_is_translated() -> None:
    mime_type = _mime_type(ROOT / "packaging" / MIME_NAME)
    assert mime_type.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime_type.findall(f"{MIME_NS}glob")] == ["*.spiderduel"]
    comments = {c.get(XML_LANG): (c.text or "").strip() for c in mime_type.findall(f"{MIME_NS}comment")}
    assert set(comments) == {None, *LANGS} and len(set(comments.values())) == 4
    assert comments[None] == "Spider Duel message"
    # A file holds the JSON form or the text form: text either way, so an editor opens it too.
    sub = mime_type.find(f"{MIME_NS}sub-class-of")
    assert sub is not None and sub.get("type") == "text/plain"
    icon = mime_type.find(f"{MIME_NS}icon")
    assert icon is not None and icon.get("name") == APP_ID
    if shutil.which("xmllint"):
        result = subprocess.run(["xmllint", "--noout", str(ROOT / "packaging" / MIME_NAME)], capture_output=True)
        assert result.returncode == 0, result.stderr


def test_install_desktop_entry_registers_the_duel_file_type_and_uninstall_removes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from spider_qt.ui.app import main

    data = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    assert main(["--install-desktop-entry"]) == 0
    package = data / "mime" / "packages" / f"{APP_ID}.xml"
    assert str(package) in capsys.readouterr().out.splitlines()
    assert package.read_bytes() == desktop.mime_info_path().read_bytes()
    assert _mime_type(package).get("type") == MIME_TYPE
    entry = _read_entry(data / "applications" / DESKTOP_NAME)
    assert entry["MimeType"] == f"{MIME_TYPE};" and entry["Exec"].endswith(" %f")
    if shutil.which("update-mime-database"):
        # The user's MIME database now knows the type: a file manager opens *.spiderduel with Spider Duel.
        assert (data / "mime" / "application" / "x-spider-duel.xml").is_file()
        assert f"{MIME_TYPE}:*.spiderduel" in (data / "mime" / "globs2").read_text(encoding="utf-8")
    if shutil.which("update-desktop-database"):
        assert MIME_TYPE in (data / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert main(["--uninstall-desktop-entry"]) == 0
    assert not package.exists()
    if shutil.which("update-mime-database"):
        assert not (data / "mime" / "application" / "x-spider-duel.xml").exists()
        assert "spiderduel" not in (data / "mime" / "globs2").read_text(encoding="utf-8")


# --- icons ----------------------------------------------------------------------------------------------------


def test_icon_path_gives_the_svg_and_every_png_at_its_size() -> None:
    svg = desktop.icon_path()
    assert svg.suffix == ".svg" and svg.is_file()
    assert ET.parse(svg).getroot().tag == "{http://www.w3.org/2000/svg}svg"
    for size in SIZES:
        png = desktop.icon_path(size)
        assert png.is_file()
        assert _png_size(png) == (size, size)


def test_icon_path_refuses_a_size_that_is_not_shipped() -> None:
    with pytest.raises(ValueError, match="20px"):
        desktop.icon_path(20)


# --- per-user install -----------------------------------------------------------------------------------------


def _expected(root: Path) -> set[Path]:
    icons = root / "icons" / "hicolor"
    return {
        root / "applications" / DESKTOP_NAME,
        root / "metainfo" / METAINFO_NAME,
        root / "mime" / "packages" / f"{APP_ID}.xml",
        icons / "scalable" / "apps" / f"{APP_ID}.svg",
        *(icons / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in SIZES),
    }


def _files_under(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if not p.is_dir()}


def test_install_writes_exactly_the_entry_icons_and_metainfo_under_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    written = desktop.install_desktop_entry()
    assert len(written) == len(set(written)) == len(SIZES) + 4
    assert set(written) == _expected(data) == _files_under(data)
    for size in SIZES:
        installed = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert installed.read_bytes() == desktop.icon_path(size).read_bytes()
    assert (data / "metainfo" / METAINFO_NAME).read_bytes() == desktop.metainfo_path().read_bytes()
    entry_file = data / "applications" / DESKTOP_NAME
    assert stat.S_IMODE(entry_file.stat().st_mode) == 0o644
    entry = _read_entry(entry_file)
    assert entry["Exec"] == desktop.quote_exec_argument(desktop.launch_command()) + " %f"
    assert entry["Icon"] == APP_ID
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(entry_file)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr

    # Installing again replaces the files and leaves nothing else behind (no temporary files).
    assert desktop.install_desktop_entry() == written
    assert _files_under(data) == _expected(data)

    removed = desktop.uninstall_desktop_entry()
    assert set(removed) == _expected(data)
    assert _files_under(data) == set()
    assert desktop.uninstall_desktop_entry() == []


def test_uninstall_leaves_other_applications_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    other = tmp_path / "applications" / "org.example.Other.desktop"
    other_icon = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "org.example.Other.png"
    for path in (other, other_icon):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
    desktop.install_desktop_entry()
    desktop.uninstall_desktop_entry()
    assert _files_under(tmp_path) == {other, other_icon}


@pytest.mark.parametrize("xdg", [None, "", "relative/share"])
def test_without_a_usable_xdg_data_home_the_default_is_dot_local_share(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, xdg: str | None
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    if xdg is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
    written = desktop.install_desktop_entry()
    assert set(written) == _expected(tmp_path / ".local" / "share")


def test_exec_is_the_running_spider_duel_script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "venv bin" / "spider-duel"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(script)])
    assert desktop.launch_command() == str(script.resolve())
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    desktop.install_desktop_entry()
    entry_file = tmp_path / "data" / "applications" / DESKTOP_NAME
    # A path with a space is quoted; the string-level escaping doubles nothing here.
    assert _read_entry(entry_file)["Exec"] == f'"{script.resolve()}" %f'
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(entry_file)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_exec_falls_back_to_path_then_to_the_bare_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", [str(tmp_path / "python" / "-m")])
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert desktop.launch_command() == "spider-duel"
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "spider-duel").write_text("#!/bin/sh\n")
    (bindir / "spider-duel").chmod(0o755)
    monkeypatch.setenv("PATH", str(bindir))
    assert desktop.launch_command() == str((bindir / "spider-duel").resolve())


@pytest.mark.parametrize(
    ("argument", "quoted"),
    [
        ("/usr/bin/spider-duel", "/usr/bin/spider-duel"),
        ("/opt/My Games/spider-duel", '"/opt/My Games/spider-duel"'),
        ("/home/a$b/spider-duel", '"/home/a\\\\$b/spider-duel"'),
        ("/data/100%/spider-duel", "/data/100%%/spider-duel"),
    ],
)
def test_exec_argument_quoting_follows_the_desktop_entry_spec(argument: str, quoted: str) -> None:
    assert desktop.quote_exec_argument(argument) == quoted


# --- the wheel ------------------------------------------------------------------------------------------------


def test_the_wheel_ships_icons_desktop_files_and_translations(tmp_path: Path) -> None:
    # Build from a copy so the checkout gets no build/ or egg-info from this test.
    src = tmp_path / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")
    for name in ("spider_qt", "resources", "translations"):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, src / name)
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(src)]
    # Without build isolation when the installed setuptools can make wheels (fast, offline); else (no setuptools
    # in the environment, as in Python 3.12's venvs, or one too old) pip fetches the backend pyproject.toml asks for.
    result = subprocess.run([*command, "--no-build-isolation"], capture_output=True, text=True, env=env)
    missing_backend = ("bdist_wheel", "No module named 'setuptools'")
    if result.returncode != 0 and any(text in result.stdout + result.stderr for text in missing_backend):
        result = subprocess.run(command, capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = tmp_path.glob("spider_duel-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {"spider_qt/desktop.py", "spider_qt/resources/icons/spider-duel.svg"}
    expected |= {f"spider_qt/resources/icons/spider-duel-{s}.png" for s in SIZES}
    expected |= {f"spider_qt/resources/desktop/{name}" for name in (DESKTOP_NAME, METAINFO_NAME, MIME_NAME)}
    expected |= {f"spider_qt/translations/{ts.stem}.qm" for ts in (ROOT / "translations").glob("*.ts")}
    assert expected - names == set()
