<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <location filename="../spider_qt/ui/window/abandon.py" line="+41"/>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It counts as lost.</source>
        <translation>Es zählt als verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <location filename="../spider_qt/ui/computer/assist.py" line="+402"/>
        <source>Demo stopped: no move can make progress any more.</source>
        <translation>Demo beendet: Kein Zug bringt das Spiel mehr weiter.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+86"/>
        <source>Is this deal winnable?</source>
        <translation>Ist dieses Spiel lösbar?</translation>
    </message>
    <message numerus="yes">
        <location line="-85"/>
        <source>Searching for a way to win… (up to %n second(s))</source>
        <translation>
            <numerusform>Suche nach einer Lösung … (höchstens %n Sekunde)</numerusform>
            <numerusform>Suche nach einer Lösung … (höchstens %n Sekunden)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The search was stopped.</source>
        <translation>Die Suche wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Yes: this game can still be won, in %n move(s) from here.</source>
        <translation>
            <numerusform>Ja: Von hier aus lässt sich dieses Spiel noch in %n Zug gewinnen.</numerusform>
            <numerusform>Ja: Von hier aus lässt sich dieses Spiel noch in %n Zügen gewinnen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No: this game cannot be won any more from here.</source>
        <translation>Nein: Dieses Spiel ist von hier aus nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time without an answer.</source>
        <translation>Die Zeit für die Suche ist abgelaufen, ohne dass eine Antwort gefunden wurde.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/computer/hint_cycle.py" line="+46"/>
        <source>(%1 of %2: H again for the next)</source>
        <translation>(%1 von %2: noch einmal H für den nächsten)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../spider_qt/ui/texts/command_line.py" line="+29"/>
        <source>Spider Solitaire: the Windows classic and the StarGames duel.</source>
        <translation>Spider Solitaire: der Windows-Klassiker und das StarGames-Duell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule set of the game to start</source>
        <translation>Regeln des neuen Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of suits (1, 2 or 4)</source>
        <translation>Anzahl der Farben (1, 2 oder 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deal number to play (0 .. 2**63-1)</source>
        <translation>Spielnummer des neuen Spiels (0 .. 2**63-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>language of the interface</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start the deal, save a PNG of the window and exit</source>
        <translation>Karten geben, das Fenster als PNG speichern und beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep settings in DIR (default: the platform&apos;s place)</source>
        <translation>Einstellungen in DIR ablegen (sonst am üblichen Ort des Systems)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep profiles, statistics and saves in DIR</source>
        <translation>Profile, Statistik und gespeicherte Spiele in DIR ablegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show the version and exit</source>
        <translation>die Version zeigen und beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add Spider Duel to the desktop&apos;s menu</source>
        <translation>Spider Duel ins Menü des Desktops aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it from the desktop&apos;s menu</source>
        <translation>es wieder aus dem Menü des Desktops entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>deal number must be from 0 to %1, not %2</source>
        <translation>die Spielnummer muss zwischen 0 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the folder&apos;s name is empty (without the option, the usual folders are used)</source>
        <translation>der Name des Ordners ist leer (ohne die Option werden die üblichen Ordner verwendet)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>size must look like 1280x800, not %1</source>
        <translation>die Größe wird wie 1280x800 angegeben, nicht %1</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>window size, from %1 to %2, e.g. 1280x800</source>
        <translation>Fenstergröße, von %1 bis %2, z. B. 1280x800</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>deal number must be written with the digits 0-9 only, not %1</source>
        <translation>die Spielnummer darf nur aus den Ziffern 0-9 bestehen, nicht %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>size must be from %1 to %2, not %3</source>
        <translation>die Größe muss zwischen %1 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no X11 display found: DISPLAY is not set (QT_QPA_PLATFORM asks for xcb). Start it from a desktop.</source>
        <translation>keine X11-Anzeige gefunden: DISPLAY ist nicht gesetzt (QT_QPA_PLATFORM verlangt xcb). Starte das Spiel auf einem Desktop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Wayland display found: WAYLAND_DISPLAY is not set. Start it from a desktop.</source>
        <translation>keine Wayland-Anzeige gefunden: WAYLAND_DISPLAY ist nicht gesetzt. Starte das Spiel auf einem Desktop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no display found: neither DISPLAY (X11) nor WAYLAND_DISPLAY (Wayland) is set. Start Spider Duel from a desktop session (over SSH, use ssh -X).</source>
        <translation>keine Anzeige gefunden: Weder DISPLAY (X11) noch WAYLAND_DISPLAY (Wayland) ist gesetzt. Starte Spider Duel in einer Desktop-Sitzung (über SSH mit ssh -X).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no X11 display answers at DISPLAY=%1 (is it left over from another session?). Start Spider Duel from a desktop session.</source>
        <translation>unter DISPLAY=%1 antwortet keine X11-Anzeige (stammt der Wert aus einer anderen Sitzung?). Starte Spider Duel in einer Desktop-Sitzung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write the screenshot %1</source>
        <translation>das Bild des Fensters kann nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already open with this data folder: its window was brought to the front</source>
        <translation>mit diesem Datenordner schon geöffnet: Sein Fenster wurde nach vorn geholt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente fehlen: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s wird gebraucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit dem Argument %s erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>erwartet einen Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>erwartet höchstens einen Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>erwartet mindestens einen Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %s argument</source>
        <translation>erwartet %s Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %s arguments</source>
        <translation>erwartet %s Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s kann %(matches)s sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>nimmt keinen Wert an (%r)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>deal number must be from 0 to %1, not a number of %2 digits</source>
        <translation>die Spielnummer muss zwischen 0 und %1 liegen, keine Zahl mit %2 Ziffern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a duel message from a friend to open (also in a Spider Duel already open)</source>
        <translation>eine Duell-Nachricht eines Freundes zum Öffnen (auch in einem schon geöffneten Spider Duel)</translation>
    </message>
</context>
<context>
    <name>Duel</name>
    <message>
        <location filename="../spider_qt/ui/duel/coordinator.py" line="+124"/>
        <location line="+67"/>
        <location line="+150"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+304"/>
        <location filename="../spider_qt/ui/persistence/autosave.py" line="+139"/>
        <location line="+99"/>
        <location line="+7"/>
        <location line="+119"/>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <location line="-216"/>
        <location filename="../spider_qt/ui/duel/remote.py" line="+110"/>
        <source>Duels need the statistics file, which is unavailable.</source>
        <translation>Für Duelle wird die Statistikdatei benötigt, die nicht verfügbar ist.</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Your game is left as a challenge: another player can take it up.</source>
        <translation>Dein Spiel bleibt als Herausforderung stehen: Ein anderer Spieler kann sie annehmen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/challenges_dialog.py" line="+145"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n Farbe</numerusform>
            <numerusform>%n Farben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n Min.</numerusform>
            <numerusform>%n Min.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-30"/>
        <source>only you</source>
        <translation>nur dich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>anyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+1"/>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing as:</source>
        <translation>Du spielst als:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenger</source>
        <translation>Herausforderer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to</source>
        <translation>Offen für</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No challenge is waiting for this player.</source>
        <translation>Auf diesen Spieler wartet keine Herausforderung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal</source>
        <translation>Dieses Spiel spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withdraw my challenge</source>
        <translation>Meine Herausforderung zurückziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has taken it up yet. Its game then counts as an ordinary game of yours.</source>
        <translation>Noch hat niemand sie angenommen. Ziehst du sie zurück, zählt das Spiel als gewöhnliches Spiel von dir.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/computer_turn.py" line="+41"/>
        <source>Replay the computer&apos;s turn after a duel</source>
        <translation>Den Zug des Computers nach einem Duell abspielen</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/coordinator.py" line="-133"/>
        <source>Quit during the duel?</source>
        <translation>Spider Duel mitten im Duell beenden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel stays where it is: it continues on the cover of the player whose turn it is when Spider Duel starts again.</source>
        <translation>Das Duell bleibt, wie es ist: Beim nächsten Start von Spider Duel geht es bei dem Spieler weiter, der an der Reihe ist, zunächst mit verdecktem Tisch.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leave without a challenge?</source>
        <translation>Verlassen, ohne eine Herausforderung zu hinterlassen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you leave now, no challenge is left: your game counts as it stands, as an ordinary game.</source>
        <translation>Wenn du den Tisch jetzt verlässt, bleibt keine Herausforderung zurück: Dein Spiel zählt so, wie es steht, als gewöhnliches Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the duel?</source>
        <translation>Duell verlassen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel is not over. If you leave now, %1 forfeits it: the game counts as it stands and the duel is lost.</source>
        <translation>Das Duell ist noch nicht vorbei. Wenn du es jetzt verlässt, gibt %1 auf: Das Spiel zählt mit dem aktuellen Stand, und das Duell ist verloren.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>End your game now?</source>
        <translation>Dein Spiel jetzt beenden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you leave now, your game ends as it stands and it is your result in this duel: you can send it, but not play it again.</source>
        <translation>Wenn du jetzt gehst, endet dein Spiel, wie es steht, und das ist dein Ergebnis in diesem Duell: Du kannst es senden, aber nicht noch einmal spielen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/result_dialog.py" line="+260"/>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duel result</source>
        <translation>Ergebnis des Duells</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deal %1 · %2 · %n suit(s)</source>
        <translation>
            <numerusform>Spiel %1 · %2 · %n Farbe</numerusform>
            <numerusform>Spiel %1 · %2 · %n Farben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../spider_qt/ui/duel/score_chart.py" line="+157"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs completed</source>
        <translation>Fertige Reihen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time used</source>
        <translation>Benötigte Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>helped (hints, demo or solver)</source>
        <translation>mit Hilfe (Tipps, Demo oder Lösungssuche)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <source>Watch %1&apos;s game</source>
        <translation>Spiel von %1 ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal alone</source>
        <translation>Dieses Spiel allein spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="-143"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="-3"/>
        <source>Player info</source>
        <translation>Spielerinfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+1"/>
        <source>New friend</source>
        <translation>Neuer Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+1"/>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Both players played exactly the same moves.</source>
        <translation>Beide Spieler haben genau dieselben Züge gemacht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games first differ at action %1. %2: %3. %4: %5.</source>
        <translation>Ab Aktion %1 unterscheiden sich die Spiele. %2: %3. %4: %5.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ended the game</source>
        <translation>beendete das Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took back a move</source>
        <translation>nahm einen Zug zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealt new cards</source>
        <translation>gab neue Karten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turned the card in column %1</source>
        <translation>deckte die Karte auf Tableaustapel %1 auf</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moved %n card(s) from column %1 to column %2</source>
        <translation>
            <numerusform>legte %n Karte von Tableaustapel %1 auf Tableaustapel %2</numerusform>
            <numerusform>legte %n Karten von Tableaustapel %1 auf Tableaustapel %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Replay: %1&apos;s game</source>
        <translation>Wiedergabe: Spiel von %1</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; else it is a draw. The computer&apos;s time is counted as %1 seconds per action (at most the time limit), never the time it spent thinking.</source>
        <translation>Bei Punktgleichheit gewinnt, wer weniger Zeit brauchte, gezählt in ganzen Sekunden, wie die Uhr sie zeigt; ist auch die gleich, endet das Duell unentschieden. Für den Computer zählen %1 Sekunden pro Aktion (höchstens das Zeitlimit), nie die Zeit, die er zum Nachdenken brauchte.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; else it is a draw.</source>
        <translation>Bei Punktgleichheit gewinnt, wer weniger Zeit brauchte, gezählt in ganzen Sekunden, wie die Uhr sie zeigt; ist auch die gleich, endet das Duell unentschieden.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Equal scores: the one who used fewer whole seconds wins, else it is a draw. The times are what each player&apos;s app reported.</source>
        <translation>Bei gleicher Punktzahl gewinnt, wer weniger volle Sekunden gebraucht hat, sonst ist es unentschieden. Die Zeiten sind die, die das Programm jedes Spielers gemeldet hat.</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%1 (%n action(s))</source>
        <translation>
            <numerusform>%1 (%n Aktion)</numerusform>
            <numerusform>%1 (%n Aktionen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/session.py" line="+376"/>
        <source>its process was lost</source>
        <translation>sein Prozess ging verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its process ended unexpectedly</source>
        <translation>sein Prozess endete unerwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal error (%1)</source>
        <translation>interner Fehler (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player stopped: %1</source>
        <translation>Der Computerspieler ist ausgefallen: %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/duel_news.py" line="+46"/>
        <source>The duel waits for it. Try again starts it afresh: its game is the same whenever it is played. Quit keeps the duel for the next start.</source>
        <translation>Das Duell wartet auf ihn. „Erneut versuchen“ startet ihn neu: Sein Spiel ist jedes Mal dasselbe. „Beenden“ bewahrt das Duell für den nächsten Start.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The clock is stopped and the table hidden until the game can be saved again. Spider Duel tries again every few seconds; free some space or make the folder writable, then press Try again.</source>
        <translation>Die Uhr steht und der Tisch ist verdeckt, bis das Spiel wieder gespeichert werden kann. Spider Duel versucht es alle paar Sekunden erneut; schaffe Platz oder mache den Ordner beschreibbar und drücke dann „Erneut versuchen“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing is lost: the duel goes on as soon as its records can be written. Spider Duel tries again every few seconds. If another program has the statistics file open, close it, then press Try again.</source>
        <translation>Nichts geht verloren: Das Duell geht weiter, sobald seine Ergebnisse aufgezeichnet werden können. Spider Duel versucht es alle paar Sekunden erneut. Hat ein anderes Programm die Statistikdatei geöffnet, schließe es und drücke dann „Erneut versuchen“.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/session.py" line="+190"/>
        <source>You are watching the computer play.</source>
        <translation>Du siehst dem Computer beim Spielen zu.</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>The message could not be made: %1</source>
        <translation>Die Nachricht konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/strip.py" line="+17"/>
        <source>a challenge for anyone</source>
        <translation>Herausforderung für alle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a private challenge</source>
        <translation>private Herausforderung</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+11"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 plays</source>
        <translation>%1 spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 paused</source>
        <translation>%1 macht Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn next</source>
        <translation>Als Nächstes ist %1 dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The computer is still playing</source>
        <translation>Der Computer spielt noch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel is over</source>
        <translation>Das Duell ist vorbei</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Time left: %1</source>
        <translation>Restzeit: %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a duel with a friend on another computer</source>
        <translation>ein Duell mit einem Freund an einem anderen Computer</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/score_chart.py" line="-70"/>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: score %2</source>
        <translation>%1: %2 Punkte</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Actions (moves, turned cards, deals)</source>
        <translation>Aktionen (Züge, aufgedeckte Karten, Geben)</translation>
    </message>
</context>
<context>
    <name>DuelNews</name>
    <message>
        <location filename="../spider_qt/ui/texts/duel_news.py" line="-29"/>
        <source>%1 wins: %2 left the duel</source>
        <translation>%1 gewinnt: %2 hat das Duell verlassen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s time has run out: the game counts as it stands.</source>
        <translation>Für %1 ist Schluss: Das Spiel zählt mit dem aktuellen Stand.</translation>
    </message>
</context>
<context>
    <name>FriendTexts</name>
    <message>
        <location filename="../spider_qt/ui/texts/friends.py" line="+14"/>
        <source>Put %1 first in the player lists on this computer (New game, Challenges), for every player</source>
        <translation>%1 in den Spielerlisten auf diesem Computer nach oben setzen (Neues Spiel, Herausforderungen), für alle Spieler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide %1 and their challenges from the player lists on this computer, for every player</source>
        <translation>%1 und die Herausforderungen von %1 in den Spielerlisten auf diesem Computer ausblenden, für alle Spieler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is now a friend: first in the player lists on this computer.</source>
        <translation>%1 ist jetzt ein Freund: oben in den Spielerlisten auf diesem Computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no longer a friend.</source>
        <translation>%1 ist kein Freund mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is now ignored: hidden from the player lists on this computer.</source>
        <translation>%1 wird jetzt ignoriert: ausgeblendet in den Spielerlisten auf diesem Computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is no longer ignored.</source>
        <translation>%1 wird nicht mehr ignoriert.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/help.py" line="+53"/>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;h1&gt;How to play Spider Duel&lt;/h1&gt;&lt;p&gt;Spider is a patience for one player, and Spider Duel adds a second player who gets exactly the same cards. Your aim is to build runs from King down to Ace in one suit: each complete run leaves the table, and when all eight have gone the game is won.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;So spielst du Spider Duel&lt;/h1&gt;&lt;p&gt;Spider ist eine Patience für eine Person; Spider Duel fügt einen zweiten Spieler hinzu, der genau dieselben Karten bekommt. Dein Ziel sind Reihen vom König bis zum Ass in einer Farbe: Jede vollständige Reihe wird vom Spielfeld entfernt; sind alle acht entfernt, ist das Spiel gewonnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;The table&lt;/h2&gt;&lt;p&gt;The game uses 104 cards. With &lt;b&gt;1 suit&lt;/b&gt; all of them are spades, with &lt;b&gt;2 suits&lt;/b&gt; they are spades and hearts, and with &lt;b&gt;4 suits&lt;/b&gt; every suit appears twice. Fewer suits make the game easier.&lt;/p&gt;&lt;p&gt;54 cards are dealt to ten columns: the first four columns get six cards, the other six get five. Only the top card of each column lies face up. The remaining 50 cards wait in the stock, drawn as five face-down packets of ten. Beside them is the discard pile, which shows one small box with its suit symbol for every finished run.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Der Tisch&lt;/h2&gt;&lt;p&gt;Gespielt wird mit 104 Karten. Bei &lt;b&gt;1 Farbe&lt;/b&gt; sind alle Pik, bei &lt;b&gt;2 Farben&lt;/b&gt; Pik und Herz, bei &lt;b&gt;4 Farben&lt;/b&gt; kommt jede Farbe zweimal vor. Je weniger Farben, desto leichter das Spiel.&lt;/p&gt;&lt;p&gt;54 Karten werden auf zehn Tableaustapel verteilt: Die ersten vier bekommen sechs Karten, die anderen sechs je fünf. Nur die oberste Karte jedes Tableaustapels liegt offen. Die übrigen 50 Karten warten im Vorratsstapel, dargestellt als fünf verdeckte Päckchen zu je zehn Karten. Daneben liegt der Ablagestapel: Für jede fertige Reihe zeigt er ein kleines Kästchen mit dem Farbsymbol.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Drag a card onto a face-up card that is exactly one rank higher; its suit does not matter (an 8 of diamonds may go onto a 9 of hearts). Any card may go into an empty column. You can also click a card to send it to a good place.&lt;/p&gt;&lt;p&gt;Several cards move together only when they form a run: face up, falling in rank and all of the same suit, such as 9, 8, 7 of hearts. You may take the whole run or just its top part. Mixed suits can be stacked, but they cannot move as one and never leave the table.&lt;/p&gt;&lt;p&gt;As soon as a column ends in a complete run from King to Ace of one suit, that run goes to the discard pile by itself, even if face-down cards lie beneath it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Karten bewegen&lt;/h2&gt;&lt;p&gt;Ziehe eine Karte auf eine offene Karte, die genau einen Rang höher ist; die Farbe spielt keine Rolle (die Karo Acht darf auf die Herz Neun). Auf einen leeren Tableaustapel passt jede Karte. Du kannst eine Karte auch anklicken: Sie wird dann von selbst an einen passenden Platz gelegt.&lt;/p&gt;&lt;p&gt;Mehrere Karten bewegen sich nur gemeinsam, wenn sie eine Reihe bilden: offen, absteigend und alle in derselben Farbe, etwa Herz Neun, Acht, Sieben. Du kannst die ganze Reihe nehmen oder nur ihren oberen Teil. Gemischte Farben lassen sich stapeln, aber nicht gemeinsam bewegen, und sie werden nie vom Spielfeld entfernt.&lt;/p&gt;&lt;p&gt;Sobald ein Tableaustapel mit einer vollständigen Reihe vom König bis zum Ass in einer Farbe endet, wandert sie von selbst auf den Ablagestapel, auch wenn darunter verdeckte Karten liegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h2&gt;Dealing&lt;/h2&gt;&lt;p&gt;Press &lt;b&gt;Deal&lt;/b&gt; (or click the stock) to lay ten new cards, one face up on every column. Do it when you run out of useful moves: the new cards usually interrupt your runs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Geben&lt;/h2&gt;&lt;p&gt;Drücke &lt;b&gt;Geben&lt;/b&gt; (oder klicke auf den Vorratsstapel), um zehn neue Karten auszulegen, je eine offen auf jeden Tableaustapel. Tu das erst, wenn dir keine sinnvollen Züge mehr bleiben: Die neuen Karten unterbrechen meist deine Reihen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;Classic rules&lt;/h2&gt;&lt;p&gt;These are the rules of the Spider that came with Windows.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;When the top card of a column is face down, it turns face up by itself.&lt;/li&gt;&lt;li&gt;You may deal only while no column is empty.&lt;/li&gt;&lt;li&gt;Undo takes back anything, deals included, right back to the start.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; you begin with 500 points. Every move, deal and undo costs one point, and every run on the discard pile adds 100. So three runs after 70 actions give 500 &amp;minus; 70 + 300 = 730 points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Klassische Regeln&lt;/h2&gt;&lt;p&gt;Das sind die Regeln von Spider Solitaire, wie es mit Windows ausgeliefert wurde.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Liegt oben auf einem Tableaustapel eine verdeckte Karte, deckt sie sich von selbst auf.&lt;/li&gt;&lt;li&gt;Geben darfst du nur, solange kein Tableaustapel leer ist.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rückgängig&lt;/b&gt; nimmt alles zurück, auch das Geben, bis zum Anfang des Spiels.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Punkte:&lt;/b&gt; Du beginnst mit 500 Punkten. Jeder Zug, jedes Geben und jedes Rückgängigmachen kostet einen Punkt, jede Reihe auf dem Ablagestapel bringt 100. Drei Reihen nach 70 Aktionen ergeben also 500 &amp;minus; 70 + 300 = 730 Punkte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;h2&gt;Duel rules&lt;/h2&gt;&lt;p&gt;These are the StarGames rules, made for two players.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cards do not turn by themselves: click a face-down top card to turn it. Until you do, that column takes any card or run, just like an empty one.&lt;/li&gt;&lt;li&gt;You may deal at any time while the stock has cards, even with empty columns.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Undo&lt;/b&gt; takes back card moves only. Turning a card and dealing are final, and undo never reaches back past them.&lt;/li&gt;&lt;li&gt;Each player has a time limit, shown at the top left. Your game ends when every run is on the discard pile, when your time runs out, or when you press &lt;b&gt;Done&lt;/b&gt;. &lt;b&gt;Done&lt;/b&gt; then turns into &lt;b&gt;Leave&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Duellregeln&lt;/h2&gt;&lt;p&gt;Das sind die Regeln von StarGames, gedacht für zwei Spieler.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Karten decken sich nicht von selbst auf: Klicke eine verdeckte oberste Karte an, um sie aufzudecken. Bis dahin nimmt dieser Tableaustapel jede Karte oder Reihe an, genau wie ein leerer.&lt;/li&gt;&lt;li&gt;Geben darfst du jederzeit, solange der Vorratsstapel Karten hat, auch bei leeren Tableaustapeln.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rückgängig&lt;/b&gt; nimmt nur Kartenzüge zurück. Aufdecken und Geben sind endgültig: &lt;b&gt;Rückgängig&lt;/b&gt; geht nie hinter sie zurück.&lt;/li&gt;&lt;li&gt;Jeder Spieler hat ein Zeitlimit, oben links angezeigt. Dein Spiel endet, wenn alle Reihen auf dem Ablagestapel liegen, wenn deine Zeit abläuft oder wenn du &lt;b&gt;Fertig&lt;/b&gt; drückst. Aus &lt;b&gt;Fertig&lt;/b&gt; wird dann &lt;b&gt;Verlassen&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;h2&gt;Duel scoring&lt;/h2&gt;&lt;p&gt;You begin with 0 points.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Turning a face-down card: +2.&lt;/li&gt;&lt;li&gt;Putting a card onto the next higher card of its own suit (a 6 of spades onto a 7 of spades): +2, at most once for each card in a game.&lt;/li&gt;&lt;li&gt;A run sent to the discard pile: +26.&lt;/li&gt;&lt;li&gt;Finishing the game with all eight runs discarded: +100.&lt;/li&gt;&lt;li&gt;Every move, deal and undo: &amp;minus;1 (turning a card is free).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;An undo gives back the points the undone move earned; the point lost for that move and the point for the undo stay lost.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Punkte im Duell&lt;/h2&gt;&lt;p&gt;Du beginnst mit 0 Punkten.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Eine verdeckte Karte aufdecken: +2.&lt;/li&gt;&lt;li&gt;Eine Karte auf die nächsthöhere Karte ihrer eigenen Farbe legen (Pik Sechs auf Pik Sieben): +2, höchstens einmal je Karte und Spiel.&lt;/li&gt;&lt;li&gt;Eine Reihe auf den Ablagestapel: +26.&lt;/li&gt;&lt;li&gt;Das Spiel mit allen acht abgelegten Reihen beenden: +100.&lt;/li&gt;&lt;li&gt;Jeder Zug, jedes Geben und jedes Rückgängigmachen: &amp;minus;1 (Aufdecken ist kostenlos).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Rückgängig gibt die Punkte zurück, die der zurückgenommene Zug gebracht hat; der Punkt für diesen Zug und der für das Rückgängigmachen bleiben verloren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;h2&gt;Against the computer&lt;/h2&gt;&lt;p&gt;The computer plays the same deal while you play, seeing only what a player sees. Its time is never the time it spent thinking: it is counted as %1 seconds for each of its actions, at most the time limit. So with equal scores you win when you played faster than that pace. The result screen says this in words.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gegen den Computer&lt;/h2&gt;&lt;p&gt;Der Computer spielt dasselbe Spiel, während du spielst, und sieht dabei nur, was auch ein Spieler sieht. Als seine Zeit zählt nie die Zeit, die er zum Nachdenken braucht, sondern %1 Sekunden für jede seiner Aktionen, höchstens das Zeitlimit. Bei Punktgleichheit gewinnst du also, wenn du schneller gespielt hast als in diesem Tempo. Das Ergebnis des Duells sagt das auch ausdrücklich.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h2&gt;A fair duel&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;A duel&apos;s deal is always a fresh random one. Its number is never typed and never shown before both players have finished; the result screen shows it and offers to play it again alone.&lt;/li&gt;&lt;li&gt;Every duel has a time limit, whatever its rules.&lt;/li&gt;&lt;li&gt;Until both players have finished, nothing shows the other player&apos;s game or score: statistics, replays, saved games and challenges are unavailable, and Player info shows no statistics.&lt;/li&gt;&lt;li&gt;During a duel you cannot open, save or restart a game, and hints, the demo and the solver are off unless both players agreed to them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leave&lt;/b&gt; and &lt;b&gt;New game&lt;/b&gt; ask first: leaving forfeits the duel, your game counts as it stands and the duel is lost. &lt;b&gt;Quit&lt;/b&gt; asks too, but keeps the duel: it continues at the next start.&lt;/li&gt;&lt;li&gt;A duel that continues after Quit or a crash always comes back on the cover screen of the player whose turn it is, with the clock stopped until Start (against the computer, Resume). The time used is saved with every action and every second, so at most a second is lost.&lt;/li&gt;&lt;li&gt;A challenge lists who left it, the rules, the suits and the time limit, never its deal or score. A private challenge is offered only to the player it was left for.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profiles have no passwords: these rules hold against what Spider Duel shows and allows, not against someone reading its files with other programs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ein faires Duell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Die Karten eines Duells werden immer neu und zufällig gegeben. Die Spielnummer wird nie eingegeben und nie angezeigt, bevor beide Spieler fertig sind; das Ergebnis des Duells zeigt sie und bietet an, das Spiel noch einmal allein zu spielen.&lt;/li&gt;&lt;li&gt;Jedes Duell hat ein Zeitlimit, egal nach welchen Regeln.&lt;/li&gt;&lt;li&gt;Bis beide Spieler fertig sind, zeigt nichts das Spiel oder die Punkte des anderen: Statistik, Wiedergaben, gespeicherte Spiele und Herausforderungen sind nicht verfügbar, und die Spielerinfo zeigt keine Statistik.&lt;/li&gt;&lt;li&gt;Während eines Duells kannst du kein Spiel öffnen, speichern oder neu starten, und Tipps, Demo und Lösungssuche sind aus, außer beide Spieler haben ihnen zugestimmt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Verlassen&lt;/b&gt; und &lt;b&gt;Neues Spiel&lt;/b&gt; fragen zuerst nach: Wenn du das Duell verlässt, gibst du es auf; dein Spiel zählt mit dem aktuellen Stand, und das Duell ist verloren. &lt;b&gt;Beenden&lt;/b&gt; fragt ebenfalls, behält das Duell aber: Es geht beim nächsten Start weiter.&lt;/li&gt;&lt;li&gt;Ein Duell, das nach Beenden oder einem Absturz weitergeht, kommt immer mit verdecktem Tisch bei dem Spieler zurück, der an der Reihe ist, und die Uhr steht still, bis er auf Start klickt (gegen den Computer: Fortsetzen). Die verbrauchte Zeit wird bei jeder Aktion und jede Sekunde gespeichert, es geht also höchstens eine Sekunde verloren.&lt;/li&gt;&lt;li&gt;Eine Herausforderung zeigt, wer sie hinterlassen hat, die Regeln, die Farben und das Zeitlimit, nie aber die Spielnummer oder die Punkte. Eine private Herausforderung wird nur dem Spieler angeboten, für den sie hinterlassen wurde.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profile haben keine Passwörter: Diese Regeln gelten für das, was Spider Duel anzeigt und zulässt, nicht gegen jemanden, der die Dateien mit anderen Programmen liest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;p&gt;In a duel your clock keeps running while a dialog or this help is open: only &lt;b&gt;Pause&lt;/b&gt;, which hides the table, stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Im Duell läuft deine Uhr weiter, während ein Dialog oder diese Hilfe offen ist: Nur &lt;b&gt;Pause&lt;/b&gt;, die den Tisch verdeckt, hält sie an.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;h2&gt;Duels in the statistics&lt;/h2&gt;&lt;p&gt;A duel game counts in your statistics like any game under its rules: it is a game played, and it counts as won only when all eight runs were discarded. Duels won, lost and drawn are counted apart, in Player info, because a duel is won on points. A duel left before the end with &lt;b&gt;Leave&lt;/b&gt; or &lt;b&gt;New game&lt;/b&gt; counts there as lost, and its line in the duel history says who left, for both players.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Duelle in der Statistik&lt;/h2&gt;&lt;p&gt;Ein Duellspiel zählt in deiner Statistik wie jedes Spiel nach seinen Regeln: Es ist ein gespieltes Spiel und zählt nur als gewonnen, wenn alle acht Reihen abgelegt wurden. Gewonnene, verlorene und unentschiedene Duelle werden getrennt davon in der Spielerinfo gezählt, denn ein Duell wird nach Punkten gewonnen. Ein Duell, das vor dem Ende mit &lt;b&gt;Verlassen&lt;/b&gt; oder &lt;b&gt;Neues Spiel&lt;/b&gt; abgebrochen wurde, zählt dort als verloren, und seine Zeile im Duellverlauf sagt für beide Spieler, wer aufgegeben hat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;After a duel, &lt;b&gt;Rematch&lt;/b&gt; gives the same players a new deal; between two people, the one who played second goes first. After a duel at one computer, &lt;b&gt;Play this deal alone&lt;/b&gt; asks which of you plays it. An earlier duel&apos;s result comes back from its line in Player info (double-click it), with both games to watch; not while a duel is being played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach einem Duell gibt &lt;b&gt;Revanche&lt;/b&gt; denselben Spielern ein neues Spiel; unter zwei Menschen beginnt, wer als Zweiter gespielt hat. Nach einem Duell am selben Computer fragt &lt;b&gt;Dieses Spiel allein spielen&lt;/b&gt;, wer von euch es spielt. Das Ergebnis eines früheren Duells lässt sich über seine Zeile in der Spielerinfo wieder öffnen (Doppelklick), mit beiden Spielen zum Anschauen; nicht, während ein Duell läuft.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;h2&gt;Keys&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;New game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Deal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;Undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;This help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;Tasten&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;Neues Spiel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Geben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Strg+Z&lt;/td&gt;&lt;td&gt;Rückgängig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;Diese Hilfe&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;Playing with the keyboard:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Choose a column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Space, Enter&lt;/td&gt;&lt;td&gt;Pick up the cards that can move; put them down on the chosen column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Hold one card more or one card fewer of those picked up&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Put the cards back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pause: the clock stops and the table is hidden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Go to the buttons (Deal, Undo, Done and those of a duel or a result) and back to the cards; Space or Enter presses the one marked&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;Mit der Tastatur spielen:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Tableaustapel wählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Leertaste, Eingabetaste&lt;/td&gt;&lt;td&gt;Die beweglichen Karten aufnehmen; sie auf den gewählten Tableaustapel legen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Von den aufgenommenen Karten eine mehr oder eine weniger halten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Die Karten zurücklegen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pause: Die Uhr steht still, und der Tisch wird verdeckt&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Zu den Knöpfen wechseln (Geben, Rückgängig, Fertig und die eines Duells oder Ergebnisses) und zurück zu den Karten; Leertaste oder Eingabetaste drückt den markierten Knopf&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>&lt;h2&gt;Who wins a duel&lt;/h2&gt;&lt;p&gt;Both players play the same deal with the same rules and the same time limit, one after the other. The higher score wins. With equal scores, the player who needed less time wins, counted in the whole seconds the clock shows; if that is equal too, the duel is a draw. Once your game is over you may watch your opponent&apos;s game, leave the table or start a new game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Wer ein Duell gewinnt&lt;/h2&gt;&lt;p&gt;Beide Spieler spielen nacheinander dasselbe Spiel mit denselben Regeln und demselben Zeitlimit. Wer mehr Punkte hat, gewinnt. Bei Punktgleichheit gewinnt, wer weniger Zeit brauchte, gezählt in ganzen Sekunden, wie die Uhr sie zeigt; ist auch die gleich, endet das Duell unentschieden. Nach deinem Spiel kannst du dem Gegner zusehen, den Tisch verlassen oder ein neues Spiel beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&lt;h2&gt;What counts in your statistics&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Every game Spider Duel deals counts once you have started playing it: it is won when all eight runs are on the discard pile, and lost otherwise. A deal you have not touched does not count.&lt;/li&gt;&lt;li&gt;A game you leave unfinished for a new deal counts as lost. An unfinished game normally continues at the next start; if it does not (your settings can say to ask first, or never to continue), it counts as lost too.&lt;/li&gt;&lt;li&gt;Each game counts once. Playing on from a game you saved does not count it again. Going back to an earlier point of a game (by opening a file saved along the way, or by dealing the same deal again with &lt;b&gt;New game&lt;/b&gt; or &lt;b&gt;Restart this deal&lt;/b&gt;) counts the game as it stood: a second try never hides the first.&lt;/li&gt;&lt;li&gt;A game that starts from a set position can be played and saved, but never counts. A game in which you used a hint, the demo or &lt;b&gt;Is this deal winnable?&lt;/b&gt; counts as played, never as won (see &lt;b&gt;Games with help&lt;/b&gt;).&lt;/li&gt;&lt;li&gt;Your game for an open challenge counts once someone has taken up the challenge and played it, or once you have withdrawn it.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Was in deiner Statistik zählt&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Jedes Spiel, das Spider Duel gibt, zählt, sobald du es angefangen hast: Es ist gewonnen, wenn alle acht Reihen auf dem Ablagestapel liegen, sonst verloren. Ein Spiel, in dem du noch nichts getan hast, zählt nicht.&lt;/li&gt;&lt;li&gt;Ein Spiel, das du für ein neues Spiel unbeendet lässt, zählt als verloren. Ein nicht beendetes Spiel geht normalerweise beim nächsten Start weiter; geschieht das nicht (deine Einstellungen können festlegen, dass zuerst gefragt wird oder dass es nie weitergeht), zählt es ebenfalls als verloren.&lt;/li&gt;&lt;li&gt;Jedes Spiel zählt nur einmal. Spielst du ein gespeichertes Spiel weiter, zählt es nicht noch einmal. Gehst du zu einem früheren Punkt eines Spiels zurück (indem du eine unterwegs gespeicherte Datei öffnest oder dieselben Karten mit &lt;b&gt;Neues Spiel&lt;/b&gt; oder &lt;b&gt;Dieses Spiel neu starten&lt;/b&gt; noch einmal gibst), zählt das Spiel mit dem Stand, den es da hatte: Ein zweiter Versuch verdeckt nie den ersten.&lt;/li&gt;&lt;li&gt;Ein Spiel, das in einer vorgegebenen Stellung beginnt, kannst du spielen und speichern, aber es zählt nie. Ein Spiel, in dem du einen Tipp, die Demo oder &lt;b&gt;Ist dieses Spiel lösbar?&lt;/b&gt; genutzt hast, zählt als gespielt, nie als gewonnen (siehe &lt;b&gt;Spiele mit Hilfe&lt;/b&gt;).&lt;/li&gt;&lt;li&gt;Dein Spiel für eine offene Herausforderung zählt, sobald jemand die Herausforderung angenommen und gespielt hat oder sobald du sie zurückgezogen hast.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h2&gt;Games with help&lt;/h2&gt;&lt;p&gt;Every game you start counts as played, and a game where you used a hint, the demo or the solver never counts as won: its win is shown apart, as &lt;b&gt;Won with help&lt;/b&gt;. Games with help recorded by earlier versions stay apart from the games played, as they were then.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Spiele mit Hilfe&lt;/h2&gt;&lt;p&gt;Jedes Spiel, das du beginnst, zählt als gespielt, und ein Spiel, in dem du einen Tipp, die Demo oder die Lösungssuche genutzt hast, zählt nie als gewonnen: Sein Gewinn wird getrennt gezeigt, als &lt;b&gt;Mit Hilfe gewonnen&lt;/b&gt;. Spiele mit Hilfe, die frühere Versionen aufgezeichnet haben, bleiben wie damals außerhalb der gespielten Spiele.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>&lt;p&gt;Your time is measured by several clocks of this computer: the one the game has always used, the time since the computer started (its sleep included) and the system&apos;s own count, which no program can slow for Spider Duel alone. When they disagree, the longest time counts and the status bar says so. The wall clock is compared too, but never counted: setting it neither gives nor takes time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Deine Zeit messen mehrere Uhren dieses Computers: die, die das Spiel immer benutzt hat, die Zeit seit dem Start des Computers (Ruhezustand eingeschlossen) und die eigene Zählung des Systems, die kein Programm nur für Spider Duel verlangsamen kann. Sind sie sich nicht einig, zählt die längste Zeit, und die Statusleiste sagt es. Die Uhrzeit des Systems wird auch verglichen, zählt aber nie: Sie zu verstellen gibt und nimmt keine Zeit.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>&lt;h2&gt;Duels with a friend elsewhere&lt;/h2&gt;&lt;p&gt;A friend on another computer can be your opponent too, with no server: three small messages travel by any channel you like (a file by mail or chat, the text pasted into a chat, or a folder your own sync tool keeps in step). &lt;b&gt;Game → Challenge a friend on another computer…&lt;/b&gt; sets the rules, the time limit, the friend (or anyone), a deadline and a message. You play the deal at once, as fairly as any duel, and then send the &lt;b&gt;challenge&lt;/b&gt;: your score is sealed in it, so nobody sees or changes it before your friend has played.&lt;/p&gt;&lt;p&gt;Your friend opens the challenge (open the file, drop it on the window or paste the text), sees who sent it, the rules, the time limit, the deadline, and presses &lt;b&gt;Play now&lt;/b&gt;: there is one attempt per challenge, counted from that moment. Then they send their &lt;b&gt;answer&lt;/b&gt;. Your Spider Duel checks it, shows the result, and makes the &lt;b&gt;reveal&lt;/b&gt;, which you send back; their Spider Duel checks it and shows the same result. Both games are recorded on both computers and can be watched.&lt;/p&gt;&lt;p&gt;Every score is worked out again by replaying the game, so it cannot be forged, and every message is signed with a key of your profile. The first time a friend&apos;s key is seen, its &lt;b&gt;fingerprint&lt;/b&gt; is shown: compare it with the one your friend sees in Player info. A different key for a known friend is a warning. The times are what each player&apos;s computer reported; equal scores go to the one who used fewer whole seconds. A message that was changed or damaged is refused, and it changes nothing. Challenges lists these duels and their state, with Resend and Forget; a friend you ignore has their messages kept aside.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Duelle mit einem Freund anderswo&lt;/h2&gt;&lt;p&gt;Auch ein Freund an einem anderen Computer kann dein Gegner sein, ganz ohne Server: Drei kleine Nachrichten reisen auf jedem Weg, der dir passt (eine Datei per Mail oder Chat, der Text in einen Chat eingefügt, oder ein Ordner, den dein eigenes Synchronisationsprogramm abgleicht). &lt;b&gt;Spiel → Einen Freund an einem anderen Computer herausfordern…&lt;/b&gt; legt die Regeln fest, das Zeitlimit, den Freund (oder jeden), eine Frist und eine Nachricht. Du spielst das Spiel sofort, so fair wie jedes Duell, und sendest dann die &lt;b&gt;Herausforderung&lt;/b&gt;: Deine Punktzahl ist darin versiegelt, sodass niemand sie sieht oder ändert, bevor dein Freund gespielt hat.&lt;/p&gt;&lt;p&gt;Dein Freund öffnet die Herausforderung (öffnet die Datei, zieht sie auf das Fenster oder fügt den Text ein), sieht, wer sie geschickt hat, die Regeln, das Zeitlimit, die Frist, und drückt &lt;b&gt;Jetzt spielen&lt;/b&gt;: Es gibt einen Versuch pro Herausforderung, gezählt ab diesem Moment. Dann sendet er seine &lt;b&gt;Antwort&lt;/b&gt;. Dein Spider Duel prüft sie, zeigt das Ergebnis und erstellt die &lt;b&gt;Auflösung&lt;/b&gt;, die du zurücksendest; sein Spider Duel prüft sie und zeigt dasselbe Ergebnis. Beide Spiele werden auf beiden Computern gespeichert und lassen sich ansehen.&lt;/p&gt;&lt;p&gt;Jede Punktzahl wird durch Nachspielen des Spiels neu berechnet und kann daher nicht gefälscht werden, und jede Nachricht ist mit einem Schlüssel deines Profils signiert. Wenn der Schlüssel eines Freundes zum ersten Mal auftaucht, wird sein &lt;b&gt;Fingerabdruck&lt;/b&gt; gezeigt: Vergleiche ihn mit dem, den dein Freund in der Spielerinfo sieht. Ein anderer Schlüssel für einen bekannten Freund ist eine Warnung. Die Zeiten sind die, die der Computer jedes Spielers gemeldet hat; bei gleicher Punktzahl gewinnt, wer weniger volle Sekunden gebraucht hat. Eine veränderte oder beschädigte Nachricht wird abgelehnt und ändert nichts. Herausforderungen listet diese Duelle und ihren Stand auf, mit Erneut senden und Vergessen; die Nachrichten eines Freundes, den du ignorierst, werden beiseitegelegt.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelNames</name>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="+64"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: wins %2 (1 suit), %3 (2 suits)</source>
        <translation>%1: gewinnt %2 (1 Farbe), %3 (2 Farben)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../spider_qt/ui/window/actions.py" line="+222"/>
        <source>Resume (shows the tab&amp;le)</source>
        <translation>F&amp;ortsetzen (zeigt den Tisch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause (hides the tab&amp;le)</source>
        <translation>&amp;Pause (verdeckt den Tisch)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game (F2)</source>
        <translation>Ein neues Spiel beginnen (F2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;tart this deal</source>
        <translation>Dieses Spiel neu &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;edo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lea&amp;ve the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;one</source>
        <translation>F&amp;ertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenges…</source>
        <translation>&amp;Herausforderungen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;mo: let the computer play</source>
        <translation>De&amp;mo: Der Computer spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is this deal &amp;winnable?</source>
        <translation>Ist dieses Spiel &amp;lösbar?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a good move (H)</source>
        <translation>Einen guten Zug zeigen (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off</source>
        <comment>animation</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Click to move</source>
        <translation>Karten per &amp;Klick bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single click</source>
        <translation>Einfacher Klick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: drag the cards</source>
        <comment>click to move</comment>
        <translation>Aus: Karten ziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Spider Duel</source>
        <translation>&amp;Über Spider Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/appearance.py" line="+121"/>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rückseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table colour</source>
        <translation>&amp;Tischfarbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spider web</source>
        <translation>Spinnennetz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosette</source>
        <translation>Rote Rosette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green weave</source>
        <translation>Grünes Geflecht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night sky</source>
        <translation>Nachthimmel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amber stripes</source>
        <translation>Bernsteinfarbene Streifen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/help_attach.py" line="+43"/>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules and the scoring (F1)</source>
        <translation>Regeln und Punktewertung (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome: ways to play</source>
        <translation>&amp;Willkommen: Arten zu spielen</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/new_game.py" line="+235"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 suit (beginner)</source>
        <translation>1 Farbe (Anfänger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 suits (intermediate)</source>
        <translation>2 Farben (Fortgeschrittene)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suits (expert)</source>
        <translation>4 Farben (Experten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: play alone</source>
        <translation>Keiner: allein spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player</source>
        <translation>Zweiter Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Name of the second player</source>
        <translation>Name des zweiten Spielers</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave as a challenge</source>
        <translation>Als Herausforderung hinterlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone (or type a player to invite)</source>
        <translation>Alle (oder Spieler zum Einladen eingeben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a player or type a new name</source>
        <translation>Wähle einen Spieler oder gib einen neuen Namen ein</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number:</source>
        <translation>Spielnummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 12345</source>
        <translation>z. B. 12345</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players agree to hints and the solver</source>
        <translation>Beide Spieler sind mit Tipps und der Lösungssuche einverstanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every duel has a time limit, with classic rules too.</source>
        <translation>Jedes Duell hat ein Zeitlimit, auch mit klassischen Regeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A duel is always dealt at random; its deal number is shown when both have finished.</source>
        <translation>Ein Duell wird immer zufällig gegeben; die Spielnummer erscheint, wenn beide fertig sind.</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Type a deal number from 0 to %1, or tick Random.</source>
        <translation>Gib eine Spielnummer von 0 bis %1 ein oder setze das Häkchen bei „Zufällig“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the second player&apos;s name.</source>
        <translation>Gib den Namen des zweiten Spielers ein.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A duel needs two different players.</source>
        <translation>Für ein Duell sind zwei verschiedene Spieler nötig.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/player_info.py" line="+211"/>
        <source>Player info: %1</source>
        <translation>Spielerinfo: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n won (all cards cleared)</source>
        <translation>
            <numerusform>%n gewonnen (alle Karten abgelegt)</numerusform>
            <numerusform>%n gewonnen (alle Karten abgelegt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate %1</source>
        <translation>Gewinnquote %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best score %1 (%2)</source>
        <translation>höchste Punktzahl %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>best time %1 (%2)</source>
        <translation>beste Zeit %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n game(s) with help</source>
        <translation>
            <numerusform>%n Spiel mit Hilfe</numerusform>
            <numerusform>%n Spiele mit Hilfe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>duels: %1 won, %2 lost, %3 drawn</source>
        <translation>Duelle: %1 gewonnen, %2 verloren, %3 unentschieden</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n duel(s) void (not played out)</source>
        <translation>
            <numerusform>%n Duell nicht gewertet (nicht zu Ende gespielt)</numerusform>
            <numerusform>%n Duelle nicht gewertet (nicht zu Ende gespielt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are shown once this duel is over.</source>
        <translation>Die Statistik erscheint, sobald dieses Duell vorbei ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins: %1 · Losses: %2 · Draws: %3</source>
        <translation>Siege: %1 · Niederlagen: %2 · Unentschieden: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (not played out, counts for nobody)</source>
        <translation>nicht gewertet (nicht zu Ende gespielt)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 · deal %3: %4 to %5, %6</source>
        <translation>%1 · %2 · Spiel %3: %4 zu %5, %6</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No duels against each other yet.</source>
        <translation>Noch keine Duelle gegeneinander.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a duel (or press Enter) to see its result and watch both games.</source>
        <translation>Doppelklicke auf ein Duell (oder drücke die Eingabetaste), um das Ergebnis zu sehen und beide Spiele anzuschauen.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>lost (left before the end)</source>
        <translation>verloren (vor dem Ende aufgegeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won (%1 left before the end)</source>
        <translation>gewonnen (%1 hat vor dem Ende aufgegeben)</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>On another computer. Key fingerprint: %1</source>
        <translation>An einem anderen Computer. Fingerabdruck des Schlüssels: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key fingerprint for duels with friends elsewhere: %1</source>
        <translation>Fingerabdruck des Schlüssels für Duelle mit Freunden anderswo: %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/dialogs/profiles.py" line="+129"/>
        <location line="+1"/>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of a player</source>
        <translation>Name eines Spielers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create</source>
        <translation>&amp;Anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Friend</source>
        <translation>&amp;Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends are listed first when you choose an opponent.</source>
        <translation>Freunde stehen oben, wenn du einen Gegner wählst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ignored</source>
        <translation>&amp;Ignoriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignored players are hidden when you choose an opponent.</source>
        <translation>Ignorierte Spieler werden ausgeblendet, wenn du einen Gegner wählst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play as this player</source>
        <translation>Als dieser Spieler &amp;spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next games are recorded for the selected player.</source>
        <translation>Deine nächsten Spiele werden für den gewählten Spieler aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No player is saved yet. A player is saved with their first finished game, or add one below.</source>
        <translation>Noch ist kein Spieler gespeichert. Ein Spieler wird mit seinem ersten beendeten Spiel gespeichert, oder lege unten einen an.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 (ignored)</source>
        <translation>%1 (ignoriert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (playing now)</source>
        <translation>%1 (spielt gerade)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (next games)</source>
        <translation>%1 (nächste Spiele)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Playing now: %1. Your next games: %2.</source>
        <translation>Spielt gerade: %1. Deine nächsten Spiele: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing now: %1</source>
        <translation>Spielt gerade: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is playing yet: choose a player below.</source>
        <translation>Noch spielt niemand: Wähle unten einen Spieler.</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>%1 is playing the game on the table. Delete the player once that game is over.</source>
        <translation>%1 spielt gerade das Spiel auf dem Tisch. Lösche den Spieler, wenn dieses Spiel vorbei ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your next games are recorded for %1. Choose another player with Play as this player first.</source>
        <translation>Deine nächsten Spiele werden für %1 aufgezeichnet. Wähle zuerst mit „Als dieser Spieler spielen“ einen anderen Spieler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete player?</source>
        <translation>Spieler löschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the player %1?</source>
        <translation>Den Spieler %1 löschen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep the games and duels of this player (they then show an anonymous player) or remove them for good.</source>
        <translation>Du kannst die Spiele und Duelle dieses Spielers behalten (sie zeigen dann einen anonymen Spieler) oder sie endgültig entfernen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete, &amp;keep history</source>
        <translation>Löschen, &amp;Verlauf behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete &amp;everything</source>
        <translation>&amp;Alles löschen</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>%1 (on another computer)</source>
        <translation>%1 (an einem anderen Computer)</translation>
    </message>
</context>
<context>
    <name>RemoteDuels</name>
    <message>
        <location filename="../spider_qt/ui/duel/remote.py" line="-1"/>
        <location line="+32"/>
        <location line="+160"/>
        <location line="+139"/>
        <source>Duel with a friend</source>
        <translation>Duell mit einem Freund</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>your friend</source>
        <translation>dein Freund</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game: %1 points, %2 moves, %3 (as your app measured it).</source>
        <translation>Dein Spiel: %1 Punkte, %2 Züge, %3 (wie dein Programm es gemessen hat).</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Send the challenge</source>
        <translation>Herausforderung senden</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Your score is sealed until %1 answers: nobody can see it or change it before then.</source>
        <translation>Deine Punktzahl bleibt versiegelt, bis %1 antwortet: Bis dahin kann niemand sie sehen oder ändern.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Send your answer</source>
        <translation>Deine Antwort senden</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>Send it to %1. You see who won when %1&apos;s reveal comes back.</source>
        <translation>Sende sie an %1. Wer gewonnen hat, siehst du, wenn die Auflösung von %1 zurückkommt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Save the duel message</source>
        <translation>Duell-Nachricht speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spider Duel messages (*.spiderduel)</source>
        <translation>Spider-Duel-Nachrichten (*.spiderduel)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved as %1. Send this file to your friend.</source>
        <translation>Gespeichert als %1. Sende diese Datei deinem Freund.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copied. Paste it into a chat or a mail to your friend.</source>
        <translation>Kopiert. Füge es in einen Chat oder eine Mail an deinen Freund ein.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It could not be put in your duels folder (%1): send it another way.</source>
        <translation>Es konnte nicht in deinen Duell-Ordner gelegt werden (%1): Sende es auf anderem Weg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is in your duels folder already (%1): your sync tool carries it.</source>
        <translation>Es liegt schon in deinem Duell-Ordner (%1): Dein Synchronisationsprogramm überträgt es.</translation>
    </message>
    <message>
        <location line="-283"/>
        <source>Send the reveal</source>
        <translation>Auflösung senden</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Challenge a fr&amp;iend on another computer…</source>
        <translation>Einen Freund an einem &amp;anderen Computer herausfordern…</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>The same message as before: sending it again changes nothing.</source>
        <translation>Dieselbe Nachricht wie zuvor: Sie erneut zu senden, ändert nichts.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>A challenge from %1 arrived.</source>
        <translation>Eine Herausforderung von %1 ist angekommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your duel with %1 is over: see its result.</source>
        <translation>Dein Duell mit %1 ist vorbei: Sieh dir das Ergebnis an.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A duel message from %1, whom you ignore, was kept aside.</source>
        <translation>Eine Duell-Nachricht von %1, den du ignorierst, wurde beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1&apos;s answer is checked and the duel is recorded. Send this reveal so that %1 sees the same result.</source>
        <translation>Die Antwort von %1 ist geprüft und das Duell gespeichert. Sende diese Auflösung, damit %1 dasselbe Ergebnis sieht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/remote_dialogs.py" line="+39"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Challenge a friend on another computer</source>
        <translation>Einen Freund an einem anderen Computer herausfordern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play a fresh deal now. Your result is sealed in a challenge that you send to your friend, by any channel. Your friend plays the same deal and answers; then both of you see who won.</source>
        <translation>Du spielst jetzt ein neues Spiel. Dein Ergebnis wird in einer Herausforderung versiegelt, die du deinem Freund auf beliebigem Weg sendest. Dein Freund spielt dasselbe Spiel und antwortet; dann seht ihr beide, wer gewonnen hat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Suits:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Friend:</source>
        <translation>F&amp;reund:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deadline:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Message:</source>
        <translation>&amp;Nachricht:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="+126"/>
        <location line="+11"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n Farbe</numerusform>
            <numerusform>%n Farben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <comment>time limit unit</comment>
        <translation> Min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> days</source>
        <comment>deadline unit</comment>
        <translation> Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone who gets the challenge</source>
        <translation>Jeder, der die Herausforderung bekommt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word for your friend (optional)</source>
        <translation>Ein Wort für deinen Freund (freiwillig)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in every duel: no hints, no demo, no solver, no undo of a deal, and the deal number stays hidden until the duel is over.</source>
        <translation>Wie in jedem Duell: keine Tipps, keine Demo, keine Lösungssuche, kein Zurücknehmen des Austeilens, und die Spielnummer bleibt verborgen, bis das Duell vorbei ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+129"/>
        <source>&amp;Play now</source>
        <translation>Jetzt &amp;spielen</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>A duel from a friend</source>
        <translation>Ein Duell von einem Freund</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 challenges %2 to a duel</source>
        <translation>%1 fordert %2 zum Duell heraus</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Rules: %1, %n suit(s)</source>
        <translation>
            <numerusform>Regeln: %1, %n Farbe</numerusform>
            <numerusform>Regeln: %1, %n Farben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: %1</source>
        <translation>Zeitlimit: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer by: %1</source>
        <translation>Antworten bis: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s score is sealed: you see it after you have played and sent your answer.</source>
        <translation>Die Punktzahl von %1 ist versiegelt: Du siehst sie, nachdem du gespielt und deine Antwort gesendet hast.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warning: this challenge is signed with another key than the one you know for %1. It may come from someone else. Compare the fingerprint %2 with the one %1 sees in Player info before you play.</source>
        <translation>Achtung: Diese Herausforderung ist mit einem anderen Schlüssel signiert als dem, den du von %1 kennst. Sie kann von jemand anderem stammen. Vergleiche den Fingerabdruck %2 mit dem, den %1 in der Spielerinfo sieht, bevor du spielst.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>First message from this key. Its fingerprint is %1: compare it with the one %2 sees in Player info (by phone or in person) to be sure the challenge is theirs.</source>
        <translation>Erste Nachricht mit diesem Schlüssel. Sein Fingerabdruck ist %1: Vergleiche ihn mit dem, den %2 in der Spielerinfo sieht (am Telefon oder persönlich), um sicher zu sein, dass die Herausforderung von ihm stammt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Signed by %1, with the key you know (%2).</source>
        <translation>Signiert von %1, mit dem Schlüssel, den du kennst (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have one attempt: it counts from the moment you press Play now.</source>
        <translation>Du hast einen Versuch: Er zählt ab dem Moment, in dem du Jetzt spielen drückst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&amp;Save as file…</source>
        <translation>Als Datei &amp;speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy as text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Send to your friend</source>
        <translation>An deinen Freund senden</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="-108"/>
        <source>being played here</source>
        <translation>wird hier gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the answer</source>
        <translation>wartet auf die Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the reveal</source>
        <translation>wartet auf die Auflösung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Duels with friends on other computers</source>
        <translation>Duelle mit Freunden an anderen Computern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who challenged</source>
        <translation>Wer forderte heraus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resend</source>
        <translation>E&amp;rneut senden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send your last message of this duel again</source>
        <translation>Sende deine letzte Nachricht dieses Duells noch einmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take it off this list. A finished duel stays in the records; the attempt stays used.</source>
        <translation>Von dieser Liste nehmen. Ein beendetes Duell bleibt gespeichert; der Versuch bleibt verbraucht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;sult</source>
        <translation>Er&amp;gebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this challenge again, to play it now</source>
        <translation>Diese Herausforderung noch einmal zeigen, um sie jetzt zu spielen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>anyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not played yet</source>
        <translation>noch nicht gespielt</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/remote.py" line="+17"/>
        <source>The duel message is too large (over 1 MiB): it is no message of Spider Duel&apos;s.</source>
        <translation>Die Duell-Nachricht ist zu groß (über 1 MiB): Sie ist keine Nachricht von Spider Duel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a readable duel message: it was cut or damaged on the way, or it is another kind of file. Ask your friend to send it again, as a file or as the whole text block.</source>
        <translation>Das ist keine lesbare Duell-Nachricht: Sie wurde unterwegs abgeschnitten oder beschädigt, oder es ist eine andere Art von Datei. Bitte deinen Freund, sie noch einmal zu senden, als Datei oder als ganzen Textblock.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a Spider Duel duel message (its format or its kind is unknown).</source>
        <translation>Das ist keine Duell-Nachricht von Spider Duel (ihr Format oder ihre Art ist unbekannt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This duel message was made by a newer Spider Duel. Update Spider Duel to read it.</source>
        <translation>Diese Duell-Nachricht stammt von einem neueren Spider Duel. Aktualisiere Spider Duel, um sie zu lesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The duel message is malformed: a field is missing or holds a wrong value. It was changed or damaged.</source>
        <translation>Die Duell-Nachricht ist fehlerhaft: Ein Feld fehlt oder hat einen falschen Wert. Sie wurde verändert oder beschädigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The signature does not match: the message was changed after your friend signed it. Ask for it again.</source>
        <translation>Die Signatur passt nicht: Die Nachricht wurde verändert, nachdem dein Freund sie signiert hat. Bitte ihn erneut darum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This message does not fit the duel it names: it answers another challenge, comes from the wrong player, or a message before it is missing.</source>
        <translation>Diese Nachricht passt nicht zu dem Duell, das sie nennt: Sie antwortet auf eine andere Herausforderung, kommt vom falschen Spieler, oder eine Nachricht davor fehlt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The challenger&apos;s revealed game is not the one sealed in the challenge: the result was changed after the challenge was sent.</source>
        <translation>Das aufgedeckte Spiel des Herausforderers ist nicht das in der Herausforderung versiegelte: Das Ergebnis wurde nach dem Senden der Herausforderung geändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game in the message does not replay on its deal: a move is illegal or written wrongly, or the game is not over.</source>
        <translation>Ein Spiel in der Nachricht lässt sich auf seinem Spiel nicht nachspielen: Ein Zug ist ungültig oder falsch geschrieben, oder das Spiel ist nicht zu Ende.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score, runs, moves or outcome claimed in the message are not what its game gives when replayed.</source>
        <translation>Punktzahl, Reihen, Züge oder Ausgang, die die Nachricht angibt, sind nicht das, was ihr Spiel beim Nachspielen ergibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The times in the message are impossible: they go backwards, do not match its moves, or exceed the time limit.</source>
        <translation>Die Zeiten in der Nachricht sind unmöglich: Sie laufen rückwärts, passen nicht zu den Zügen oder überschreiten das Zeitlimit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+28"/>
        <source>The duel message was refused.</source>
        <translation>Die Duell-Nachricht wurde abgelehnt.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This duel message was read before: there is nothing new in it.</source>
        <translation>Diese Duell-Nachricht wurde schon gelesen: Es steht nichts Neues darin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a message you sent yourself: send it to your friend instead.</source>
        <translation>Das ist eine Nachricht, die du selbst gesendet hast: Sende sie lieber deinem Freund.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This message belongs to a duel that was never played in this data folder: open it where that challenge was played.</source>
        <translation>Diese Nachricht gehört zu einem Duell, das in diesem Datenordner nie gespielt wurde: Öffne sie dort, wo diese Herausforderung gespielt wurde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This challenge is for another player: it names a friend whose key is not yours.</source>
        <translation>Diese Herausforderung ist für einen anderen Spieler: Sie nennt einen Freund, dessen Schlüssel nicht deiner ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have played this challenge already: there is one attempt per challenge. See Challenges for it.</source>
        <translation>Du hast diese Herausforderung schon gespielt: Es gibt einen Versuch pro Herausforderung. Du findest sie unter Herausforderungen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/duel_inbox.py" line="+27"/>
        <source>It is larger than a duel message can be (1 MiB).</source>
        <translation>Sie ist größer, als eine Duell-Nachricht sein kann (1 MiB).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds neither a duel message&apos;s text block nor its JSON.</source>
        <translation>Sie enthält weder den Textblock einer Duell-Nachricht noch deren JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a Spider Duel message.</source>
        <translation>Sie ist keine Nachricht von Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was made by a newer version of Spider Duel: update Spider Duel to read it.</source>
        <translation>Sie stammt von einer neueren Version von Spider Duel: Aktualisiere Spider Duel, um sie zu lesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is damaged or incomplete: a part of the message is missing or malformed.</source>
        <translation>Sie ist beschädigt oder unvollständig: Ein Teil der Nachricht fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its signature does not match: it was changed after it was signed. Ask your friend to send it again.</source>
        <translation>Ihre Signatur passt nicht: Sie wurde nach dem Signieren verändert. Bitte deinen Freund, sie noch einmal zu senden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It does not belong with the duel&apos;s other messages.</source>
        <translation>Sie gehört nicht zu den anderen Nachrichten des Duells.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenger&apos;s game does not match the result sealed in the challenge.</source>
        <translation>Das Spiel des Herausforderers passt nicht zum versiegelten Ergebnis der Herausforderung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its game cannot be replayed: a move in it is not a legal move.</source>
        <translation>Ihr Spiel lässt sich nicht nachspielen: Ein Zug darin ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score or result it claims is not what its game gives when replayed.</source>
        <translation>Die angegebene Punktzahl oder das Ergebnis stimmt nicht mit dem nachgespielten Spiel überein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its times do not fit its game: one time for each move, within the time limit.</source>
        <translation>Ihre Zeiten passen nicht zum Spiel: eine Zeit für jeden Zug, innerhalb des Zeitlimits.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a folder or a device, not a file.</source>
        <translation>Das ist ein Ordner oder ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such file.</source>
        <translation>Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no text and no file.</source>
        <translation>Die Zwischenablage enthält weder Text noch eine Datei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It cannot be read (%1).</source>
        <translation>Sie kann nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be taken as a duel message.</source>
        <translation>Sie kann nicht als Duell-Nachricht angenommen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a duel message</source>
        <translation>Keine Duell-Nachricht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be taken as a duel message.</source>
        <translation>%1 kann nicht als Duell-Nachricht angenommen werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Copy the whole duel message, from the line -----BEGIN SPIDER DUEL MESSAGE----- to the END line, then paste it again.</source>
        <translation>Kopiere die ganze Duell-Nachricht, von der Zeile -----BEGIN SPIDER DUEL MESSAGE----- bis zur Zeile END, und füge sie dann erneut ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pasted text cannot be taken as a duel message.</source>
        <translation>Der eingefügte Text kann nicht als Duell-Nachricht angenommen werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Duels folder: %1 is not a duel message.</source>
        <translation>Duell-Ordner: %1 ist keine Duell-Nachricht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A duel message arrived in the duels folder: %1. See Challenges.</source>
        <translation>Eine Duell-Nachricht ist im Duell-Ordner angekommen: %1. Siehe Herausforderungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 duel messages arrived in the duels folder. See Challenges.</source>
        <translation>%1 Duell-Nachrichten sind im Duell-Ordner angekommen. Siehe Herausforderungen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (%1 new)</source>
        <comment>after the Challenges menu entry</comment>
        <translation> (%1 neu)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste duel message from clip&amp;board</source>
        <translation>Duell-Nachricht aus Zwischenablage einf&amp;ügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duels &amp;folder…</source>
        <translation>Duell-Ordner e&amp;inrichten…</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/folder_dialog.py" line="+34"/>
        <location line="+43"/>
        <location line="+9"/>
        <location line="+9"/>
        <source>Duels folder</source>
        <translation>Duell-Ordner</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>A folder that your sync tool (Syncthing, Nextcloud, Dropbox…) keeps in step with your friends&apos; computers. Put one sub-folder in it for each friend: challenges, answers and reveals then travel by themselves. Leave it empty to send and receive duel messages by hand.</source>
        <translation>Ein Ordner, den dein Synchronisationsprogramm (Syncthing, Nextcloud, Dropbox…) mit den Rechnern deiner Freunde abgleicht. Lege darin für jeden Freund einen Unterordner an: Herausforderungen, Antworten und Auflösungen reisen dann von selbst. Lass das Feld leer, um Duell-Nachrichten von Hand zu senden und zu empfangen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No duels folder</source>
        <translation>Kein Duell-Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the folder&apos;s whole path, or choose it with Browse…</source>
        <translation>Gib den vollständigen Pfad des Ordners an oder wähle ihn mit Durchsuchen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be made (%2).</source>
        <translation>Der Ordner %1 kann nicht angelegt werden (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the duels folder</source>
        <translation>Duell-Ordner wählen</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/replay.py" line="+266"/>
        <source>Action %1 of %2 · score %3</source>
        <translation>Aktion %1 von %2 · Punkte %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <comment>verb</comment>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay</source>
        <comment>noun: window title of the replay viewer</comment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Jump to any action</source>
        <translation>Zu einer beliebigen Aktion springen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <comment>a screen reader&apos;s name of the slider: the action shown</comment>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>One action back (Left arrow; Home: the start)</source>
        <translation>Eine Aktion zurück (Pfeil links; Pos1: zum Anfang)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action forward (Right arrow; End: the end)</source>
        <translation>Eine Aktion vor (Pfeil rechts; Ende: zum Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Abspieltempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
</context>
<context>
    <name>RuleSetNames</name>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="-65"/>
        <source>Classic</source>
        <comment>rule set (the Windows rules), next to Duel</comment>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Windows rules: cards turn by themselves, undo anything.</source>
        <translation>Windows-Regeln: Karten decken sich selbst auf, alles lässt sich zurücknehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel rules</source>
        <translation>Duellregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StarGames rules: turn cards yourself, deal at any time, undo only card moves.</source>
        <translation>StarGames-Regeln: Karten selbst aufdecken, jederzeit geben, nur Kartenzüge zurücknehmen.</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../spider_qt/ui/app.py" line="+383"/>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Duel cannot write its settings to %1. Your choices (the language, the cards, the last new game) last only until you quit.</source>
        <translation>Spider Duel kann seine Einstellungen nicht in %1 schreiben. Deine Wahl (Sprache, Karten, das letzte neue Spiel) gilt nur, bis du Spider Duel beendest.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your unfinished game of deal %1 continues where you left it.</source>
        <translation>Dein nicht beendetes Spiel Nr. %1 geht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/autosave_check.py" line="+119"/>
        <source>The unfinished duel turn was changed outside Spider Duel: it does not agree with the duel kept in the records, so it is not continued.</source>
        <translation>Der unfertige Duell-Zug wurde außerhalb von Spider Duel geändert: Er passt nicht zum aufgezeichneten Duell und wird daher nicht fortgesetzt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player whose turn it was has left the duel, as with Leave: the duel is lost for them.</source>
        <translation>Wer am Zug war, hat das Duell verlassen, wie mit Verlassen: Das Duell ist für ihn verloren.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/recovery.py" line="+87"/>
        <source>The duel in progress has no unfinished game left to go on from: it was lost, or could not be read.</source>
        <translation>Vom laufenden Duell ist kein nicht beendetes Spiel mehr da, mit dem es weitergehen könnte: Es ging verloren oder konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The duels in progress have no unfinished game left to go on from (it was lost, or could not be read), so they end without a winner: they count for neither player, and the games already recorded for them stay as they are.</source>
        <translation>Von den laufenden Duellen ist kein nicht beendetes Spiel mehr da, mit dem sie weitergehen könnten (es ging verloren oder konnte nicht gelesen werden), also enden sie ohne Sieger: Sie zählen für keinen der beiden, und die schon dafür aufgezeichneten Spiele bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The duel cannot go on, so it ends without a winner: it counts for neither player, and the games already recorded for it stay as they are.</source>
        <translation>Das Duell kann nicht weitergehen, also endet es ohne Sieger: Es zählt für keinen der beiden, und die schon dafür aufgezeichneten Spiele bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/file_dialog.py" line="+65"/>
        <source>Spider %1, %2-suit, deal %3, %4</source>
        <comment>suggested file name: rules, suit count (1, 2 or 4), deal number, date</comment>
        <translation>Spider %1, %2-farbig, Spiel %3, %4</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/autosave.py" line="-247"/>
        <source>Game of a newer version</source>
        <translation>Spiel einer neueren Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unfinished game in %1 was saved by a newer version of Spider Duel. It is left untouched for that version; this one keeps its own game beside it, in %2.</source>
        <translation>Das nicht beendete Spiel in %1 wurde von einer neueren Version von Spider Duel gespeichert. Es bleibt für jene Version unangetastet; diese Version speichert ihr eigenes Spiel daneben, in %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A duel is in progress, but the statistics it is recorded in cannot be used now. It waits, untouched, and goes on when Spider Duel starts with the statistics usable again. Until then you can play games alone.</source>
        <translation>Ein Duell läuft, aber die Statistik, in der es aufgezeichnet wird, kann gerade nicht genutzt werden. Es wartet unangetastet und geht weiter, wenn Spider Duel mit wieder nutzbarer Statistik startet. Bis dahin kannst du allein spielen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be restored.</source>
        <translation>Dein nicht beendetes Spiel konnte nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unfinished game lost</source>
        <translation>Nicht beendetes Spiel verloren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished game moved aside</source>
        <translation>Nicht beendetes Spiel verschoben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was moved aside to
%1</source>
        <translation>Die beschädigte Datei wurde verschoben nach
%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You have an unfinished game (score %1, %2). Continue it?</source>
        <translation>Du hast ein nicht beendetes Spiel (Punkte %1, %2). Fortsetzen?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue your game?</source>
        <translation>Dein Spiel fortsetzen?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your game continues where you left it.</source>
        <translation>Dein Spiel geht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your game could not be saved automatically.</source>
        <translation>Dein Spiel konnte nicht automatisch gespeichert werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel keeps trying after every move.</source>
        <translation>Spider Duel versucht es nach jedem Zug erneut.</translation>
    </message>
    <message>
        <location line="+98"/>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="+157"/>
        <source>Unfinished game kept</source>
        <translation>Nicht beendetes Spiel aufbewahrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="+1"/>
        <source>Your unfinished game was kept in
%1
Open it from Game &gt; Open recent to go on with it.</source>
        <translation>Dein nicht beendetes Spiel wurde aufbewahrt in
%1
Öffne es über Spiel &gt; Zuletzt geöffnet, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is an earlier point of the game in progress. Go back to it? Your game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 ist ein früherer Stand des laufenden Spiels. Dorthin zurückgehen? Dein Spiel zählt so, wie es jetzt steht (%2 Punkte), und was du ab dem früheren Stand spielst, wird nicht noch einmal aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <location filename="../spider_qt/ui/persistence/kept_tries.py" line="+66"/>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open %1 instead of the game in progress? Your game (score %2) is kept in %3 and listed under Open recent, to go on with it later.</source>
        <translation>%1 statt des laufenden Spiels öffnen? Dein Spiel (Punkte %2) wird in %3 aufbewahrt und steht unter „Zuletzt geöffnet“, damit du es später fortsetzen kannst.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game in progress not kept</source>
        <translation>Laufendes Spiel nicht aufbewahrt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game in progress stays on the table.</source>
        <translation>Dein laufendes Spiel bleibt auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The unfinished game was moved aside, unchanged, to
%1</source>
        <translation>Das nicht beendete Spiel wurde unverändert verschoben nach
%1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/game_files.py" line="+73"/>
        <source>&amp;Save</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pen…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Game not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved to %1</source>
        <translation>Spiel gespeichert in %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a player&apos;s turn in a duel. A duel&apos;s game is played only in its duel.</source>
        <translation>%1 ist das Spiel eines Spielers in einem Duell. Ein Duellspiel wird nur in seinem Duell gespielt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(it starts from a set position, so it is not recorded in the statistics)</source>
        <translation>(es beginnt in einer vorgegebenen Stellung und wird daher nicht in der Statistik aufgezeichnet)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games and duel messages (*.spider *.spiderduel)</source>
        <translation>Spiele und Duell-Nachrichten (*.spider *.spiderduel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duel messages (*.spiderduel)</source>
        <translation>Duell-Nachrichten (*.spiderduel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel games (*.spider)</source>
        <translation>Spider-Duel-Spiele (*.spider)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/kept_tries.py" line="-9"/>
        <source>%1 is an earlier point of a game you kept aside in %3. Go back to it? That game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 ist ein früherer Stand eines Spiels, das du in %3 aufbewahrt hast. Dorthin zurückgehen? Dieses Spiel zählt so, wie es jetzt steht (%2 Punkte), und was du ab dem früheren Stand spielst, wird nicht noch einmal aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your game of this deal kept aside in %1 now counts as it stood (score %2).</source>
        <translation>Dein Spiel mit diesen Karten, das du in %1 aufbewahrt hattest, zählt jetzt so, wie es stand (%2 Punkte).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="-25"/>
        <source>Duel in progress</source>
        <translation>Duell läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A duel is in progress, so it continues. The game asked for on the command line can be played once the duel is over.</source>
        <translation>Ein Duell läuft, deshalb geht es weiter. Das auf der Befehlszeile verlangte Spiel kann gespielt werden, sobald das Duell vorbei ist.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unfinished game continues</source>
        <translation>Nicht beendetes Spiel geht weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your unfinished game could not be kept aside, so it continues instead.</source>
        <translation>Dein nicht beendetes Spiel konnte nicht beiseitegelegt werden, daher geht es stattdessen weiter.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/player_menu.py" line="+71"/>
        <source>Replay a finished &amp;game…</source>
        <translation>Beendetes Spiel wie&amp;dergeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>Spi&amp;eler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profile…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;info…</source>
        <translation>Spieler&amp;info…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export statistics as CSV…</source>
        <translation>Statistik als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+9"/>
        <source>You play as %1.</source>
        <translation>Du spielst als %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From your next game, you play as %1.</source>
        <translation>Ab deinem nächsten Spiel spielst du als %1.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Replay</source>
        <comment>noun</comment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no finished game to replay yet.</source>
        <translation>Es gibt noch kein beendetes Spiel zum Wiedergeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a finished game</source>
        <translation>Ein beendetes Spiel wiedergeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay: %1</source>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Player info</source>
        <translation>Spielerinfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish a game first: then your statistics appear here.</source>
        <translation>Beende zuerst ein Spiel: Dann erscheint hier deine Statistik.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../spider_qt/ui/persistence/records.py" line="+56"/>
        <source>Statistics unavailable</source>
        <translation>Statistik nicht verfügbar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game on the table (score %1)</source>
        <translation>Das Spiel auf dem Tisch (Punkte %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>not won</source>
        <translation>nicht gewonnen</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1 · deal %2 · score %3, %4</source>
        <translation>%1 · Spiel %2 · Punkte %3, %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 · %2 · deal %3 · score %4, %5</source>
        <translation>%1 · %2 · Spiel %3 · Punkte %4, %5</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/records.py" line="+3"/>
        <source>You can play, but profiles and statistics are off until this is solved.</source>
        <translation>Du kannst spielen, aber Profile und Statistik bleiben aus, bis das behoben ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics file damaged</source>
        <translation>Statistikdatei beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged and could not be read. It was moved aside to
%1
and new, empty statistics were started.</source>
        <translation>Die Statistikdatei war beschädigt und konnte nicht gelesen werden. Sie wurde verschoben nach
%1
und eine neue, leere Statistik wurde begonnen.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The game is kept in the data folder and recorded at the next start.</source>
        <translation>Das Spiel bleibt im Datenordner und wird beim nächsten Start aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game not recorded</source>
        <translation>Spiel nicht aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/prompts.py" line="+149"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 gibt es schon. Ersetzen?</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../spider_qt/ui/app.py" line="+73"/>
        <source>Spider Duel</source>
        <translation>Spider Duel</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Spider Duel was started again: your game is here.</source>
        <translation>Spider Duel wurde erneut gestartet: Dein Spiel ist hier.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/single_instance.py" line="+207"/>
        <source>Spider Duel is already open with the data folder %1 (process %2 on %3), but it does not answer. Close it, or wait until it ends, then start Spider Duel again.</source>
        <translation>Spider Duel ist bereits mit dem Datenordner %1 geöffnet (Prozess %2 auf %3), antwortet aber nicht. Schließe es oder warte, bis es sich beendet, und starte Spider Duel dann erneut.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/statistics.py" line="+47"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n Farbe</numerusform>
            <numerusform>%n Farben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="+68"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/dialogs/statistics.py" line="+26"/>
        <source>Deleted player</source>
        <translation>Gelöschter Spieler</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time</source>
        <translation>Beste Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n row(s) written.</source>
        <translation>
            <numerusform>%n Zeile geschrieben.</numerusform>
            <numerusform>%n Zeilen geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Cleared</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won with help</source>
        <translation>Mit Hilfe gewonnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every game started counts, with help or without.</source>
        <translation>Jedes begonnene Spiel zählt, mit oder ohne Hilfe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won without help: all eight runs on the discard pile. Duels are counted below.</source>
        <translation>Ohne Hilfe gewonnene Spiele: alle acht Reihen auf dem Ablagestapel. Duelle werden darunter gezählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games cleared with a hint, the demo or the solver: played, but never a win.</source>
        <translation>Mit Tipp, Demo oder Lösungssuche gelöste Spiele: gespielt, aber nie gewonnen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cleared</source>
        <translation>%1 gelöst</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Games with all eight runs cleared. A duel is won on points: duels won are counted apart.</source>
        <translation>Spiele mit allen acht Reihen abgelegt. Ein Duell wird nach Punkten gewonnen: Gewonnene Duelle werden getrennt gezählt.</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+166"/>
        <location line="+99"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No player yet: finish a game to start the statistics.</source>
        <translation>Noch kein Spieler: Beende ein Spiel, um die Statistik zu beginnen.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The statistics of %1 start again from zero: games, wins, best scores and streaks. The record of duels against other players stays, and so do the games, for replays. This cannot be undone.</source>
        <translation>Die Statistik von %1 beginnt wieder bei null: Spiele, Siege, Bestwerte und Serien. Die Bilanz der Duelle gegen andere Spieler bleibt, ebenso die Spiele für Wiedergaben. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export as CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Duels: %1 won, %2 lost, %3 drawn</source>
        <translation>Duelle: %1 gewonnen, %2 verloren, %3 unentschieden</translation>
    </message>
</context>
<context>
    <name>StoreErrors</name>
    <message>
        <location filename="../spider_qt/ui/texts/errors.py" line="+73"/>
        <source>A name can have at most %1 characters.</source>
        <translation>Ein Name darf höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The statistics database is closed.</source>
        <translation>Die Statistikdatenbank ist geschlossen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Please enter a name.</source>
        <translation>Bitte gib einen Namen ein.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is read-only</source>
        <translation>der Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you are not allowed to write there</source>
        <translation>du darfst dort nicht schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a file is in the way where a folder should be</source>
        <translation>wo ein Ordner sein sollte, liegt eine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder is in the way where a file should be</source>
        <translation>wo eine Datei sein sollte, liegt ein Ordner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused (%1)</source>
        <translation>das System hat abgelehnt (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>das System hat abgelehnt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The statistics in %1 are in use by another program (perhaps another Spider Duel).</source>
        <translation>Die Statistik in %1 wird von einem anderen Programm benutzt (vielleicht einem anderen Spider Duel).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk holding %1 is full, so the duel&apos;s records cannot be written.</source>
        <translation>Der Datenträger mit %1 ist voll, daher können die Daten des Duells nicht geschrieben werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A file in %1 could not be written: %2. The previous copy is unchanged.</source>
        <translation>Eine Datei in %1 konnte nicht geschrieben werden: %2. Die bisherige Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A damaged file in %1 could not be moved aside: %2. It was left as it is.</source>
        <translation>Eine beschädigte Datei in %1 konnte nicht beiseitegelegt werden: %2. Sie wurde so gelassen, wie sie ist.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That name looks too much like the existing player “%1”. Please choose another.</source>
        <translation>Dieser Name ähnelt zu sehr dem des vorhandenen Spielers „%1“. Bitte wähle einen anderen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is the name of a computer opponent. Please choose another.</source>
        <translation>„%1“ ist der Name eines Computergegners. Bitte wähle einen anderen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is larger than any game (over %1 MB), so it was not read.</source>
        <translation>Die Datei ist größer als jedes Spiel (über %1 MB) und wurde daher nicht gelesen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics in %1 were saved by a newer version of Spider Duel. They are left untouched; update Spider Duel to use them.</source>
        <translation>Die Statistik in %1 wurde von einer neueren Version von Spider Duel gespeichert. Sie bleibt unangetastet; aktualisiere Spider Duel, um sie zu nutzen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in %1 are in use by another program (perhaps another Spider Duel). Nothing was moved or deleted. Close that program, then start Spider Duel again.</source>
        <translation>Die Statistik in %1 wird von einem anderen Programm benutzt (vielleicht einem anderen Spider Duel). Nichts wurde verschoben oder gelöscht. Schließe dieses Programm und starte Spider Duel dann erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The disk holding %1 is full, so the statistics cannot be used. Nothing was moved or deleted. Free some space, then start Spider Duel again.</source>
        <translation>Der Datenträger mit %1 ist voll, daher kann die Statistik nicht genutzt werden. Nichts wurde verschoben oder gelöscht. Gib etwas Speicherplatz frei und starte Spider Duel dann erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 is read-only, so the statistics cannot be used. Nothing was moved or deleted.</source>
        <translation>Der Ordner %1 ist schreibgeschützt, daher kann die Statistik nicht genutzt werden. Nichts wurde verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are not allowed to use the statistics in %1 (permission denied). Nothing was moved or deleted.</source>
        <translation>Du darfst die Statistik in %1 nicht nutzen (Zugriff verweigert). Nichts wurde verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder %1 cannot be created: a file is in the way, or its place cannot hold folders.</source>
        <translation>Der Datenordner %1 kann nicht angelegt werden: Eine Datei ist im Weg, oder an dieser Stelle sind keine Ordner möglich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics database in %1 could not be used.</source>
        <translation>Die Statistikdatenbank in %1 konnte nicht genutzt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics database in %1 holds an entry that Spider Duel did not write (it was changed by hand or by another program), so it could not be read. Nothing in it was changed.</source>
        <translation>Die Statistikdatenbank in %1 enthält einen Eintrag, den Spider Duel nicht geschrieben hat (er wurde von Hand oder von einem anderen Programm geändert), deshalb konnte sie nicht gelesen werden. Nichts darin wurde verändert.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A name cannot contain control or formatting characters.</source>
        <translation>Ein Name darf keine Steuer- oder Formatierungszeichen enthalten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That name is already taken.</source>
        <translation>Dieser Name ist schon vergeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player no longer exists.</source>
        <translation>Diesen Spieler gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player was deleted.</source>
        <translation>Dieser Spieler wurde gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer opponent cannot be renamed or deleted.</source>
        <translation>Ein Computergegner kann weder umbenannt noch gelöscht werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown computer level.</source>
        <translation>Unbekannte Computerstufe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game is no longer recorded.</source>
        <translation>Dieses Spiel ist nicht mehr aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game record is not valid.</source>
        <translation>Die Aufzeichnung des Spiels ist ungültig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game started from a set position, not from a deal number, so it is not recorded in the statistics.</source>
        <translation>Dieses Spiel begann in einer vorgegebenen Stellung, nicht mit einer Spielnummer, und wird daher nicht in der Statistik aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That duel no longer exists.</source>
        <translation>Dieses Duell gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That challenge is no longer open.</source>
        <translation>Diese Herausforderung ist nicht mehr offen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That duel is already finished.</source>
        <translation>Dieses Duell ist schon beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot accept your own challenge.</source>
        <translation>Du kannst deine eigene Herausforderung nicht annehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That challenge is meant for someone else.</source>
        <translation>Diese Herausforderung gilt jemand anderem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game belongs to another player.</source>
        <translation>Dieses Spiel gehört einem anderen Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game was played on a different deal.</source>
        <translation>Dieses Spiel wurde mit anderen Karten gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That side of the duel has already played.</source>
        <translation>Dieser Spieler hat seinen Teil des Duells schon gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player cannot duel against themselves.</source>
        <translation>Ein Spieler kann nicht gegen sich selbst spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That deal does not exist.</source>
        <translation>Diese Spielnummer gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That time limit is not allowed.</source>
        <translation>Dieses Zeitlimit ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read: you may not be allowed to open it.</source>
        <translation>Die Datei kann nicht gelesen werden: Vielleicht darfst du sie nicht öffnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a regular file (a folder, a pipe or a device), so it was not read.</source>
        <translation>Das ist keine normale Datei (sondern ein Ordner, eine Pipe oder ein Gerät) und wurde daher nicht gelesen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or incomplete.</source>
        <translation>Die Datei ist beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Spider Duel game file.</source>
        <translation>Das ist keine Spieldatei von Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was saved by a newer version of Spider Duel.</source>
        <translation>Die Datei wurde von einer neueren Version von Spider Duel gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is damaged: the game in it cannot be played back.</source>
        <translation>Die Datei ist beschädigt: Das Spiel darin lässt sich nicht abspielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong with the saved data.</source>
        <translation>Mit den gespeicherten Daten ist etwas schiefgegangen.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>A name needs at least one letter, digit or sign that shows.</source>
        <translation>Ein Name braucht mindestens einen sichtbaren Buchstaben, eine Ziffer oder ein Zeichen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This is a symbolic link, not a file Spider Duel wrote, so it was not followed.</source>
        <translation>Das ist ein symbolischer Link, keine Datei, die Spider Duel geschrieben hat, und wurde daher nicht verfolgt.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Your key for duels with friends elsewhere, in %1, is damaged. It was left as it is: move it away to get a new key (your friends will then see a changed key).</source>
        <translation>Dein Schlüssel für Duelle mit Freunden anderswo, in %1, ist beschädigt. Er wurde gelassen, wie er ist: Verschiebe ihn, um einen neuen Schlüssel zu bekommen (deine Freunde sehen dann einen geänderten Schlüssel).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your key for duels with friends elsewhere, in %1, cannot be read.</source>
        <translation>Dein Schlüssel für Duelle mit Freunden anderswo, in %1, kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This challenge was played here already: there is one attempt per challenge.</source>
        <translation>Diese Herausforderung wurde hier schon gespielt: Es gibt einen Versuch pro Herausforderung.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../spider_qt/ui/computer/assist_commands.py" line="+83"/>
        <source>The computer plays this game. Esc stops it.</source>
        <translation>Der Computer spielt dieses Spiel. Esc hält es an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demo stopped.</source>
        <translation>Demo beendet.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The computer could not work out a hint. Press Hint to try again.</source>
        <translation>Der Computer konnte keinen Tipp finden. Drücke noch einmal auf „Tipp“.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/table.py" line="+18"/>
        <source>Only a run of one suit in falling order can move together.</source>
        <translation>Nur eine absteigende Reihe in einer Farbe kann zusammen bewegt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card does not fit there.</source>
        <translation>Diese Karte passt dort nicht hin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill every empty column before dealing.</source>
        <translation>Belege erst jeden leeren Tableaustapel, bevor du gibst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty.</source>
        <translation>Der Vorratsstapel ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has reached its limit of %1 actions: press Done to end it.</source>
        <translation>Dieses Spiel hat die Grenze von %1 Aktionen erreicht: Drücke Fertig, um es zu beenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No move is left: undo a move, or press Done to end the game.</source>
        <translation>Es ist kein Zug mehr möglich: Nimm einen Zug zurück oder beende das Spiel mit „Fertig“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move is left: press Done to end the game.</source>
        <translation>Es ist kein Zug mehr möglich: Beende das Spiel mit „Fertig“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move is left.</source>
        <translation>Es gibt keinen sinnvollen Zug mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: deal new cards.</source>
        <translation>Tipp: Neue Karten geben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: turn the card in column %1.</source>
        <translation>Tipp: Die Karte auf Tableaustapel %1 aufdecken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: move to column %1.</source>
        <translation>Tipp: Auf Tableaustapel %1 legen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No hints in this duel: the players did not agree to hints, the demo and the solver.</source>
        <translation>Keine Tipps in diesem Duell: Die Spieler haben Tipps, Demo und Lösungssuche nicht zugestimmt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer&apos;s clocks disagreed while your clock ran: the longer time counts.</source>
        <translation>Die Uhren dieses Computers waren sich nicht einig, während deine Uhr lief: Die längere Zeit zählt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each time is the longest that this computer&apos;s clocks measured (see Help).</source>
        <translation>Jede Zeit ist die längste, die die Uhren dieses Computers gemessen haben (siehe Hilfe).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/status_line.py" line="+65"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/cover.py" line="+131"/>
        <source>It is starting its game…</source>
        <translation>Der Computer beginnt sein Spiel …</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n action(s) played so far…</source>
        <translation>
            <numerusform>Bisher %n Aktion gespielt …</numerusform>
            <numerusform>Bisher %n Aktionen gespielt …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch it play</source>
        <translation>Beim Spielen zusehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the computer to %1</source>
        <translation>Gib den Computer an %1 weiter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays the same deal now. Press Start when you are ready; the clock starts then.</source>
        <translation>%1 spielt jetzt dasselbe Spiel. Drücke auf Start, wenn du bereit bist; dann läuft die Uhr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The duel waits</source>
        <translation>Das Duell wartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game paused</source>
        <translation>Spiel pausiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s clock is stopped and the table is hidden.</source>
        <translation>Die Uhr von %1 steht still, und der Tisch ist verdeckt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock is stopped and the table is hidden.</source>
        <translation>Die Uhr steht still, und der Tisch ist verdeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is still playing</source>
        <translation>Der Computer spielt noch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its result stays hidden until it has finished. You can watch it play on the table.</source>
        <translation>Sein Ergebnis bleibt verborgen, bis er fertig ist. Du kannst auf dem Tisch zusehen.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 goes on with the turn begun before. Press Start when you are ready; the clock goes on then.</source>
        <translation>%1 setzt den schon begonnenen Zug fort. Drücke auf Start, wenn du bereit bist; dann läuft die Uhr weiter.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+251"/>
        <source>Deal</source>
        <comment>verb: button that deals ten new cards</comment>
        <translation>Geben</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Deal a card onto every column (D)</source>
        <translation>Eine Karte auf jeden Tableaustapel geben (D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Den letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <location line="+21"/>
        <location line="+151"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="-197"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>End your game now and see the result</source>
        <translation>Das Spiel jetzt beenden und das Ergebnis ansehen</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time played</source>
        <translation>Gespielte Zeit</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="+110"/>
        <location line="+148"/>
        <location line="+18"/>
        <source>Spider Duel</source>
        <translation>Spider Duel</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Deal %1</source>
        <comment>deal number</comment>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>End this game?</source>
        <translation>Dieses Spiel beenden?</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Your game ends now and your score counts as it stands.</source>
        <translation>Dein Spiel endet jetzt, und deine bisherigen Punkte zählen.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Spider Duel – deal %1</source>
        <comment>window title; %1 is the deal number</comment>
        <translation>Spider Duel – Spiel Nr. %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/table.py" line="-43"/>
        <source>Undo never goes back past a deal: the cards dealt stay.</source>
        <translation>Rückgängig geht nie hinter ein Geben zurück: Die gegebenen Karten bleiben liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned cards and deals are final: Undo never goes back past them.</source>
        <translation>Aufdecken und Geben sind endgültig: Rückgängig geht nie hinter sie zurück.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="+152"/>
        <source>About Spider Duel</source>
        <translation>Über Spider Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire as the Windows classic plays it, plus the StarGames duel: two players, the same deal, the higher score wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire nach den Regeln des Windows-Klassikers, dazu das StarGames-Duell: zwei Spieler, dieselben Karten, wer mehr Punkte hat, gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>This game was helped (hints, demo or solver).</source>
        <translation>In diesem Spiel wurde Hilfe genutzt (Tipps, Demo oder Lösungssuche).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Time is up.</source>
        <translation>Die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Then it is %1&apos;s turn.</source>
        <translation>Danach ist %1 an der Reihe.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+139"/>
        <source>%1&apos;s game. Duel result shows both games.</source>
        <translation>Das Spiel von %1. „Ergebnis des Duells“ zeigt beide Spiele.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All eight runs are on the discard pile.</source>
        <translation>Alle acht Reihen liegen auf dem Ablagestapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result for this deal.</source>
        <translation>Dein Ergebnis für dieses Spiel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <comment>button: play this deal again from the start</comment>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duel result</source>
        <translation>Ergebnis des Duells</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The demo finished this game</source>
        <translation>Die Demo hat dieses Spiel beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won with help</source>
        <translation>Mit Hilfe gewonnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With help, it counts as played, not as won.</source>
        <translation>Mit Hilfe zählt es als gespielt, nicht als gewonnen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/table_view.py" line="+65"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right or 1 to 0 choose a column; Space or Enter picks up the cards that can move and puts them down on the chosen column; Up and Down hold one card more or fewer; Esc puts them back.</source>
        <translation>Pfeil links und rechts oder 1 bis 0 wählen einen Tableaustapel; Leertaste oder Eingabetaste nimmt die beweglichen Karten auf und legt sie auf den gewählten Tableaustapel; Pfeil hoch und runter halten eine Karte mehr oder weniger; Esc legt die Karten zurück.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/time_up.py" line="+41"/>
        <source>Time is up</source>
        <comment>time up</comment>
        <translation>Die Zeit ist abgelaufen</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../spider_qt/ui/window/welcome_card.py" line="+77"/>
        <source>Welcome to Spider Duel</source>
        <translation>Willkommen bei Spider Duel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game is dealt for you. Play it alone, or duel on the same deal: two players, one after the other, and the higher score wins.</source>
        <translation>Ein Spiel ist schon gegeben. Spiel es allein oder im Duell mit denselben Karten: zwei Spieler nacheinander, und wer mehr Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play alone</source>
        <translation>Allein spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel a friend here</source>
        <translation>Duell mit einem Freund hier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel the computer</source>
        <translation>Duell gegen den Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge a friend elsewhere</source>
        <translation>Einen Freund anderswo herausfordern</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+83"/>
        <source>The table is free. Start a new game: alone, or a duel on the same deal.</source>
        <translation>Der Tisch ist frei. Beginne ein neues Spiel: allein oder ein Duell mit denselben Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
</TS>
