"""Application start-up: command line, QApplication, translators, main window."""

from __future__ import annotations

import argparse
import gc
import os
import re
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

# Not ``Qt``: the first use of that namespace makes its hundred-odd enums (some 20-50 ms), which the window's first
# frame does not need; every module that frame loads imports it where it is used, after the frame.
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QSize, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from spider_qt import version
from spider_qt.engine import MAX_SEED, RULESETS
from spider_qt.i18n import LANGUAGES, LanguageSwitcher, system_language
from spider_qt.ui.start_memory import forget_module_sources, release_freed_memory_soon
from spider_qt.ui.texts import command_line as cli
from spider_qt.ui.texts.command_line import CommandLineTexts, TranslatedArgumentParser
from spider_qt.ui.window.shell import MAX_WINDOW_SIDE, MIN_WINDOW_SIZE
from spider_qt.x_display import HEADLESS_PLATFORMS, NATIVE_WINDOWS, chosen_platform, local_x_answers, x11_display

if TYPE_CHECKING:
    from spider_qt.duel.setup import NewGameOptions
    from spider_qt.ui.settings import Settings
    from spider_qt.ui.single_instance import SingleInstance

APP_NAME = "Spider Duel"
ORG_NAME = "SpiderDuel"
DESKTOP_ID = "io.github.spiderduel.SpiderDuel"


# A number on the command line: ASCII digits, a minus sign at most (said to be out of range). Python's int() also
# took " 5", "+5", "1_000" and other scripts' digits, so a typo or a stray quote started some other deal.
_WHOLE_NUMBER = re.compile(r"-?[0-9]+")


def _whole_number(text: str) -> int | None:
    """``text`` as a whole number written in digits alone, or None."""
    if _WHOLE_NUMBER.fullmatch(text) is None:
        return None
    try:
        return int(text)
    except ValueError:  # longer than Python converts (thousands of digits)
        return None


def _seed(text: str, tr: CommandLineTexts) -> int:
    value = _whole_number(text)
    if value is None and _WHOLE_NUMBER.fullmatch(text) is not None:  # digits, more than Python converts
        digits = len(text.lstrip("-"))
        raise argparse.ArgumentTypeError(tr(cli.SEED_TOO_LONG).replace("%1", str(MAX_SEED)).replace("%2", str(digits)))
    if value is None:
        raise argparse.ArgumentTypeError(tr(cli.SEED_NOT_A_NUMBER).replace("%1", repr(text)))
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(
            tr(cli.SEED_OUT_OF_RANGE).replace("%1", str(MAX_SEED)).replace("%2", str(value))
        )
    return value


def _folder(text: str, tr: CommandLineTexts) -> str:
    """A folder given on the command line. An empty one (``--data-dir "$DIR"`` with DIR unset) used the usual
    folders without a word: a script meant to play on spare folders played on the player's own data."""
    if not text.strip():
        raise argparse.ArgumentTypeError(tr(cli.FOLDER_EMPTY))
    place = Path(text).expanduser()
    if place.exists() and not place.is_dir():  # a file there was read as a folder, and reported as a lost game
        raise argparse.ArgumentTypeError(tr(cli.FOLDER_IS_FILE).replace("%1", str(place)))
    return text


def _size(text: str, tr: CommandLineTexts) -> tuple[int, int]:
    """``--size WxH``: from the window's least size (smaller, it was made that size without a word) to
    ``MAX_WINDOW_SIDE`` on each side."""
    parts = [_whole_number(p) for p in text.lower().split("x")]
    w, h = parts if len(parts) == 2 else (None, None)
    if w is None or h is None:
        raise argparse.ArgumentTypeError(tr(cli.SIZE_MALFORMED).replace("%1", repr(text)))
    least_w, least_h = MIN_WINDOW_SIZE
    if not (least_w <= w <= MAX_WINDOW_SIDE and least_h <= h <= MAX_WINDOW_SIDE):
        least, most = _size_bounds()
        raise argparse.ArgumentTypeError(
            tr(cli.SIZE_OUT_OF_RANGE).replace("%1", least).replace("%2", most).replace("%3", f"{w}x{h}")
        )
    return w, h


