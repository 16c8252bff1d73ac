"""The "How to play" window: both rule sets and their scoring, in the UI language."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from spider_qt.duel.model import COMPUTER_SECONDS_PER_ACTION
from spider_qt.i18n import retranslate_later
from spider_qt.ui.art.contrast import readable_on
from spider_qt.ui.texts.domains import translate

HELP_STYLE = """
h1 { color: {heading}; }
h2 { color: {heading}; margin-top: 14px; }
td.key { font-weight: 600; padding-right: 12px; }
"""

# The headings' green on a light page, and on a dark one (a desktop's dark palette).
HEADING_ON_LIGHT = QColor("#1d5a3a")
HEADING_ON_DARK = QColor("#8fd1a8")


def help_style(palette: QPalette) -> str:
    """The text's style sheet, its headings in the green that reads on ``palette``'s page colour."""
    heading = readable_on(palette.color(QPalette.ColorRole.Base), HEADING_ON_LIGHT, HEADING_ON_DARK)
    return HELP_STYLE.replace("{heading}", heading.name())


class HelpWindow(QDialog):
    """A non-modal window with the rules; it follows a language switch while open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_window")
        self.setModal(False)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("help_text")
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(help_style(self.palette()))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(720, 600)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "How to play"))
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        self.browser.setHtml(self.html())
        bar.setValue(position)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        elif event.type() == QEvent.Type.PaletteChange:  # the desktop turned light or dark while it is open
            self.browser.document().setDefaultStyleSheet(help_style(self.palette()))
            self.retranslate()
        super().changeEvent(event)

    def html(self) -> str:
        """The whole text, one translatable section at a time."""
        sections = [
            translate(
                "Help",
                "<h1>How to play Spider Duel</h1>"
                "<p>Spider is a patience for one player, and Spider Duel adds a second player who gets "
                "exactly the same cards. Your aim is to build runs from King down to Ace in one suit: "
                "each complete run leaves the table, and when all eight have gone the game is won.</p>",
            ),
            translate(
                "Help",
                "<h2>The table</h2>"
                "<p>The game uses 104 cards. With <b>1 suit</b> all of them are spades, with <b>2 suits</b> "
                "they are spades and hearts, and with <b>4 suits</b> every suit appears twice. Fewer suits "
                "make the game easier.</p>"
                "<p>54 cards are dealt to ten columns: the first four columns get six cards, the other six "
                "get five. Only the top card of each column lies face up. The remaining 50 cards wait in the "
                "stock, drawn as five face-down packets of ten. Beside them is the discard pile, which shows "
                "one small box with its suit symbol for every finished run.</p>",
            ),
            translate(
                "Help",
                "<h2>Moving cards</h2>"
                "<p>Drag a card onto a face-up card that is exactly one rank higher; its suit does not "
                "matter (an 8 of diamonds may go onto a 9 of hearts). Any card may go into an empty column. "
                "You can also click a card to send it to a good place.</p>"
                "<p>Several cards move together only when they form a run: face up, falling in rank and all "
                "of the same suit, such as 9, 8, 7 of hearts. You may take the whole run or just its top "
                "part. Mixed suits can be stacked, but they cannot move as one and never leave the table.</p>"
                "<p>As soon as a column ends in a complete run from King to Ace of one suit, that run goes "
                "to the discard pile by itself, even if face-down cards lie beneath it.</p>",
            ),
            translate(
                "Help",
                "<h2>Dealing</h2>"
                "<p>Press <b>Deal</b> (or click the stock) to lay ten new cards, one face up on every "
                "column. Do it when you run out of useful moves: the new cards usually interrupt your "
                "runs.</p>",
            ),
            translate(
                "Help",
                "<h2>Classic rules</h2>"
                "<p>These are the rules of the Spider that came with Windows.</p>"
                "<ul>"
                "<li>When the top card of a column is face down, it turns face up by itself.</li>"
                "<li>You may deal only while no column is empty.</li>"
                "<li>Undo takes back anything, deals included, right back to the start.</li>"
                "</ul>"
                "<p><b>Scoring:</b> you begin with 500 points. Every move, deal and undo costs one point, "
                "and every run on the discard pile adds 100. So three runs after 70 actions give "
                "500 &minus; 70 + 300 = 730 points.</p>",
            ),
            translate(
                "Help",
                "<h2>Duel rules</h2>"
                "<p>These are the StarGames rules, made for two players.</p>"
                "<ul>"
                "<li>Cards do not turn by themselves: click a face-down top card to turn it. Until you do, "
                "that column takes any card or run, just like an empty one.</li>"
                "<li>You may deal at any time while the stock has cards, even with empty columns.</li>"
                "<li><b>Undo</b> takes back card moves only. Turning a card and dealing are final, and undo "
                "never reaches back past them.</li>"
                "<li>Each player has a time limit, shown at the top left. Your game ends when every run is "
                "on the discard pile, when your time runs out, or when you press <b>Done</b>. "
                "<b>Done</b> then turns into <b>Leave</b>.</li>"
                "</ul>",
            ),
            translate(
                "Help",
                "<h2>Duel scoring</h2>"
                "<p>You begin with 0 points.</p>"
                "<ul>"
                "<li>Turning a face-down card: +2.</li>"
                "<li>Putting a card onto the next higher card of its own suit (a 6 of spades onto a 7 of "
                "spades): +2, at most once for each card in a game.</li>"
                "<li>A run sent to the discard pile: +26.</li>"
                "<li>Finishing the game with all eight runs discarded: +100.</li>"
                "<li>Every move, deal and undo: &minus;1 (turning a card is free).</li>"
                "</ul>"
                "<p>An undo gives back the points the undone move earned; the point lost for that move and "
                "the point for the undo stay lost.</p>",
            ),
            translate(
                "Help",
                "<h2>Who wins a duel</h2>"
                "<p>Both players play the same deal with the same rules and the same time limit, one after "
                "the other. The higher score wins. With equal scores, the player who needed less time wins, "
                "counted in the whole seconds the clock shows; "
                "if that is equal too, the duel is a draw. Once your game is over you may watch your "
                "opponent's game, leave the table or start a new game.</p>",
            ),
            translate(
                "Help",
                "<h2>Against the computer</h2>"
                "<p>The computer plays the same deal while you play, seeing only what a player sees. Its "
                "time is never the time it spent thinking: it is counted as %1 seconds for each of its "
                "actions, at most the time limit. So with equal scores you win when you played faster "
                "than that pace. The result screen says this in words.</p>",
            ).replace("%1", str(int(COMPUTER_SECONDS_PER_ACTION))),
            translate(
                "Help",
                "<h2>A fair duel</h2>"
                "<ul>"
                "<li>A duel's deal is always a fresh random one. Its number is never typed and never shown "
                "before both players have finished; the result screen shows it and offers to play it again "
                "alone.</li>"
                "<li>Every duel has a time limit, whatever its rules.</li>"
                "<li>Until both players have finished, nothing shows the other player's game or score: "
                "statistics, replays, saved games and challenges are unavailable, and Player info shows no "
                "statistics.</li>"
                "<li>During a duel you cannot open, save or restart a game, and hints, the demo and the "
                "solver are off unless both players agreed to them.</li>"
                "<li><b>Leave</b> and <b>New game</b> ask first: leaving forfeits the duel, your game "
                "counts as it stands and the duel is lost. <b>Quit</b> asks too, but keeps the duel: it "
                "continues at the next start.</li>"
                "<li>A duel that continues after Quit or a crash always comes back on the cover screen of "
                "the player whose turn it is, with the clock stopped until Start (against the computer, "
                "Resume). The time used is saved "
                "with every action and every second, so at most a second is lost.</li>"
                "<li>A challenge lists who left it, the rules, the suits and the time limit, never its "
                "deal or score. A private challenge is offered only to the player it was left for.</li>"
                "</ul>"
                "<p>Profiles have no passwords: these rules hold against what Spider Duel shows and "
                "allows, not against someone reading its files with other programs.</p>",
            ),
            translate(
                "Help",
                "<p>In a duel your clock keeps running while a dialog or this help is open: only "
                "<b>Pause</b>, which hides the table, stops it.</p>",
            ),
            translate(
                "Help",
                "<p>Your time is measured by several clocks of this computer: the one the game has always used, "
                "the time since the computer started (its sleep included) and the system's own count, which no "
                "program can slow for Spider Duel alone. When they disagree, the longest time counts and the "
                "status bar says so. The wall clock is compared too, but never counted: setting it neither gives "
                "nor takes time.</p>",
            ),
            translate(
                "Help",
                "<h2>What counts in your statistics</h2>"
                "<ul>"
                "<li>Every game Spider Duel deals counts once you have started playing it: it is won when all eight "
                "runs are on the discard pile, and lost otherwise. A deal you have not touched does not count.</li>"
                "<li>A game you leave unfinished for a new deal counts as lost. An unfinished game normally "
                "continues at the next start; if it does not (your settings can say to ask first, or never to "
                "continue), it counts as lost too.</li>"
                "<li>Each game counts once. Playing on from a game you saved does not count it again. Going back "
                "to an earlier point of a game (by opening a file saved along the way, or by dealing the same deal "
                "again with <b>New game</b> or <b>Restart this deal</b>) counts the game as it stood: a second try "
                "never hides the first.</li>"
                "<li>A game that starts from a set position can be played and saved, but never counts. A game in "
                "which you used a hint, the demo or <b>Is this deal winnable?</b> counts as played, never as won "
                "(see <b>Games with help</b>).</li>"
                "<li>Your game for an open challenge counts once someone has taken up the challenge and played "
                "it, or once you have withdrawn it.</li>"
                "</ul>",
            ),
            translate(
                "Help",
                "<h2>Games with help</h2>"
                "<p>Every game you start counts as played, and a game where you used a hint, the demo or the "
                "solver never counts as won: its win is shown apart, as <b>Won with help</b>. Games with help "
                "recorded by earlier versions stay apart from the games played, as they were then.</p>",
            ),
            translate(
                "Help",
                "<h2>Duels in the statistics</h2>"
                "<p>A duel game counts in your statistics like any game under its rules: it is a game "
                "played, and it counts as won only when all eight runs were discarded. Duels won, lost and "
                "drawn are counted apart, in Player info, because a duel is won on points. A duel left "
                "before the end with <b>Leave</b> or <b>New game</b> counts there as lost, and its line in "
                "the duel history says who left, for both players.</p>",
            ),
            translate(
                "Help",
                "<p>After a duel, <b>Rematch</b> gives the same players a new deal; between two people, the one "
                "who played second goes first. After a duel at one computer, <b>Play this deal alone</b> asks "
                "which of you plays it. An earlier duel's result comes back from its line in Player info "
                "(double-click it), with both games to watch; not while a duel is being played.</p>",
            ),
            translate(
                "Help",
                "<h2>Duels with a friend elsewhere</h2>"
                "<p>A friend on another computer can be your opponent too, with no server: three small "
                "messages travel by any channel you like (a file by mail or chat, the text pasted into a chat, "
                "or a folder your own sync tool keeps in step). <b>Game → Challenge a friend on another "
                "computer…</b> sets the rules, the time limit, the friend (or anyone), a deadline and a message. "
                "You play the deal at once, as fairly as any duel, and then send the <b>challenge</b>: your score "
                "is sealed in it, so nobody sees or changes it before your friend has played.</p>"
                "<p>Your friend opens the challenge (open the file, drop it on the window or paste the text), "
                "sees who sent it, the rules, the time limit, the deadline, and presses <b>Play now</b>: there is "
                "one attempt per challenge, counted from that moment. Then they send their <b>answer</b>. Your "
                "Spider Duel checks it, shows the result, and makes the <b>reveal</b>, which you send back; their "
                "Spider Duel checks it and shows the same result. Both games are recorded on both computers and "
                "can be watched.</p>"
                "<p>Every score is worked out again by replaying the game, so it cannot be forged, and every "
                "message is signed with a key of your profile. The first time a friend's key is seen, its "
                "<b>fingerprint</b> is shown: compare it with the one your friend sees in Player info. A "
                "different key for a known friend is a warning. The times are what each player's computer "
                "reported; equal scores go to the one who used fewer whole seconds. A message that was changed "
                "or damaged is refused, and it changes nothing. Challenges lists these duels and their state, "
                "with Resend and Forget; a friend you ignore has their messages kept aside.</p>",
            ),
            translate(
                "Help",
                "<h2>Keys</h2>"
                "<table>"
                "<tr><td class='key'>F2</td><td>New game</td></tr>"
                "<tr><td class='key'>D</td><td>Deal</td></tr>"
                "<tr><td class='key'>Ctrl+Z</td><td>Undo</td></tr>"
                "<tr><td class='key'>H</td><td>Hint</td></tr>"
                "<tr><td class='key'>F1</td><td>This help</td></tr>"
                "</table>",
            ),
            translate(
                "Help",
                "<p>Playing with the keyboard:</p>"
                "<table>"
                "<tr><td class='key'>← →, 1–0</td><td>Choose a column</td></tr>"
                "<tr><td class='key'>Space, Enter</td><td>Pick up the cards that can move; put them down on "
                "the chosen column</td></tr>"
                "<tr><td class='key'>↑ ↓</td><td>Hold one card more or one card fewer of those picked up</td></tr>"
                "<tr><td class='key'>Esc</td><td>Put the cards back</td></tr>"
                "<tr><td class='key'>P</td><td>Pause: the clock stops and the table is hidden</td></tr>"
                "<tr><td class='key'>Tab</td><td>Go to the buttons (Deal, Undo, Done and those of a duel or a "
                "result) and back to the cards; Space or Enter presses the one marked</td></tr>"
                "</table>",
            ),
        ]
        return "".join(sections)
