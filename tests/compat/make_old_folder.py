"""Makes the player data of an older Spider Duel, for the tests of what a newer one makes of it.

Run it with the OLDER build's Python (its own checkout and virtual environment), never this one's::

    git worktree add /tmp/old f035bc4 && python3 -m venv /tmp/old/.venv
    /tmp/old/.venv/bin/pip install -e /tmp/old
    rm -rf OUT && mkdir -p OUT/config OUT/data && printf '[new_game]\\nplayer=Anna\\n' > OUT/config/spider-duel.ini
    spider-duel --data-dir OUT/data --config-dir OUT/config --deal 101 --autoplay 6      # (the older build's)
    spider-duel --data-dir OUT/data --config-dir OUT/config --deal 102 --autoplay 8 --autoplay-finish
    QT_QPA_PLATFORM=offscreen /tmp/old/.venv/bin/python tests/compat/make_old_folder.py OUT

The two command lines leave Anna's game of deal 101 kept aside in ``unfinished/`` (deal 102 asked for on the command
line took the table) and her game of deal 102 recorded. This script then starts that build's app on the same
folders, as ``spider-duel --data-dir OUT/data --config-dir OUT/config`` does, and plays, through its window:

* Anna's won game of deal 1 (a solver's line, ``tests/store/data/won_deals.json``);
* a hot-seat duel of Anna and Ben on deal 201, finished; Ben is then marked a friend;
* a profile made by hand, Dora (Player > Profiles);
* Anna's challenge on deal 202 to Cara, a name no profile had (the challenge made her profile);
* a hot-seat duel of Anna and Ben on deal 203: Anna's turn played, Ben's waiting on his cover when it quits.

It writes what it made, and the figures Player > Statistics showed for each player, to ``OUT/made.json``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Move
from spider_qt.ui import app as app_module
from spider_qt.ui import prompts as prompts_module
from spider_qt.ui.prompts import Prompts

WON_LINE = Path(__file__).parents[1] / "store" / "data" / "won_deals.json"


class YesPrompts(Prompts):
    """Answers yes, and prints what the app said."""

    def ask(self, parent: QWidget | None, title: str, text: str, *, default_yes: bool = False) -> bool:
        print(f"asked: {title}: {text}", file=sys.stderr)
        return True

    def warn(self, parent: QWidget | None, title: str, text: str, *, critical: bool = False) -> None:
        print(f"warned: {title}: {text}", file=sys.stderr)

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        print(f"told: {title}: {text}", file=sys.stderr)


def wait_until(check: object, ms: int = 10_000) -> None:
    timer = QElapsedTimer()
    timer.start()
    while not check():  # type: ignore[operator]
        if timer.elapsed() > ms:
            raise TimeoutError("the app did not get there")
        QTest.qWait(20)


def play_moves(window: object, count: int) -> None:
    controller = window.controller  # type: ignore[attr-defined]
    for _ in range(count):
        game = controller.game
        move = next(m for m in game.legal_moves() if m.kind == "move")
        assert controller.play(move)


def statistics_shown(db: object) -> dict[str, list[list[str]]]:
    """What Player > Statistics shows for each player: per rules and suits, the row of figures."""
    from spider_qt.ui.dialogs.statistics import RULES, SUITS, StatisticsDialog

    shown: dict[str, list[list[str]]] = {}
    for profile in db.profiles.for_picker():  # type: ignore[attr-defined]
        dialog = StatisticsDialog(db, profile.id)
        table = dialog.table
        shown[profile.name] = [
            # The figures only: since #48 the duel rows' Won reads "2 cleared" (a duel is won on points).
            [
                rules,
                str(suits),
                *(table.cell_text(rules, suits, c).removesuffix(" cleared") for c in range(table.COLUMNS)),
            ]
            for rules in RULES
            for suits in SUITS
        ]
        dialog.deleteLater()
    return shown


def one_row_a_line(made: dict[str, object]) -> str:
    """``made`` as JSON, each row of figures on a line of its own."""
    text = json.dumps(made, default=list, ensure_ascii=False, indent=1)
    return re.sub(r"\[\n\s+([^][{}]*?)\n\s+\]", lambda m: "[" + re.sub(r",\n\s+", ", ", m[1]) + "]", text) + "\n"


def main(out: Path) -> None:
    app = app_module._application()
    args = app_module.build_parser().parse_args(
        ["--data-dir", str(out / "data"), "--config-dir", str(out / "config"), "--lang", "en"]
    )
    prompts_module.Prompts = YesPrompts  # type: ignore[misc]
    settings, switcher = app_module._settings_and_language(args)
    settings.set("animation_speed", 0.0)
    instance = app_module._claim_data_folder(args)
    assert not isinstance(instance, int)
    startup = app_module._Startup(app, args, settings, switcher, instance)
    startup.show_window()
    w = startup.window
    wait_until(lambda: getattr(w, "_saver", None) is not None and w.controller.game is not None)
    QTest.qWait(200)
    c = w.controller

    line = json.loads(WON_LINE.read_text("utf-8"))["classic"]
    w.start_game(NewGameOptions(rules="classic", suits=line["suits"], seed=line["seed"], player="Anna"))
    for text in line["history"]:
        assert c.play(Move.from_text(text)) if text != "deal" else c.deal()
    assert c.game.won

    w.duels.seed_source = lambda: 201
    w.start_game(NewGameOptions(rules="duel", suits=1, seed=201, opponent="human", player="Anna", opponent_name="Ben"))
    play_moves(w, 3)
    assert c.finish()
    wait_until(lambda: w.cover.isVisible())
    w.cover.start_button.click()
    play_moves(w, 1)
    assert c.finish()
    wait_until(lambda: w.duel_result is not None)
    w.duel_result.close()
    QTest.qWait(100)

    db = w._saver.db
    ben = db.profiles.find("Ben")
    db.profiles.set_friend(ben.id, True)
    db.profiles.create("Dora")

    w.duels.seed_source = lambda: 202
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=202, opponent="challenge", player="Anna", opponent_name="Cara")
    )
    play_moves(w, 2)
    assert c.finish()
    wait_until(lambda: w.duel is None)
    QTest.qWait(100)

    w.duels.seed_source = lambda: 203
    w.start_game(NewGameOptions(rules="duel", suits=1, seed=203, opponent="human", player="Anna", opponent_name="Ben"))
    play_moves(w, 2)
    assert c.finish()
    wait_until(lambda: w.cover.isVisible())
    QTest.qWait(100)
    duel_id = w.duel.duel_id()

    made = {
        "statistics": statistics_shown(db),
        "schema_version": db.schema_version,
        "profiles": [(p.id, p.name, p.friend) for p in db.profiles.for_picker(include_computers=True)],
        "games": db.query("SELECT id, profile_id, rules, suits, seed, score, won, duel_id FROM games ORDER BY id"),
        "duels": db.query("SELECT id, seed, status, a_profile, b_profile, invited, winner FROM duels ORDER BY id"),
        "duel_in_progress": duel_id,
        "ben_on_cover": w.cover.isVisible(),
    }
    (out / "made.json").write_text(one_row_a_line(made), "utf-8")
    w.close()
    QTimer.singleShot(0, QCoreApplication.quit)
    app.exec()


if __name__ == "__main__":
    QApplication.setApplicationName("spider-duel")
    main(Path(sys.argv[1]).resolve())