def _size_bounds() -> tuple[str, str]:
    """The least and the greatest ``--size``, as written on the command line."""
    return f"{MIN_WINDOW_SIZE[0]}x{MIN_WINDOW_SIZE[1]}", f"{MAX_WINDOW_SIDE}x{MAX_WINDOW_SIDE}"


class _VersionAction(argparse.Action):
    """``--version``: reads the version only when asked (it is not free at start-up)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=str(kwargs.get("help", "")))

    def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        print(f"spider-duel {version()}")
        parser.exit()


def display_problem(
    env: Mapping[str, str],
    platform: str,
    x_answers: Callable[[str], bool] = local_x_answers,
    tr: CommandLineTexts = cli.ENGLISH,
) -> str | None:
    """Why no window can be shown here (no X11 or Wayland display to connect to), or None.

    Without this check Qt aborts (exit 134) with advice about missing xcb libraries instead; it does too when
    DISPLAY names a local X server that is not there (a stale DISPLAY), which ``x_answers`` looks at. ``tr``
    gives the words.
    """
    if platform in NATIVE_WINDOWS:
        return None
    chosen = chosen_platform(env)
    if chosen in HEADLESS_PLATFORMS:
        return None
    has_x11 = bool(env.get("DISPLAY"))
    has_wayland = bool(env.get("WAYLAND_DISPLAY"))
    if chosen == "xcb" and not has_x11:
        return tr(cli.NO_X11)
    if chosen.startswith("wayland") and not has_wayland:
        return tr(cli.NO_WAYLAND)
    if not chosen and not has_x11 and not has_wayland:
        return tr(cli.NO_DISPLAY)
    display = x11_display(env, platform)
    if display is not None and not x_answers(display):
        return tr(cli.X11_SILENT).replace("%1", display)
    return None


def build_parser(tr: CommandLineTexts = cli.ENGLISH) -> argparse.ArgumentParser:
    """The command line (errors exit with status 2 and a clear message); ``tr`` gives its words, argparse's too."""
    p = TranslatedArgumentParser(prog="spider-duel", description=tr(cli.DESCRIPTION), add_help=False, tr=tr)
    o = p.add_argument_group(tr(cli.OPTIONS))
    o.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=tr(cli.HELP))
    o.add_argument("--rules", choices=tuple(RULESETS), help=tr(cli.RULES))
    o.add_argument("--suits", type=int, choices=(1, 2, 4), help=tr(cli.SUITS))
    o.add_argument("--deal", type=lambda text: _seed(text, tr), metavar="N", help=tr(cli.DEAL))
    o.add_argument("--lang", choices=tuple(LANGUAGES), help=tr(cli.LANG))
    o.add_argument("--screenshot", metavar="FILE.png", help=tr(cli.SCREENSHOT))
    least, most = _size_bounds()
    size_help = tr(cli.SIZE).replace("%1", least).replace("%2", most)
    o.add_argument("--size", type=lambda text: _size(text, tr), metavar="WxH", help=size_help)
    o.add_argument("--config-dir", type=lambda text: _folder(text, tr), metavar="DIR", help=tr(cli.CONFIG_DIR))
    o.add_argument("--data-dir", type=lambda text: _folder(text, tr), metavar="DIR", help=tr(cli.DATA_DIR))
    o.add_argument("--version", action=_VersionAction, help=tr(cli.VERSION))
    # Both at once installed the entry without a word: argparse now says they do not go together.
    entry = o.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true", help=tr(cli.INSTALL_ENTRY))
    entry.add_argument("--uninstall-desktop-entry", action="store_true", help=tr(cli.UNINSTALL_ENTRY))
    p.add_argument("file", nargs="?", metavar="FILE.spiderduel", help=tr(cli.FILE))
    from spider_qt.ui.driver_args import add_arguments

    add_arguments(p)
    return p


