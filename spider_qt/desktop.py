"""Desktop integration without Qt: the icon files, the freedesktop.org menu entry and the duel file type.

The desktop entry, AppStream metainfo, the shared-mime-info type of duel messages and icons ship as package
data in ``spider_qt.resources`` (the repository's ``resources/desktop`` and ``resources/icons``);
``packaging/`` holds identical copies of the three text files for distribution packagers.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path

APP_ID = "io.github.spiderduel.SpiderDuel"
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
COMMAND = "spider-duel"

_ICON_STEM = "spider-duel"
_DESKTOP_FILE = f"{APP_ID}.desktop"
_METAINFO_FILE = f"{APP_ID}.metainfo.xml"
_MIME_FILE = f"{APP_ID}.mime.xml"  # installed as mime/packages/<APP_ID>.xml
MIME_TYPE = "application/x-spider-duel"


def _resource(*parts: str) -> Path:
    """Path of a file shipped in ``spider_qt.resources``.

    Raises:
        FileNotFoundError: the file is not in the installed package.
    """
    spec = importlib.util.find_spec("spider_qt.resources")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("spider_qt.resources is not installed")
    # Not importlib.resources: its imports cost start-up time, and the files must be real files anyway.
    path = Path(next(iter(spec.submodule_search_locations))).joinpath(*parts)
    if not path.is_file():
        raise FileNotFoundError(f"{'/'.join(parts)} is missing from spider_qt.resources ({path})")
    return path


def icon_path(size: int | None = None) -> Path:
    """The application icon: the SVG when ``size`` is None, else the PNG of that size.

    Raises:
        ValueError: ``size`` is not one of ICON_SIZES.
        FileNotFoundError: the icon file is not in the installed package.
    """
    if size is None:
        return _resource("icons", f"{_ICON_STEM}.svg")
    if size not in ICON_SIZES:
        raise ValueError(f"no {size}px icon; sizes are {', '.join(map(str, ICON_SIZES))}")
    return _resource("icons", f"{_ICON_STEM}-{size}.png")


def desktop_entry_path() -> Path:
    """The packaged .desktop file (with ``Exec=spider-duel``)."""
    return _resource("desktop", _DESKTOP_FILE)


def metainfo_path() -> Path:
    """The packaged AppStream metainfo file."""
    return _resource("desktop", _METAINFO_FILE)


def mime_info_path() -> Path:
    """The packaged shared-mime-info file of duel messages (``application/x-spider-duel``, ``*.spiderduel``)."""
    return _resource("desktop", _MIME_FILE)


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset, empty or relative (as the XDG spec says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def launch_command() -> str:
    """Absolute path of the running ``spider-duel`` program if it can be found, else ``spider-duel``."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the executable itself
        return str(Path(sys.executable).resolve())
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name.startswith(COMMAND) and argv0.is_file():
        return str(argv0.resolve())
    found = shutil.which(COMMAND)
    if found:
        return str(Path(found).resolve())
    return COMMAND


def quote_exec_argument(argument: str) -> str:
    """Quote one argument for a desktop entry's Exec key (desktop entry spec, "The Exec key")."""
    escaped = argument.replace("%", "%%")
    if not any(ch in escaped for ch in " \t\n\"'\\><~|&;$*?#()`"):
        return escaped
    for ch in ("\\", '"', "`", "$"):
        escaped = escaped.replace(ch, "\\" + ch)
    # The desktop file format then unescapes backslashes once more when reading the string value.
    return '"' + escaped.replace("\\", "\\\\") + '"'


def desktop_entry_text(command: str = COMMAND) -> str:
    """The packaged desktop entry with its Exec key's program set to ``command`` (one program path); the field
    codes after it (``%f``: the file opened with it) stay."""
    lines = desktop_entry_path().read_text(encoding="utf-8").splitlines()
    out = [_exec_line(line, command) if line.startswith("Exec=") else line for line in lines]
    return "\n".join(out) + "\n"


def _exec_line(line: str, command: str) -> str:
    codes = [word for word in line[len("Exec=") :].split(" ")[1:] if word.startswith("%")]
    return " ".join([f"Exec={quote_exec_argument(command)}", *codes])


def _installed_files(root: Path) -> list[Path]:
    """Every path install_desktop_entry writes under the data directory ``root``."""
    paths = [root / "applications" / _DESKTOP_FILE, root / "metainfo" / _METAINFO_FILE]
    paths.append(root / "mime" / "packages" / f"{APP_ID}.xml")
    icons = root / "icons" / "hicolor"
    paths += [icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png" for size in ICON_SIZES]
    paths.append(icons / "scalable" / "apps" / f"{APP_ID}.svg")
    return paths


def _write_atomically(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` through a temporary file, so a reader never sees half a file."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp_name, 0o644)
        os.replace(tmp_name, target)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def install_desktop_entry(root: Path | None = None, command: str | None = None) -> list[Path]:
    """Install the menu entry, icons and metainfo for the current user; returns the paths written.

    ``root`` defaults to data_home() and ``command`` to launch_command().
    """
    base = data_home() if root is None else root
    entry = desktop_entry_text(launch_command() if command is None else command)
    contents: list[bytes] = [entry.encode("utf-8"), metainfo_path().read_bytes(), mime_info_path().read_bytes()]
    contents += [icon_path(size).read_bytes() for size in ICON_SIZES]
    contents.append(icon_path().read_bytes())
    targets = _installed_files(base)
    for target, data in zip(targets, contents, strict=True):
        _write_atomically(target, data)
    return targets


def uninstall_desktop_entry(root: Path | None = None) -> list[Path]:
    """Remove what install_desktop_entry wrote; returns the paths actually removed."""
    base = data_home() if root is None else root
    removed: list[Path] = []
    for target in _installed_files(base):
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        removed.append(target)
    return removed


def refresh_databases(root: Path | None = None) -> list[str]:
    """Rebuild the user's MIME database and the desktop entries' MIME cache under ``root`` (default data_home()),
    so that a double-click on a ``.spiderduel`` file opens Spider Duel; returns the tools that ran.

    Done by ``--install-desktop-entry`` and ``--uninstall-desktop-entry`` after their files. A tool that is not
    installed (shared-mime-info's ``update-mime-database``, desktop-file-utils' ``update-desktop-database``) is
    left out: the desktop then notices the files at its next start of those tools.
    """
    import subprocess  # here, not at the top: the game's start-up reads the icons of this module, never runs these

    base = data_home() if root is None else root
    ran: list[str] = []
    for tool, folder in (("update-mime-database", base / "mime"), ("update-desktop-database", base / "applications")):
        program = shutil.which(tool)
        if program is None or not folder.is_dir():
            continue
        try:
            done = subprocess.run([program, str(folder)], capture_output=True, timeout=60, check=False)
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0:
            ran.append(tool)
    return ran
