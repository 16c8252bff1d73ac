"""Where remote duel messages come in: every channel hands its bytes to ``DuelInbox.message_arrived``.

The channels: a file opened (``spider-duel FILE``, a double-click through the desktop's MIME type, the second
start's handoff, Game → Open), a file or text dropped on the window, the text form pasted from the clipboard
("Paste duel message", Ctrl+Shift+V), and the duels folder a sync tool keeps in step. Each message is read
(``read_message``) before it is passed on: what is not a message is explained to the player in their language,
naming what is wrong, and goes no further. What is passed on is checked further by the remote duels themselves.

``message_arrived(bytes, str)``: the exact bytes of a file (or the pasted text, UTF-8) and the channel, one of
``"file"``, ``"drop"``, ``"paste"``, ``"folder"``. ``pending_count`` is how many arrivals, by any channel, changed
what Challenges… lists (a new challenge, a duel closed) since the player last looked there (the entry shows the
count); ``changed`` says it changed. The remote duels tell what each arrival was (``count_arrival``).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QDragMoveEvent, QDropEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from spider_qt.store.atomic import read_at_most
from spider_qt.ui.texts import duel_inbox as texts

# The messages' reader (and its cryptography) loads with the first message, not on the way to the first frame.
if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData

    from spider_qt.duel.remote import Message
    from spider_qt.ui.duel.folder_watch import FolderWatch
    from spider_qt.ui.prompts import Prompts
    from spider_qt.ui.settings import Settings

ORIGINS = ("file", "drop", "paste", "folder")
# What the remote duels made of a message that Challenges… then lists anew: these are counted on its entry.
COUNTED = ("challenge", "closed")
KNOWN_KEPT = 2000  # the newest digests of the folder's messages kept in the settings
MARKER = "-----BEGIN SPIDER DUEL MESSAGE-----"


class DuelInbox(QObject):
    """The source side of remote duels on ``window``: its channels, and the duels folder if one is set."""

    message_arrived = Signal(bytes, str)
    changed = Signal()

    def __init__(self, window: QMainWindow, settings: Settings, prompts: Prompts) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.prompts = prompts
        self.pending_count = 0
        self._counting = False  # while a new message is handed on (not one met before, nor one the list reopens)
        self._held = False  # the app attaches the data folder later: the duels folder waits for it
        self.watch: FolderWatch | None = None
        self._known = list(settings.get("remote/known_digests"))
        self.act_paste = QAction(window)
        self.act_paste.setObjectName("paste_duel_message")
        self.act_paste.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.act_paste.triggered.connect(lambda _checked=False: self.paste())
        window.addAction(self.act_paste)
        self.act_folder = QAction(window)
        self.act_folder.setObjectName("duels_folder")
        self.act_folder.triggered.connect(lambda _checked=False: self.choose_folder())
        window.addAction(self.act_folder)
        self.retranslate()
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    # ------------------------------------------------------------------ the channels

    def open_file(self, path: str | os.PathLike[str], origin: str = "file") -> bool:
        """Read the file at ``path`` and pass its message on; a file that is no message is explained."""
        file = Path(path)
        data, problem, detail = _read_file(file)
        if data is None:
            self._refuse(texts.refused_file_text(file.name, problem, detail))
            return False
        return self._deliver(data, origin, file.name)

    def receive_text(self, text: str, origin: str = "paste") -> bool:
        """Pass on a message in the text form (or its JSON) given as text; what is no message is explained."""
        data = text.encode("utf-8", "surrogatepass")
        if not text.strip():
            self._refuse(texts.refused_paste_text(texts.EMPTY_CLIPBOARD))
            return False
        return self._deliver(data, origin, "")

    def paste(self) -> bool:
        """Paste duel message: the clipboard's text form, or a message file copied in a file manager."""
        mime = QGuiApplication.clipboard().mimeData()
        files = _local_files(mime) if mime is not None else []
        if files:
            return all([self.open_file(f, "paste") for f in files])
        text = mime.text() if mime is not None and mime.hasText() else ""
        return self.receive_text(text, "paste")

    def drop(self, files: list[str], text: str) -> bool:
        """A drop on the window: the files dropped, or the text."""
        if files:
            return all([self.open_file(f, "drop") for f in files])
        return self.receive_text(text, "drop")

    def _deliver(self, data: bytes, origin: str, name: str) -> bool:
        from spider_qt.duel.remote import Refused, read_message

        try:
            message = read_message(data)
        except Refused as exc:
            if name:
                self._refuse(texts.refused_file_text(name, exc.code))
            else:
                self._refuse(texts.refused_paste_text(exc.code))
            return False
        self._hand_on(data, origin, counted=message.digest not in self._known)
        self._remember(message)
        return True

    def _hand_on(self, data: bytes, origin: str, *, counted: bool) -> None:
        """Emit ``message_arrived``; what the remote duels make of it is counted if ``counted`` (news)."""
        self._counting = counted
        try:
            self.message_arrived.emit(data, origin)
        finally:
            self._counting = False

    def _refuse(self, text: str) -> None:
        self.prompts.warn(self.window, texts.refused_title(), text)

    # ------------------------------------------------------------------ drops

    def watch_drops_on(self, widget: QWidget) -> None:
        """Take drops on ``widget`` too (the table's viewport, which would hand them to the scene)."""
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDragMoveEvent):
            if _may_hold_message(event.mimeData()):
                event.acceptProposedAction()
                return True
            return False
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            mime = event.mimeData()
            if not _may_hold_message(mime):
                return False
            event.acceptProposedAction()
            # Read once the drop is over: a box about a bad file would otherwise hold the program it came from.
            files, text = _local_files(mime), mime.text()
            QTimer.singleShot(0, self, lambda: self.drop(files, text))
            return True
        if watched is self.window and kind == QEvent.Type.LanguageChange:
            self.retranslate()
        if watched is self.window and kind == QEvent.Type.WindowActivate and self.watch is not None:
            self.watch.scan_now()
        return False

    # ------------------------------------------------------------------ the duels folder

    def folder(self) -> str:
        """The duels folder set, or ""."""
        return str(self.settings.get("remote/duels_folder"))

    def set_folder(self, path: str) -> None:
        """Use ``path`` as the duels folder ("" for none) from now on, and scan it now."""
        self.settings.set("remote/duels_folder", path)
        self.start_watching()

    def start_watching(self) -> None:
        """Watch the duels folder of the settings (none when unset) and scan it now."""
        if self.watch is not None:
            self.watch.stop()
            self.watch.deleteLater()
            self.watch = None
        path = self.folder()
        if not path:
            return
        from spider_qt.ui.duel.folder_watch import FolderWatch

        self.watch = FolderWatch(Path(path), self)
        self.watch.found.connect(self._on_watch_found)
        self.watch.refused.connect(self._on_watch_refused)
        self.watch.scan_now()

    def start_unless_watching(self) -> None:
        """Start watching the duels folder of the settings, unless a folder is watched already or the app holds it
        until its data folder is attached."""
        if self.watch is None and not self._held:
            self.start_watching()

    def hold_until_attached(self) -> None:
        """The app attaches the data folder (``--data-dir``) later: no message goes to the remote duels before, or
        they would judge and keep it in the default data folder. ``attached`` starts the watch."""
        self._held = True

    def attached(self) -> None:
        """The data folder is attached: watch the duels folder from now on."""
        self._held = False
        self.start_unless_watching()

    def write_to_folder(self, message: Message, subfolder: str) -> Path | None:
        """Put one of our own messages into ``subfolder`` of the duels folder (atomically, once); its path, or
        None when no folder is set. Known at once, it is never counted as arrived.

        Raises:
            FileExistsError: another file has its name there (it is left as it is).
            WriteFailed: the file could not be written.
        """
        self._remember(message)  # also when not watched yet: at the next start it is ours, not an arrival
        if self.watch is None:
            return None
        return self.watch.folder(subfolder).write(message)

    def mark_seen(self) -> None:
        """The player has looked (Challenges… opened): no count any more."""
        if self.pending_count:
            self.pending_count = 0
            self.changed.emit()

    def _on_watch_found(self, data: bytes, path: str) -> None:
        from spider_qt.duel.remote import Refused, read_message

        try:
            message = read_message(data)
        except Refused:
            return
        if message.digest in self._known:
            return  # brought before (an earlier start), or our own: the remote duels have it
        before = self.pending_count
        self._hand_on(data, "folder", counted=True)
        self._remember(message)
        show = getattr(self.window, "show_message", None)
        if show is not None and self.pending_count > before:
            # Else the remote duels said in the status bar what it was (not for us, known, refused…): that stays.
            show(texts.arrived_text(self.pending_count, Path(path).name), 10_000)

    def count_arrival(self, status: str) -> None:
        """The remote duels made ``status`` (a ``remote_flow`` status) of a message from any channel: count it on
        the Challenges entry when Challenges… lists it anew (not when it came before, nor when the list opened it)."""
        if status in COUNTED and self._counting:
            self.pending_count += 1
            self.changed.emit()

    def _on_watch_refused(self, path: str, code: str) -> None:
        show = getattr(self.window, "show_message", None)
        if show is not None:
            show(texts.folder_refused_text(Path(path).name, code), 10_000)

    def _remember(self, message: Message) -> None:
        if message.digest in self._known:
            return
        self._known.append(message.digest)
        del self._known[:-KNOWN_KEPT]
        self.settings.set("remote/known_digests", list(self._known))

    def choose_folder(self) -> None:
        """Duels folder…: the small dialog that sets (or clears) it."""
        from spider_qt.ui.duel.folder_dialog import DuelsFolderDialog

        dialog = DuelsFolderDialog(self.folder(), self.prompts, self.window)
        if dialog.exec() == DuelsFolderDialog.DialogCode.Accepted:
            self.set_folder(dialog.chosen())
        dialog.deleteLater()

    # ------------------------------------------------------------------ menus

    def add_to(self, menu: QMenu, after: QAction) -> None:
        """Put Paste duel message and Duels folder… into ``menu`` after ``after``."""
        actions = menu.actions()
        index = actions.index(after) + 1 if after in actions else len(actions)
        before = actions[index] if index < len(actions) else None
        for action in (self.act_paste, self.act_folder):
            if before is None:
                menu.addAction(action)
            else:
                menu.insertAction(before, action)

    def show_count_on(self, action: QAction) -> None:
        """Show ``pending_count`` after ``action``'s name (the Challenges entry), whatever names it later; opening
        it marks the messages seen."""
        base = [action.text()]  # its name without the count
        shown = [action.text()]  # what was last set here

        def refresh() -> None:
            if action.text() != shown[0]:
                base[0] = action.text()  # named anew (another language)
            shown[0] = base[0] + texts.challenges_count_suffix(self.pending_count) if self.pending_count else base[0]
            if action.text() != shown[0]:
                action.setText(shown[0])

        action.changed.connect(refresh)
        self.changed.connect(refresh)
        action.triggered.connect(lambda _checked=False: self.mark_seen())
        refresh()

    def retranslate(self) -> None:
        self.act_paste.setText(texts.paste_action_text())
        self.act_folder.setText(texts.folder_action_text())