def main(
    argv: list[str] | None = None,
    *,
    collector_held: bool = False,
    x_answers: Callable[[str], bool] = local_x_answers,
) -> int:
    """Start the game; returns the process exit code.

    The start-up steps, in order: the command line; the desktop entry commands (no window); a display to show
    the window on; the application and its settings; the language; the data folder (one Spider Duel per
    folder); then the window, first its cloth alone, the table once that is on screen (``_Startup``).

    ``collector_held``: the launcher (``spider_qt.launcher``) has held Python's cyclic collector for the start; it is
    let go once the table is on screen, or when this returns. ``x_answers``: whether a local X server takes a
    connection (the launcher's was asked before PySide6 was imported: ``spider_qt.x_display.early_x_answers``).
    """
    try:
        return _run(argv, collector_held, x_answers)
    finally:
        if collector_held:
            gc.enable()


def _run(argv: list[str] | None, collector_held: bool, x_answers: Callable[[str], bool]) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--check-duel"]:  # a check of duel messages only: no window, no settings, no data folder
        from spider_qt.duel.remote.cli import check_duel_main

        return check_duel_main(argv[1:])
    tr = CommandLineTexts(cli.language_asked(argv))
    args = build_parser(tr).parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return _desktop_entry_command(install=args.install_desktop_entry)
    if QApplication.instance() is None:
        problem = display_problem(os.environ, sys.platform, x_answers, tr=tr)
        if problem is not None:
            print(f"spider-duel: {problem}", file=sys.stderr)
            return 1
    app = _application()
    settings, switcher = _settings_and_language(args)
    instance = _claim_data_folder(args, tr)
    if isinstance(instance, int):
        return instance
    _Startup(app, args, settings, switcher, instance, collector_held=collector_held).show_window()
    return app.exec()


def _desktop_entry_command(*, install: bool) -> int:
    """``--install-desktop-entry`` or ``--uninstall-desktop-entry``: the files written or removed are printed."""
    from spider_qt import desktop

    paths = desktop.install_desktop_entry() if install else desktop.uninstall_desktop_entry()
    for path in paths:
        print(path)
    desktop.refresh_databases()  # the duel file type (a double-click opens it here), or its removal
    return 0


def _application() -> QApplication:
    """The application (the one there is, in tests), with the names its settings and desktop entry go by."""
    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication(["spider-duel"])
    assert isinstance(app, QApplication)
    app.setDesktopFileName(DESKTOP_ID)
    return app


def _settings_and_language(args: argparse.Namespace) -> tuple[Settings, LanguageSwitcher]:
    """The settings (``--config-dir`` or the platform's place) and the language switched to.

    ``--lang`` is remembered as the player's choice, except by a screenshot or ``--print-state`` run, which
    changes no setting.
    """
    from spider_qt.ui.settings import Settings

    if args.config_dir:
        qsettings = QSettings(str(Path(args.config_dir) / "spider-duel.ini"), QSettings.Format.IniFormat)
    else:
        qsettings = QSettings()
    settings = Settings(qsettings)
    switcher = LanguageSwitcher()
    switcher.switch(args.lang or settings.get("language") or system_language())
    if args.lang and not args.screenshot and not getattr(args, "print_state", False):
        settings.set("language", switcher.language)
    return settings, switcher


