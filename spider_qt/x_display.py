"""Whether the X server the game would show its window on takes a connection: asked without Qt.

Qt aborts (exit 134, with advice about missing xcb libraries) when ``DISPLAY`` names a local X server that is not
there, so the start asks first (``spider_qt.ui.app.display_problem``). The launcher asks before PySide6 is imported
(``early_x_answers``): an X server whose last client leaves resets itself, and a client that connects meanwhile waits
for the reset (some 16 ms on Xvfb). Where the game is the server's only client (``xvfb-run``, a kiosk session), the
question's own connection was that last client, and Qt's connection right after it waited; PySide6's import is
longer than the reset.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

# Qt platforms that need no display server (benchmarks, tests, screenshots, kiosks).
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")
# Systems whose Qt shows windows without X11 or Wayland.
NATIVE_WINDOWS = ("win32", "darwin", "cygwin")


def chosen_platform(env: Mapping[str, str]) -> str:
    """The Qt platform ``QT_QPA_PLATFORM`` asks for (its first choice, lower case), or "" when none is asked."""
    return env.get("QT_QPA_PLATFORM", "").split(":", 1)[0].split(";", 1)[0].strip().lower()


def x11_display(env: Mapping[str, str], platform: str) -> str | None:
    """The ``DISPLAY`` Qt would connect to here, or None when it would not use X11 (another system, a headless or
    Wayland platform, no ``DISPLAY``)."""
    if platform in NATIVE_WINDOWS:
        return None
    chosen = chosen_platform(env)
    display = env.get("DISPLAY", "")
    if chosen in HEADLESS_PLATFORMS or not display:
        return None
    if chosen == "xcb" or (not chosen and not env.get("WAYLAND_DISPLAY")):
        return display
    return None


def local_x_answers(display: str) -> bool:
    """Whether the X server of a local ``DISPLAY`` (":0", ":1.0", "unix:2") takes a connection; a display on
    another host (over SSH, "localhost:10.0") is taken on trust."""
    host, _, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if host not in ("", "unix") or not number.isdigit():
        return True
    # The C module under ``socket``: that one makes its enums of every address family and socket type first, some
    # 2 ms before the window that nothing else needs by then.
    import _socket

    path = f"/tmp/.X11-unix/X{number}"
    for address in (path, "\0" + path):  # the file, then Linux's abstract name of the same socket
        probe = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        try:
            probe.settimeout(1.0)
            probe.connect(address)
        except OSError:
            continue
        finally:
            probe.close()
        return True
    return False


def early_x_answers(env: Mapping[str, str], platform: str) -> Callable[[str], bool]:
    """``local_x_answers``, with the display Qt would use here asked now and its answer kept for the start's check.

    Any other display is asked when the check comes. Nothing is asked when Qt would not use X11.
    """
    display = x11_display(env, platform)
    if display is None:
        return local_x_answers
    answer = local_x_answers(display)

    def answers(asked: str) -> bool:
        return answer if asked == display else local_x_answers(asked)

    return answers