def attach_inbox(window: QMainWindow, settings: Settings, prompts: Prompts) -> DuelInbox:
    """Give the built ``window`` its duel inbox: the channels, the menu entries after Challenges…, the count of what
    its remote duels (``window.remote_duels``, if made before) made of the arrivals."""
    inbox = DuelInbox(window, settings, prompts)
    remote = getattr(window, "remote_duels", None)
    if remote is not None:
        remote.arrived.connect(inbox.count_arrival)
    view = getattr(window, "view", None)
    if isinstance(view, QWidget) and hasattr(view, "viewport"):
        inbox.watch_drops_on(view.viewport())
    menu = getattr(window, "game_menu", None)
    challenges = getattr(window, "act_challenges", None)
    if isinstance(menu, QMenu) and isinstance(challenges, QAction):
        inbox.add_to(menu, challenges)
        inbox.show_count_on(challenges)
    # From the event loop: whatever connects to ``message_arrived`` while the window is built hears the first scan.
    QTimer.singleShot(0, inbox, inbox.start_unless_watching)
    return inbox


def _read_file(file: Path) -> tuple[bytes | None, str, str]:
    """The file's bytes (at most one more than a message may have), or None with the problem and the system's
    words for it."""
    from spider_qt.duel.remote import MAX_BYTES

    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(file, flags)
    except FileNotFoundError:
        return None, texts.MISSING, ""
    except IsADirectoryError:
        return None, texts.NOT_A_FILE, ""
    except OSError as exc:
        return None, texts.UNREADABLE, exc.strerror or str(exc)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None, texts.NOT_A_FILE, ""
        return read_at_most(fd, MAX_BYTES), "", ""
    except OSError as exc:
        return None, texts.UNREADABLE, exc.strerror or str(exc)
    finally:
        os.close(fd)


def _local_files(mime: QMimeData) -> list[str]:
    if not mime.hasUrls():
        return []
    urls: list[QUrl] = mime.urls()
    return [url.toLocalFile() for url in urls if url.isLocalFile()]


def _may_hold_message(mime: QMimeData | None) -> bool:
    """Whether a drag carries local files or text that looks like a message (the window then takes the drop)."""
    if mime is None:
        return False
    if _local_files(mime):
        return True
    if mime.hasText():
        text = mime.text()
        return MARKER in text or text.lstrip().startswith("{")
    return False