class _Startup:
    """Shows the window at once, builds the table once that frame is on screen, then deals the first game.

    ``SPIDER_DUEL_REPORT_FIRST_FRAME`` (benchmarks): "1" prints when the window and then the table are first
    painted and quits; "stay" prints the same and goes on.
    """

    def __init__(
        self,
        app: QApplication,
        args: argparse.Namespace,
        settings: Settings,
        switcher: LanguageSwitcher,
        instance: SingleInstance | None,
        *,
        collector_held: bool = False,
    ) -> None:
        from spider_qt.ui.main_window import MainWindow
        from spider_qt.ui.prompts import Prompts

        self.app = app
        self.args = args
        self.settings = settings
        self.instance = instance
        self.collector_held = collector_held
        self.prompts = Prompts()  # every message box and file chooser goes through it (tests answer a fake)
        self.report_frames = os.environ.get("SPIDER_DUEL_REPORT_FIRST_FRAME", "")
        # The window first (its cloth), the table and everything around it once that frame is on screen.
        self.window = MainWindow(settings, switcher, prompts=self.prompts, staged=True)

    def show_window(self) -> None:
        window = self.window
        if self.instance is not None:
            instance = self.instance
            instance.activation_requested.connect(lambda: _bring_to_front(window))
            instance.file_requested.connect(lambda path: window.inbox.open_file(path, "file"))
            self.app.aboutToQuit.connect(instance.release)
        if self.args.size:
            window.resize(*self.args.size)
        elif self.args.screenshot:
            window.resize(1280, 800)
        window.show()
        shell = window.centralWidget()
        assert shell is not None
        _after_first_paint(shell, self.build_table)
        if self.report_frames:
            _report_frame(shell, "window-frame", quit_after=False)

    def build_table(self) -> None:
        self.window.build(later_parts=False)  # the rest once the table is on screen (``deal_first_game``)
        if self.instance is not None:
            # Second starts are answered once the table is painted (the network module this loads is not needed for
            # that frame), or soon after this when it is not (a window started minimised); until then they retry.
            _after_first_paint(self.window.view.viewport(), self.listen, LISTEN_UNPAINTED_MS)
        # Deal once the empty table has been painted: the table is there at once and the cards fly in.
        _after_first_paint(self.window.view.viewport(), self.deal_first_game)
        if self.report_frames:
            # Hooked last, so Qt asks it first: it reports the table's first frame before the deal starts.
            _report_frame(self.window.view.viewport(), "first-frame", quit_after=self.report_frames == "1")

    def later_parts(self) -> None:
        """The parts of the window the table's first frame did not show, made once, before anything can use them:
        by the first of the deal and the second-start listener to come (a window never painted listens first)."""
        if not self.window.later_parts_built:
            self.window.build_later_parts()
            self.window.inbox.hold_until_attached()  # the duels folder's messages wait for the data folder's records

    def listen(self) -> None:
        self.later_parts()  # a second start may hand over a duel message: the inbox takes it
        if self.instance is not None:
            self.instance.listen()

    def deal_first_game(self) -> None:
        if self.collector_held:
            gc.enable()  # the table is on screen: the launcher held the collector until now
        # The task bar's icon, once the table is on screen: the window manager takes it when it comes, and on X11
        # each size is sent to it before the next frame (some 5 ms on the way to the table's first frame).
        _set_icon(self.app)
        self.later_parts()
        # The help (F1) and its window's module are not needed for the first frame either.
        from spider_qt.ui.help_attach import attach_help
        from spider_qt.ui.persistence import persistence

        window, args = self.window, self.args
        forget_module_sources()  # of the modules the table needed
        attach_help(window)
        window.scene.animations_finished.connect(release_freed_memory_soon)
        first_start = not self.settings.get("new_game/player")  # _first_game_options names the player
        options = _first_game_options(args, self.settings)
        if args.screenshot:
            # A screenshot run leaves the player's autosave, statistics and settings alone: its menus (the Player
            # menu too) come from an empty data folder of its own.
            persistence.attach_for_screenshot(window)
            window.start_game(options)
            _arm_screenshot(window, Path(args.screenshot))
            return
        persist = persistence.attach(window, args, self.prompts)
        unwritable = self.settings.write_problem()
        if unwritable is not None:
            # Said once, at the start: otherwise every choice would be lost at Quit without a word. (Through the
            # prompts the data uses: the test driver's print it, a box would stop its run.)
            persist.prompts.warn(
                window,
                QCoreApplication.translate("Saving", "Settings not saved"),
                QCoreApplication.translate(
                    "Saving",
                    "Spider Duel cannot write its settings to %1. Your choices (the language, the cards, the last "
                    "new game) last only until you quit.",
                ).replace("%1", unwritable),
            )
        explicit = args.rules is not None or args.suits is not None or args.deal is not None
        # An unfinished game alone of the very deal asked for resumes: dealt again, it would count as it stands at once.
        keeper = persist.keeper
        same_deal = explicit and keeper.pending_is_deal(options.rules, options.suits, options.seed, options.player)
        if same_deal or (explicit and not persist.keep_unfinished_aside()):
            explicit = False  # the unfinished game is of this very deal, or could not be kept in a file: it continues
        if explicit or not keeper.resume():
            window.start_game(_autoplay_duel_options(args, options))
            if first_start and not explicit:
                # The first start deals a game at once, as the classic does; a card on it says how else to play.
                from spider_qt.ui.window.welcome_card import show_welcome

                show_welcome(window)
        elif same_deal:
            window.show_message(
                QCoreApplication.translate(
                    "Saving", "Your unfinished game of deal %1 continues where you left it."
                ).replace("%1", str(options.seed))
            )
        window.inbox.attached()  # the duels folder is watched now, its messages kept in this data folder
        driven = getattr(args, "print_state", False) or getattr(args, "autoplay", 0)  # the test driver: no boxes
        if getattr(args, "file", None) and not driven:  # a duel message to open (``spider-duel FILE``, a double-click)
            window.inbox.open_file(args.file, "file")
        if getattr(args, "remote_out", None):
            from spider_qt.ui.duel.remote_driver import start_remote_driver

            start_remote_driver(window, args)


def _autoplay_duel_options(args: argparse.Namespace, options: NewGameOptions) -> NewGameOptions:
    """The test driver's ``--autoplay-duel``: a one-suit duel of five minutes (against the computer's beginner)."""
    kind = getattr(args, "autoplay_duel", None)
    if not kind:
        return options
    import dataclasses

    from spider_qt.duel.kinds import Kind

    return dataclasses.replace(
        options, rules="duel", suits=1, opponent=Kind(kind), level="beginner", time_limit=5, opponent_name="Bob"
    )


def _first_game_options(args: argparse.Namespace, settings: Settings) -> NewGameOptions:
    """The game the command line asks for, with the last new game's choices for the rest."""
    from spider_qt.duel.setup import NewGameOptions, random_seed

    if not args.screenshot and not getattr(args, "print_state", False) and not settings.get("new_game/player"):
        # One name for the default profile everywhere: the table, Statistics and Profiles show the same.
        from spider_qt.store.profiles import default_player_name

        settings.set("new_game/player", default_player_name())
    return NewGameOptions(
        rules=args.rules or settings.get("new_game/rules"),
        suits=args.suits or settings.get("new_game/suits"),
        seed=args.deal if args.deal is not None else random_seed(),
        time_limit=settings.get("new_game/time_limit"),
        player=settings.get("new_game/player"),
    )


def _claim_data_folder(args: argparse.Namespace, tr: CommandLineTexts = cli.ENGLISH) -> SingleInstance | int | None:
    """Own the data folder, or bring the Spider Duel that owns it to the front: an exit code then.

    A screenshot or ``--print-state`` run only reads, so it never claims the folder.
    """
    if args.screenshot or getattr(args, "print_state", False):
        return None
    # These two modules alone, not the store (its database, records and saves), which the window needs later.
    from spider_qt.store.atomic import remove_leftover_temp_files
    from spider_qt.store.folders import KEPT_FOLDER, PENDING_FOLDER
    from spider_qt.ui import paths
    from spider_qt.ui.single_instance import Claim, SingleInstance, elsewhere_text

    folder = paths.data_dir(args.data_dir)
    instance = SingleInstance(folder)
    file = os.path.abspath(args.file) if getattr(args, "file", None) else None  # the owner opens it then
    claim = instance.claim(listen=False, file=file)  # it listens for a second start once the table is on screen
    if claim is Claim.OWNER:
        # Nothing else writes here now: a write killed last time (a crash, a power cut) left its temporary file.
        for where in (folder, folder / KEPT_FOLDER, folder / PENDING_FOLDER):
            remove_leftover_temp_files(where)
    if claim is Claim.FORWARDED:
        print(f"spider-duel: {tr(cli.ALREADY_OPEN)}", file=sys.stderr)
        return 0
    if claim is Claim.ELSEWHERE:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(None, QCoreApplication.translate("Startup", "Spider Duel"), elsewhere_text(instance))
        return 1
    return instance


def _bring_to_front(window: QWidget) -> None:
    """Show the window on top after a second start (the desktop may only flash it in the task bar)."""
    from PySide6.QtCore import Qt

    if window.isMinimized():
        # Only the minimised state goes: showNormal() would un-maximise a window the player had maximised.
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    show = getattr(window, "show_message", None)
    if show is not None:
        show(QCoreApplication.translate("Startup", "Spider Duel was started again: your game is here."))


# A window that is not painted this soon (started minimized, or on another workspace) is built and dealt all the
# same: the table and the second-start listener must not wait until the player looks.
NO_PAINT_MS = 1500
# When a window whose table is not painted answers second starts (they retry for ``single_instance._STARTING_S``).
LISTEN_UNPAINTED_MS = 300


class _FirstPaint(QObject):
    """Calls ``then`` once, from the event loop: after the widget's first paint, or after ``fallback_ms``
    when no paint has come by then."""

    def __init__(self, parent: QObject, then: Callable[[], None], fallback_ms: int) -> None:
        super().__init__(parent)
        self._then: Callable[[], None] | None = then
        QTimer.singleShot(fallback_ms, self, self._run)

    def _run(self) -> None:
        if self._then is not None:
            then, self._then = self._then, None
            then()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None:
            QTimer.singleShot(0, self, self._run)
        return False


def _after_first_paint(widget: QWidget, then: Callable[[], None], fallback_ms: int = NO_PAINT_MS) -> None:
    widget.installEventFilter(_FirstPaint(widget, then, fallback_ms))


class _FrameProbe(QObject):
    """For benchmarks/ui_speed.py: print when ``widget`` is first painted, and the memory in use (then quit)."""

    def __init__(self, widget: QWidget, label: str, quit_after: bool) -> None:
        super().__init__(widget)
        self._label = label
        self._quit = quit_after
        self._seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._seen:
            self._seen = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        memory = {"VmRSS:": 0, "VmHWM:": 0}  # resident now, and at its peak so far
        try:
            with open("/proc/self/status", encoding="ascii") as status:
                for line in status:
                    if line[:6] in memory:
                        memory[line[:6]] = int(line.split()[1])
        except OSError:
            pass
        print(f"{self._label} {time.time():.6f} rss-kib {memory['VmRSS:']} hwm-kib {memory['VmHWM:']}", flush=True)
        if self._quit:
            QCoreApplication.exit(0)


def _report_frame(widget: QWidget, label: str, *, quit_after: bool) -> None:
    widget.installEventFilter(_FrameProbe(widget, label, quit_after))


def _set_icon(app: QApplication) -> None:
    # The PNG sizes, not the SVG: an SVG window icon loads Qt's SVG icon engine (QtSvg) just to
    # rasterise it for the window manager before the window is mapped (~5 MiB and time on the way
    # to the first frame); QIcon reads each PNG only when a size is asked for.
    try:
        from spider_qt import desktop
    except ImportError:
        return
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        try:
            path = desktop.icon_path(size)
        except (OSError, LookupError, ValueError):
            continue
        icon.addFile(str(path), QSize(size, size))
    if not icon.isNull():
        app.setWindowIcon(icon)


def _arm_screenshot(window: object, path: Path) -> None:
    """Save a PNG of ``window`` once the deal animation has finished, then quit."""
    from spider_qt.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    done = False

    def shoot() -> None:
        nonlocal done
        if done:
            return
        done = True
        QApplication.processEvents()
        image = window.grab()
        ok = image.save(str(path), "PNG")
        if not ok:
            # In the language of the run: the window's translator, which holds the command line's words too.
            text = QCoreApplication.translate(cli.CONTEXT, cli.SCREENSHOT_UNWRITABLE).replace("%1", str(path))
            print(f"spider-duel: {text}", file=sys.stderr)
        QCoreApplication.exit(0 if ok else 1)

    def later() -> None:
        QTimer.singleShot(50, shoot)

    window.scene.animations_finished.connect(later)
    if not window.scene.is_animating():
        QTimer.singleShot(100, shoot)
    QTimer.singleShot(15000, shoot)  # never hang: shoot whatever is there after 15 s
