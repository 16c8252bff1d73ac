<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <location filename="../spider_qt/ui/abandon.py" line="+41"/>
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
    <name>AppearanceMenus</name>
    <message>
        <location filename="../spider_qt/ui/appearance.py" line="+95"/>
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
</context>
<context>
    <name>Assist</name>
    <message>
        <location filename="../spider_qt/ui/assist.py" line="+387"/>
        <source>Demo stopped: no move can make progress any more.</source>
        <translation>Demo beendet: Kein Zug bringt das Spiel mehr weiter.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+61"/>
        <source>Is this deal winnable?</source>
        <translation>Ist dieses Spiel lösbar?</translation>
    </message>
    <message numerus="yes">
        <location line="-60"/>
        <source>Searching for a way to win… (up to %n second(s))</source>
        <translation>
            <numerusform>Suche nach einer Lösung … (höchstens %n Sekunde)</numerusform>
            <numerusform>Suche nach einer Lösung … (höchstens %n Sekunden)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+62"/>
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
</context>
<context>
    <name>ChallengesDialog</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/challenges.py" line="+139"/>
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
        <location line="+34"/>
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
        <location line="+2"/>
        <source>Challenger</source>
        <translation>Herausforderer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open to</source>
        <translation>Offen für</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
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
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../spider_qt/ui/command_line_texts.py" line="+29"/>
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
        <location line="+2"/>
        <source>deal number must be from 0 to %1, not %2</source>
        <translation>die Spielnummer muss zwischen 0 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder&apos;s name is empty (without the option, the usual folders are used)</source>
        <translation>der Name des Ordners ist leer (ohne die Option werden die üblichen Ordner verwendet)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>size must look like 1280x800, not %1</source>
        <translation>die Größe wird wie 1280x800 angegeben, nicht %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>window size, from %1 to %2, e.g. 1280x800</source>
        <translation>Fenstergröße, von %1 bis %2, z. B. 1280x800</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>deal number must be written with the digits 0-9 only, not %1</source>
        <translation>die Spielnummer darf nur aus den Ziffern 0-9 bestehen, nicht %1</translation>
    </message>
    <message>
        <location line="+6"/>
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
</context>
<context>
    <name>ComputerTurn</name>
    <message>
        <location filename="../spider_qt/ui/computer_turn.py" line="+41"/>
        <source>Replay the computer&apos;s turn after a duel</source>
        <translation>Den Zug des Computers nach einem Duell abspielen</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <location filename="../spider_qt/ui/cover.py" line="+119"/>
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
        <location line="+3"/>
        <source>%1 goes on with the turn begun before. Press Start when you are ready; the clock goes on then.</source>
        <translation>%1 setzt den schon begonnenen Zug fort. Drücke auf Start, wenn du bereit bist; dann läuft die Uhr weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays the same deal now. Press Start when you are ready; the clock starts then.</source>
        <translation>%1 spielt jetzt dasselbe Spiel. Drücke auf Start, wenn du bereit bist; dann läuft die Uhr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game paused</source>
        <translation>Spiel pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s clock is stopped and the table is hidden.</source>
        <translation>Die Uhr von %1 steht still, und der Tisch ist verdeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
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
</context>
<context>
    <name>DuelCoordinator</name>
    <message>
        <location filename="../spider_qt/ui/duel_coordinator.py" line="+186"/>
        <source>Quit during the duel?</source>
        <translation>Spider Duel mitten im Duell beenden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel stays where it is: it continues on the cover of the player whose turn it is when Spider Duel starts again.</source>
        <translation>Das Duell bleibt, wie es ist: Beim nächsten Start von Spider Duel geht es bei dem Spieler weiter, der an der Reihe ist, zunächst mit verdecktem Tisch.</translation>
    </message>
    <message>
        <location line="+11"/>
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
</context>
<context>
    <name>DuelNews</name>
    <message>
        <location filename="../spider_qt/ui/duel_news.py" line="+28"/>
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
    <name>DuelResultDialog</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/duel_result.py" line="+484"/>
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
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%n action(s))</source>
        <translation>
            <numerusform>%1 (%n Aktion)</numerusform>
            <numerusform>%1 (%n Aktionen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>helped (hints, demo or solver)</source>
        <translation>mit Hilfe (Tipps, Demo oder Lösungssuche)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Equal scores: the one who used less time wins, else it is a draw. The computer&apos;s time is counted as %1 seconds per action (at most the time limit), never the time it spent thinking.</source>
        <translation>Bei Punktgleichheit gewinnt, wer weniger Zeit brauchte; ist auch die gleich, endet das Duell unentschieden. Für den Computer zählen %1 Sekunden pro Aktion (höchstens das Zeitlimit), nie die Zeit, die er zum Nachdenken brauchte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equal scores: the one who used less time wins, else it is a draw.</source>
        <translation>Bei Punktgleichheit gewinnt, wer weniger Zeit brauchte; ist auch die gleich, endet das Duell unentschieden.</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../spider_qt/ui/duel_strip.py" line="+160"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel_strip.py" line="-3"/>
        <source>Player info</source>
        <translation>Spielerinfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel_strip.py" line="+1"/>
        <source>New friend</source>
        <translation>Neuer Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel_strip.py" line="+1"/>
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
</context>
<context>
    <name>DuelSession</name>
    <message>
        <location filename="../spider_qt/ui/duel.py" line="+304"/>
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
        <location line="+6"/>
        <source>The computer player stopped: %1</source>
        <translation>Der Computerspieler ist ausgefallen: %1</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>You are watching the computer play.</source>
        <translation>Du siehst dem Computer beim Spielen zu.</translation>
    </message>
</context>
<context>
    <name>DuelStrip</name>
    <message>
        <location filename="../spider_qt/ui/duel_strip.py" line="+10"/>
        <source>a challenge for anyone</source>
        <translation>Herausforderung für alle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a private challenge</source>
        <translation>private Herausforderung</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+23"/>
        <source>Time left: %1</source>
        <translation>Restzeit: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
</context>
<context>
    <name>FriendTexts</name>
    <message>
        <location filename="../spider_qt/ui/friend_texts.py" line="+14"/>
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
    <name>HelpMenu</name>
    <message>
        <location filename="../spider_qt/ui/help_attach.py" line="+42"/>
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
    <name>HelpWindow</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/help.py" line="+52"/>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h1&gt;How to play Spider Duel&lt;/h1&gt;&lt;p&gt;Spider is a patience for one player, and Spider Duel adds a second player who gets exactly the same cards. Your aim is to build runs from King down to Ace in one suit: each complete run leaves the table, and when all eight have gone the game is won.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;So spielst du Spider Duel&lt;/h1&gt;&lt;p&gt;Spider ist eine Patience für eine Person; Spider Duel fügt einen zweiten Spieler hinzu, der genau dieselben Karten bekommt. Dein Ziel sind Reihen vom König bis zum Ass in einer Farbe: Jede vollständige Reihe wird vom Spielfeld entfernt; sind alle acht entfernt, ist das Spiel gewonnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h2&gt;The table&lt;/h2&gt;&lt;p&gt;The game uses 104 cards. With &lt;b&gt;1 suit&lt;/b&gt; all of them are spades, with &lt;b&gt;2 suits&lt;/b&gt; they are spades and hearts, and with &lt;b&gt;4 suits&lt;/b&gt; every suit appears twice. Fewer suits make the game easier.&lt;/p&gt;&lt;p&gt;54 cards are dealt to ten columns: the first four columns get six cards, the other six get five. Only the top card of each column lies face up. The remaining 50 cards wait in the stock, drawn as five face-down packets of ten. Beside them is the discard pile, which shows one small box with its suit symbol for every finished run.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Der Tisch&lt;/h2&gt;&lt;p&gt;Gespielt wird mit 104 Karten. Bei &lt;b&gt;1 Farbe&lt;/b&gt; sind alle Pik, bei &lt;b&gt;2 Farben&lt;/b&gt; Pik und Herz, bei &lt;b&gt;4 Farben&lt;/b&gt; kommt jede Farbe zweimal vor. Je weniger Farben, desto leichter das Spiel.&lt;/p&gt;&lt;p&gt;54 Karten werden auf zehn Tableaustapel verteilt: Die ersten vier bekommen sechs Karten, die anderen sechs je fünf. Nur die oberste Karte jedes Tableaustapels liegt offen. Die übrigen 50 Karten warten im Vorratsstapel, dargestellt als fünf verdeckte Päckchen zu je zehn Karten. Daneben liegt der Ablagestapel: Für jede fertige Reihe zeigt er ein kleines Kästchen mit dem Farbsymbol.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Drag a card onto a face-up card that is exactly one rank higher; its suit does not matter (an 8 of diamonds may go onto a 9 of hearts). Any card may go into an empty column. You can also click a card to send it to a good place.&lt;/p&gt;&lt;p&gt;Several cards move together only when they form a run: face up, falling in rank and all of the same suit, such as 9, 8, 7 of hearts. You may take the whole run or just its top part. Mixed suits can be stacked, but they cannot move as one and never leave the table.&lt;/p&gt;&lt;p&gt;As soon as a column ends in a complete run from King to Ace of one suit, that run goes to the discard pile by itself, even if face-down cards lie beneath it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Karten bewegen&lt;/h2&gt;&lt;p&gt;Ziehe eine Karte auf eine offene Karte, die genau einen Rang höher ist; die Farbe spielt keine Rolle (die Karo Acht darf auf die Herz Neun). Auf einen leeren Tableaustapel passt jede Karte. Du kannst eine Karte auch anklicken: Sie wird dann von selbst an einen passenden Platz gelegt.&lt;/p&gt;&lt;p&gt;Mehrere Karten bewegen sich nur gemeinsam, wenn sie eine Reihe bilden: offen, absteigend und alle in derselben Farbe, etwa Herz Neun, Acht, Sieben. Du kannst die ganze Reihe nehmen oder nur ihren oberen Teil. Gemischte Farben lassen sich stapeln, aber nicht gemeinsam bewegen, und sie werden nie vom Spielfeld entfernt.&lt;/p&gt;&lt;p&gt;Sobald ein Tableaustapel mit einer vollständigen Reihe vom König bis zum Ass in einer Farbe endet, wandert sie von selbst auf den Ablagestapel, auch wenn darunter verdeckte Karten liegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h2&gt;Dealing&lt;/h2&gt;&lt;p&gt;Press &lt;b&gt;Deal&lt;/b&gt; (or click the stock) to lay ten new cards, one face up on every column. Do it when you run out of useful moves: the new cards usually interrupt your runs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Geben&lt;/h2&gt;&lt;p&gt;Drücke &lt;b&gt;Geben&lt;/b&gt; (oder klicke auf den Vorratsstapel), um zehn neue Karten auszulegen, je eine offen auf jeden Tableaustapel. Tu das erst, wenn dir keine sinnvollen Züge mehr bleiben: Die neuen Karten unterbrechen meist deine Reihen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h2&gt;Classic rules&lt;/h2&gt;&lt;p&gt;These are the rules of the Spider that came with Windows.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;When the top card of a column is face down, it turns face up by itself.&lt;/li&gt;&lt;li&gt;You may deal only while no column is empty.&lt;/li&gt;&lt;li&gt;Undo takes back anything, deals included, right back to the start.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; you begin with 500 points. Every move, deal and undo costs one point, and every run on the discard pile adds 100. So three runs after 70 actions give 500 &amp;minus; 70 + 300 = 730 points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Klassische Regeln&lt;/h2&gt;&lt;p&gt;Das sind die Regeln von Spider Solitaire, wie es mit Windows ausgeliefert wurde.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Liegt oben auf einem Tableaustapel eine verdeckte Karte, deckt sie sich von selbst auf.&lt;/li&gt;&lt;li&gt;Geben darfst du nur, solange kein Tableaustapel leer ist.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rückgängig&lt;/b&gt; nimmt alles zurück, auch das Geben, bis zum Anfang des Spiels.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Punkte:&lt;/b&gt; Du beginnst mit 500 Punkten. Jeder Zug, jedes Geben und jedes Rückgängigmachen kostet einen Punkt, jede Reihe auf dem Ablagestapel bringt 100. Drei Reihen nach 70 Aktionen ergeben also 500 &amp;minus; 70 + 300 = 730 Punkte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h2&gt;Duel rules&lt;/h2&gt;&lt;p&gt;These are the StarGames rules, made for two players.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cards do not turn by themselves: click a face-down top card to turn it. Until you do, that column takes any card or run, just like an empty one.&lt;/li&gt;&lt;li&gt;You may deal at any time while the stock has cards, even with empty columns.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Undo&lt;/b&gt; takes back card moves only. Turning a card and dealing are final, and undo never reaches back past them.&lt;/li&gt;&lt;li&gt;Each player has a time limit, shown at the top left. Your game ends when every run is on the discard pile, when your time runs out, or when you press &lt;b&gt;Done&lt;/b&gt;. &lt;b&gt;Done&lt;/b&gt; then turns into &lt;b&gt;Leave&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Duellregeln&lt;/h2&gt;&lt;p&gt;Das sind die Regeln von StarGames, gedacht für zwei Spieler.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Karten decken sich nicht von selbst auf: Klicke eine verdeckte oberste Karte an, um sie aufzudecken. Bis dahin nimmt dieser Tableaustapel jede Karte oder Reihe an, genau wie ein leerer.&lt;/li&gt;&lt;li&gt;Geben darfst du jederzeit, solange der Vorratsstapel Karten hat, auch bei leeren Tableaustapeln.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rückgängig&lt;/b&gt; nimmt nur Kartenzüge zurück. Aufdecken und Geben sind endgültig: &lt;b&gt;Rückgängig&lt;/b&gt; geht nie hinter sie zurück.&lt;/li&gt;&lt;li&gt;Jeder Spieler hat ein Zeitlimit, oben links angezeigt. Dein Spiel endet, wenn alle Reihen auf dem Ablagestapel liegen, wenn deine Zeit abläuft oder wenn du &lt;b&gt;Fertig&lt;/b&gt; drückst. Aus &lt;b&gt;Fertig&lt;/b&gt; wird dann &lt;b&gt;Verlassen&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h2&gt;Duel scoring&lt;/h2&gt;&lt;p&gt;You begin with 0 points.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Turning a face-down card: +2.&lt;/li&gt;&lt;li&gt;Putting a card onto the next higher card of its own suit (a 6 of spades onto a 7 of spades): +2, at most once for each card in a game.&lt;/li&gt;&lt;li&gt;A run sent to the discard pile: +26.&lt;/li&gt;&lt;li&gt;Finishing the game with all eight runs discarded: +100.&lt;/li&gt;&lt;li&gt;Every move, deal and undo: &amp;minus;1 (turning a card is free).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;An undo gives back the points the undone move earned; the point lost for that move and the point for the undo stay lost.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Punkte im Duell&lt;/h2&gt;&lt;p&gt;Du beginnst mit 0 Punkten.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Eine verdeckte Karte aufdecken: +2.&lt;/li&gt;&lt;li&gt;Eine Karte auf die nächsthöhere Karte ihrer eigenen Farbe legen (Pik Sechs auf Pik Sieben): +2, höchstens einmal je Karte und Spiel.&lt;/li&gt;&lt;li&gt;Eine Reihe auf den Ablagestapel: +26.&lt;/li&gt;&lt;li&gt;Das Spiel mit allen acht abgelegten Reihen beenden: +100.&lt;/li&gt;&lt;li&gt;Jeder Zug, jedes Geben und jedes Rückgängigmachen: &amp;minus;1 (Aufdecken ist kostenlos).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Rückgängig gibt die Punkte zurück, die der zurückgenommene Zug gebracht hat; der Punkt für diesen Zug und der für das Rückgängigmachen bleiben verloren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h2&gt;Who wins a duel&lt;/h2&gt;&lt;p&gt;Both players play the same deal with the same rules and the same time limit, one after the other. The higher score wins. With equal scores, the player who needed less time wins; if that is equal too, the duel is a draw. Once your game is over you may watch your opponent&apos;s game, leave the table or start a new game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Wer ein Duell gewinnt&lt;/h2&gt;&lt;p&gt;Beide Spieler spielen nacheinander dasselbe Spiel mit denselben Regeln und demselben Zeitlimit. Wer mehr Punkte hat, gewinnt. Bei Punktgleichheit gewinnt, wer weniger Zeit brauchte; ist auch die gleich, endet das Duell unentschieden. Nach deinem Spiel kannst du dem Gegner zusehen, den Tisch verlassen oder ein neues Spiel beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;Against the computer&lt;/h2&gt;&lt;p&gt;The computer plays the same deal while you play, seeing only what a player sees. Its time is never the time it spent thinking: it is counted as %1 seconds for each of its actions, at most the time limit. So with equal scores you win when you played faster than that pace. The result screen says this in words.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gegen den Computer&lt;/h2&gt;&lt;p&gt;Der Computer spielt dasselbe Spiel, während du spielst, und sieht dabei nur, was auch ein Spieler sieht. Als seine Zeit zählt nie die Zeit, die er zum Nachdenken braucht, sondern %1 Sekunden für jede seiner Aktionen, höchstens das Zeitlimit. Bei Punktgleichheit gewinnst du also, wenn du schneller gespielt hast als in diesem Tempo. Das Ergebnis des Duells sagt das auch ausdrücklich.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;A fair duel&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;A duel&apos;s deal is always a fresh random one. Its number is never typed and never shown before both players have finished; the result screen shows it and offers to play it again alone.&lt;/li&gt;&lt;li&gt;Every duel has a time limit, whatever its rules.&lt;/li&gt;&lt;li&gt;Until both players have finished, nothing shows the other player&apos;s game or score: statistics, replays, saved games and challenges are unavailable, and Player info shows no statistics.&lt;/li&gt;&lt;li&gt;During a duel you cannot open, save or restart a game, and hints, the demo and the solver are off unless both players agreed to them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leave&lt;/b&gt; and &lt;b&gt;New game&lt;/b&gt; ask first: leaving forfeits the duel, your game counts as it stands and the duel is lost. &lt;b&gt;Quit&lt;/b&gt; asks too, but keeps the duel: it continues at the next start.&lt;/li&gt;&lt;li&gt;A duel that continues after Quit or a crash always comes back on the cover screen of the player whose turn it is, with the clock stopped until Start (against the computer, Resume). The time used is saved with every action and every second, so at most a second is lost.&lt;/li&gt;&lt;li&gt;A challenge lists who left it, the rules, the suits and the time limit, never its deal or score. A private challenge is offered only to the player it was left for.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profiles have no passwords: these rules hold against what Spider Duel shows and allows, not against someone reading its files with other programs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ein faires Duell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Die Karten eines Duells werden immer neu und zufällig gegeben. Die Spielnummer wird nie eingegeben und nie angezeigt, bevor beide Spieler fertig sind; das Ergebnis des Duells zeigt sie und bietet an, das Spiel noch einmal allein zu spielen.&lt;/li&gt;&lt;li&gt;Jedes Duell hat ein Zeitlimit, egal nach welchen Regeln.&lt;/li&gt;&lt;li&gt;Bis beide Spieler fertig sind, zeigt nichts das Spiel oder die Punkte des anderen: Statistik, Wiedergaben, gespeicherte Spiele und Herausforderungen sind nicht verfügbar, und die Spielerinfo zeigt keine Statistik.&lt;/li&gt;&lt;li&gt;Während eines Duells kannst du kein Spiel öffnen, speichern oder neu starten, und Tipps, Demo und Lösungssuche sind aus, außer beide Spieler haben ihnen zugestimmt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Verlassen&lt;/b&gt; und &lt;b&gt;Neues Spiel&lt;/b&gt; fragen zuerst nach: Wenn du das Duell verlässt, gibst du es auf; dein Spiel zählt mit dem aktuellen Stand, und das Duell ist verloren. &lt;b&gt;Beenden&lt;/b&gt; fragt ebenfalls, behält das Duell aber: Es geht beim nächsten Start weiter.&lt;/li&gt;&lt;li&gt;Ein Duell, das nach Beenden oder einem Absturz weitergeht, kommt immer mit verdecktem Tisch bei dem Spieler zurück, der an der Reihe ist, und die Uhr steht still, bis er auf Start klickt (gegen den Computer: Fortsetzen). Die verbrauchte Zeit wird bei jeder Aktion und jede Sekunde gespeichert, es geht also höchstens eine Sekunde verloren.&lt;/li&gt;&lt;li&gt;Eine Herausforderung zeigt, wer sie hinterlassen hat, die Regeln, die Farben und das Zeitlimit, nie aber die Spielnummer oder die Punkte. Eine private Herausforderung wird nur dem Spieler angeboten, für den sie hinterlassen wurde.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profile haben keine Passwörter: Diese Regeln gelten für das, was Spider Duel anzeigt und zulässt, nicht gegen jemanden, der die Dateien mit anderen Programmen liest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;p&gt;In a duel your clock keeps running while a dialog or this help is open: only &lt;b&gt;Pause&lt;/b&gt;, which hides the table, stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Im Duell läuft deine Uhr weiter, während ein Dialog oder diese Hilfe offen ist: Nur &lt;b&gt;Pause&lt;/b&gt;, die den Tisch verdeckt, hält sie an.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h2&gt;Duels in the statistics&lt;/h2&gt;&lt;p&gt;A duel game counts in your statistics like any game under its rules: it is a game played, and it counts as won only when all eight runs were discarded. Duels won, lost and drawn are counted apart, in Player info, because a duel is won on points. A duel left before the end with &lt;b&gt;Leave&lt;/b&gt; or &lt;b&gt;New game&lt;/b&gt; counts there as lost, and its line in the duel history says who left, for both players.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Duelle in der Statistik&lt;/h2&gt;&lt;p&gt;Ein Duellspiel zählt in deiner Statistik wie jedes Spiel nach seinen Regeln: Es ist ein gespieltes Spiel und zählt nur als gewonnen, wenn alle acht Reihen abgelegt wurden. Gewonnene, verlorene und unentschiedene Duelle werden getrennt davon in der Spielerinfo gezählt, denn ein Duell wird nach Punkten gewonnen. Ein Duell, das vor dem Ende mit &lt;b&gt;Verlassen&lt;/b&gt; oder &lt;b&gt;Neues Spiel&lt;/b&gt; abgebrochen wurde, zählt dort als verloren, und seine Zeile im Duellverlauf sagt für beide Spieler, wer aufgegeben hat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;After a duel, &lt;b&gt;Rematch&lt;/b&gt; gives the same players a new deal; between two people, the one who played second goes first. After a duel at one computer, &lt;b&gt;Play this deal alone&lt;/b&gt; asks which of you plays it. An earlier duel&apos;s result comes back from its line in Player info (double-click it), with both games to watch; not while a duel is being played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach einem Duell gibt &lt;b&gt;Revanche&lt;/b&gt; denselben Spielern ein neues Spiel; unter zwei Menschen beginnt, wer als Zweiter gespielt hat. Nach einem Duell am selben Computer fragt &lt;b&gt;Dieses Spiel allein spielen&lt;/b&gt;, wer von euch es spielt. Das Ergebnis eines früheren Duells lässt sich über seine Zeile in der Spielerinfo wieder öffnen (Doppelklick), mit beiden Spielen zum Anschauen; nicht, während ein Duell läuft.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h2&gt;Keys&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;New game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Deal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;Undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;This help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;Tasten&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;Neues Spiel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Geben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Strg+Z&lt;/td&gt;&lt;td&gt;Rückgängig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;Diese Hilfe&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;Playing with the keyboard:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Choose a column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Space, Enter&lt;/td&gt;&lt;td&gt;Pick up the cards that can move; put them down on the chosen column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Hold one card more or one card fewer of those picked up&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Put the cards back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pause: the clock stops and the table is hidden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Go to the buttons (Deal, Undo, Done and those of a duel or a result) and back to the cards; Space or Enter presses the one marked&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;Mit der Tastatur spielen:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Tableaustapel wählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Leertaste, Eingabetaste&lt;/td&gt;&lt;td&gt;Die beweglichen Karten aufnehmen; sie auf den gewählten Tableaustapel legen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Von den aufgenommenen Karten eine mehr oder eine weniger halten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Die Karten zurücklegen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pause: Die Uhr steht still, und der Tisch wird verdeckt&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Zu den Knöpfen wechseln (Geben, Rückgängig, Fertig und die eines Duells oder Ergebnisses) und zurück zu den Karten; Leertaste oder Eingabetaste drückt den markierten Knopf&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>HintCycle</name>
    <message>
        <location filename="../spider_qt/ui/hint_cycle.py" line="+46"/>
        <source>(%1 of %2: H again for the next)</source>
        <translation>(%1 von %2: noch einmal H für den nächsten)</translation>
    </message>
</context>
<context>
    <name>Hud</name>
    <message>
        <location filename="../spider_qt/ui/panels.py" line="+247"/>
        <source>Deal</source>
        <comment>verb: button that deals ten new cards</comment>
        <translation>Geben</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deal a card onto every column (D)</source>
        <translation>Eine Karte auf jeden Tableaustapel geben (D)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Den letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <location line="+17"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+22"/>
        <location line="+17"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+17"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+17"/>
        <source>End your game now and see the result</source>
        <translation>Das Spiel jetzt beenden und das Ergebnis ansehen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time played</source>
        <translation>Gespielte Zeit</translation>
    </message>
</context>
<context>
    <name>LevelNames</name>
    <message>
        <location filename="../spider_qt/ui/names.py" line="+64"/>
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
    <name>MainWindow</name>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="+98"/>
        <location line="+131"/>
        <location line="+18"/>
        <source>Spider Duel</source>
        <translation>Spider Duel</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window_actions.py" line="+229"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game (F2)</source>
        <translation>Ein neues Spiel beginnen (F2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="-11"/>
        <source>Res&amp;tart this deal</source>
        <translation>Dieses Spiel neu &amp;starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R&amp;edo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Pause (hides the tab&amp;le)</source>
        <translation>&amp;Pause (verdeckt den Tisch)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Resume (shows the tab&amp;le)</source>
        <translation>F&amp;ortsetzen (zeigt den Tisch)</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location line="+3"/>
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
        <location line="-3"/>
        <source>Off</source>
        <comment>animation</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location filename="../spider_qt/ui/main_window.py" line="+32"/>
        <source>Deal %1</source>
        <comment>deal number</comment>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/autosave.py" line="+135"/>
        <location line="+89"/>
        <location line="+117"/>
        <location filename="../spider_qt/ui/duel_coordinator.py" line="-99"/>
        <location line="+50"/>
        <location line="+109"/>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel_coordinator.py" line="-158"/>
        <source>Duels need the statistics file, which is unavailable.</source>
        <translation>Für Duelle wird die Statistikdatei benötigt, die nicht verfügbar ist.</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Your game is left as a challenge: another player can take it up.</source>
        <translation>Dein Spiel bleibt als Herausforderung stehen: Ein anderer Spieler kann sie annehmen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="+104"/>
        <source>End this game?</source>
        <translation>Dieses Spiel beenden?</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your game ends now and your score counts as it stands.</source>
        <translation>Dein Spiel endet jetzt, und deine bisherigen Punkte zählen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/assist_commands.py" line="+83"/>
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
        <location filename="../spider_qt/ui/table_texts.py" line="+45"/>
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
        <location line="+4"/>
        <source>Hint: move to column %1.</source>
        <translation>Tipp: Auf Tableaustapel %1 legen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="-136"/>
        <source>Spider Duel – deal %1</source>
        <comment>window title; %1 is the deal number</comment>
        <translation>Spider Duel – Spiel Nr. %1</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Undo never goes back past a deal: the cards dealt stay.</source>
        <translation>Rückgängig geht nie hinter ein Geben zurück: Die gegebenen Karten bleiben liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned cards and deals are final: Undo never goes back past them.</source>
        <translation>Aufdecken und Geben sind endgültig: Rückgängig geht nie hinter sie zurück.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Then it is %1&apos;s turn.</source>
        <translation>Danach ist %1 an der Reihe.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>About Spider Duel</source>
        <translation>Über Spider Duel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire as the Windows classic plays it, plus the StarGames duel: two players, the same deal, the higher score wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire nach den Regeln des Windows-Klassikers, dazu das StarGames-Duell: zwei Spieler, dieselben Karten, wer mehr Punkte hat, gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This game was helped (hints, demo or solver).</source>
        <translation>In diesem Spiel wurde Hilfe genutzt (Tipps, Demo oder Lösungssuche).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Time is up.</source>
        <translation>Die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/table_texts.py" line="-35"/>
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
        <location line="+2"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No move is left: undo a move, or press Done to end the game.</source>
        <translation>Es ist kein Zug mehr möglich: Nimm einen Zug zurück oder beende das Spiel mit „Fertig“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move is left: press Done to end the game.</source>
        <translation>Es ist kein Zug mehr möglich: Beende das Spiel mit „Fertig“.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No hints in this duel: the players did not agree to hints, the demo and the solver.</source>
        <translation>Keine Tipps in diesem Duell: Die Spieler haben Tipps, Demo und Lösungssuche nicht zugestimmt.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/status_line.py" line="+65"/>
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
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/new_game.py" line="+248"/>
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
        <location line="+23"/>
        <source>A duel needs two different players.</source>
        <translation>Für ein Duell sind zwei verschiedene Spieler nötig.</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../spider_qt/ui/player_menu.py" line="+318"/>
        <location filename="../spider_qt/ui/records.py" line="+83"/>
        <source>Statistics unavailable</source>
        <translation>Statistik nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/records.py" line="+3"/>
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
        <location line="+116"/>
        <source>The game is kept in the data folder and recorded at the next start.</source>
        <translation>Das Spiel bleibt im Datenordner und wird beim nächsten Start aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/autosave.py" line="-191"/>
        <source>Your unfinished game could not be restored.</source>
        <translation>Dein nicht beendetes Spiel konnte nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The damaged file was moved aside to
%1</source>
        <translation>Die beschädigte Datei wurde verschoben nach
%1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Unfinished game lost</source>
        <translation>Nicht beendetes Spiel verloren</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Continue your game?</source>
        <translation>Dein Spiel fortsetzen?</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>You have an unfinished game (score %1, %2). Continue it?</source>
        <translation>Du hast ein nicht beendetes Spiel (Punkte %1, %2). Fortsetzen?</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Unfinished game moved aside</source>
        <translation>Nicht beendetes Spiel verschoben</translation>
    </message>
    <message>
        <location line="-44"/>
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
        <location line="+97"/>
        <source>Your game continues where you left it.</source>
        <translation>Dein Spiel geht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Your game could not be saved automatically.</source>
        <translation>Dein Spiel konnte nicht automatisch gespeichert werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel keeps trying after every move.</source>
        <translation>Spider Duel versucht es nach jedem Zug erneut.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel_recovery.py" line="+83"/>
        <source>The duel in progress has no unfinished game left to go on from: it was lost, or could not be read.</source>
        <translation>Vom laufenden Duell ist kein nicht beendetes Spiel mehr da, mit dem es weitergehen könnte: Es ging verloren oder konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The duels in progress have no unfinished game left to go on from (it was lost, or could not be read), so they end without a winner: they count for neither player, and the games already recorded for them stay as they are.</source>
        <translation>Von den laufenden Duellen ist kein nicht beendetes Spiel mehr da, mit dem sie weitergehen könnten (es ging verloren oder konnte nicht gelesen werden), also enden sie ohne Sieger: Sie zählen für keinen der beiden, und die schon dafür aufgezeichneten Spiele bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/autosave.py" line="+122"/>
        <source>%1 is an earlier point of the game in progress. Go back to it? Your game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 ist ein früherer Stand des laufenden Spiels. Dorthin zurückgehen? Dein Spiel zählt so, wie es jetzt steht (%2 Punkte), und was du ab dem früheren Stand spielst, wird nicht noch einmal aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open %1 instead of the game in progress? Your game (score %2) is kept in %3 and listed under Open recent, to go on with it later.</source>
        <translation>%1 statt des laufenden Spiels öffnen? Dein Spiel (Punkte %2) wird in %3 aufbewahrt und steht unter „Zuletzt geöffnet“, damit du es später fortsetzen kannst.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+20"/>
        <location filename="../spider_qt/ui/kept_tries.py" line="+75"/>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game in progress not kept</source>
        <translation>Laufendes Spiel nicht aufbewahrt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game in progress stays on the table.</source>
        <translation>Dein laufendes Spiel bleibt auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/kept_tries.py" line="-9"/>
        <source>%1 is an earlier point of a game you kept aside in %3. Go back to it? That game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 ist ein früherer Stand eines Spiels, das du in %3 aufbewahrt hast. Dorthin zurückgehen? Dieses Spiel zählt so, wie es jetzt steht (%2 Punkte), und was du ab dem früheren Stand spielst, wird nicht noch einmal aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel_recovery.py" line="+9"/>
        <source>The duel cannot go on, so it ends without a winner: it counts for neither player, and the games already recorded for it stay as they are.</source>
        <translation>Das Duell kann nicht weitergehen, also endet es ohne Sieger: Es zählt für keinen der beiden, und die schon dafür aufgezeichneten Spiele bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/kept_tries.py" line="+54"/>
        <source>Your game of this deal kept aside in %1 now counts as it stood (score %2).</source>
        <translation>Dein Spiel mit diesen Karten, das du in %1 aufbewahrt hattest, zählt jetzt so, wie es stand (%2 Punkte).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/autosave.py" line="+137"/>
        <source>The unfinished game was moved aside, unchanged, to
%1</source>
        <translation>Das nicht beendete Spiel wurde unverändert verschoben nach
%1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/records.py" line="+3"/>
        <source>Game not recorded</source>
        <translation>Spiel nicht aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/game_files.py" line="+99"/>
        <source>Game not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game saved to %1</source>
        <translation>Spiel gespeichert in %1</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+17"/>
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
        <location line="+10"/>
        <source>Spider Duel games (*.spider)</source>
        <translation>Spider-Duel-Spiele (*.spider)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-124"/>
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
        <location filename="../spider_qt/ui/player_menu.py" line="-248"/>
        <source>Replay a finished &amp;game…</source>
        <translation>Beendetes Spiel wie&amp;dergeben…</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/game_files.py" line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/player_menu.py" line="+1"/>
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
        <location line="+188"/>
        <source>The game on the table (score %1)</source>
        <translation>Das Spiel auf dem Tisch (Punkte %1)</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="-112"/>
        <source>There is no finished game to replay yet.</source>
        <translation>Es gibt noch kein beendetes Spiel zum Wiedergeben.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Replay</source>
        <comment>noun</comment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location filename="../spider_qt/ui/file_dialog.py" line="+65"/>
        <source>Spider %1, %2-suit, deal %3, %4</source>
        <comment>suggested file name: rules, suit count (1, 2 or 4), deal number, date</comment>
        <translation>Spider %1, %2-farbig, Spiel %3, %4</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/autosave.py" line="-214"/>
        <location filename="../spider_qt/ui/persistence.py" line="+221"/>
        <source>Unfinished game kept</source>
        <translation>Nicht beendetes Spiel aufbewahrt</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence.py" line="-8"/>
        <source>Your unfinished game could not be kept aside, so it continues instead.</source>
        <translation>Dein nicht beendetes Spiel konnte nicht beiseitegelegt werden, daher geht es stattdessen weiter.</translation>
    </message>
    <message>
        <location line="-16"/>
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
        <location filename="../spider_qt/ui/autosave.py" line="+1"/>
        <location filename="../spider_qt/ui/persistence.py" line="+12"/>
        <source>Your unfinished game was kept in
%1
Open it from Game &gt; Open recent to go on with it.</source>
        <translation>Dein nicht beendetes Spiel wurde aufbewahrt in
%1
Öffne es über Spiel &gt; Zuletzt geöffnet, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/app.py" line="+328"/>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Duel cannot write its settings to %1. Your choices (the language, the cards, the last new game) last only until you quit.</source>
        <translation>Spider Duel kann seine Einstellungen nicht in %1 schreiben. Deine Wahl (Sprache, Karten, das letzte neue Spiel) gilt nur, bis du Spider Duel beendest.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your unfinished game of deal %1 continues where you left it.</source>
        <translation>Dein nicht beendetes Spiel Nr. %1 geht dort weiter, wo du aufgehört hast.</translation>
    </message>
</context>
<context>
    <name>PlayerInfoDialog</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/player_info.py" line="+175"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player info: %1</source>
        <translation>Spielerinfo: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
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
        <location line="+42"/>
        <source>lost (left before the end)</source>
        <translation>verloren (vor dem Ende aufgegeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won (%1 left before the end)</source>
        <translation>gewonnen (%1 hat vor dem Ende aufgegeben)</translation>
    </message>
</context>
<context>
    <name>ProfileManagerDialog</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/profiles.py" line="+128"/>
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
        <location line="+27"/>
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
        <location line="+12"/>
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
        <location line="+113"/>
        <source>%1 is playing the game on the table. Delete the player once that game is over.</source>
        <translation>%1 spielt gerade das Spiel auf dem Tisch. Lösche den Spieler, wenn dieses Spiel vorbei ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your next games are recorded for %1. Choose another player with Play as this player first.</source>
        <translation>Deine nächsten Spiele werden für %1 aufgezeichnet. Wähle zuerst mit „Als dieser Spieler spielen“ einen anderen Spieler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete player?</source>
        <translation>Spieler löschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the player %1?</source>
        <translation>Den Spieler %1 löschen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep the games and duels of this player (they then show an anonymous player) or remove them for good.</source>
        <translation>Du kannst die Spiele und Duelle dieses Spielers behalten (sie zeigen dann einen anonymen Spieler) oder sie endgültig entfernen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete, &amp;keep history</source>
        <translation>Löschen, &amp;Verlauf behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete &amp;everything</source>
        <translation>&amp;Alles löschen</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../spider_qt/ui/prompts.py" line="+149"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 gibt es schon. Ersetzen?</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/replay.py" line="+265"/>
        <source>Action %1 of %2 · score %3</source>
        <translation>Aktion %1 von %2 · Punkte %3</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location line="+1"/>
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
        <location line="+5"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump to any action</source>
        <translation>Zu einer beliebigen Aktion springen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <comment>a screen reader&apos;s name of the slider: the action shown</comment>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="-5"/>
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
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../spider_qt/ui/panels.py" line="+136"/>
        <source>%1&apos;s game. Duel result shows both games.</source>
        <translation>Das Spiel von %1. „Ergebnis des Duells“ zeigt beide Spiele.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+5"/>
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
        <location line="+1"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel result</source>
        <translation>Ergebnis des Duells</translation>
    </message>
</context>
<context>
    <name>RuleSetNames</name>
    <message>
        <location filename="../spider_qt/ui/names.py" line="-65"/>
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
    <name>ScoreChart</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/duel_result.py" line="-559"/>
        <source>Actions (moves, turned cards, deals)</source>
        <translation>Aktionen (Züge, aufgedeckte Karten, Geben)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: score %2</source>
        <translation>%1: %2 Punkte</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../spider_qt/ui/app.py" line="+49"/>
        <source>Spider Duel</source>
        <translation>Spider Duel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spider Duel was started again: your game is here.</source>
        <translation>Spider Duel wurde erneut gestartet: Dein Spiel ist hier.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/single_instance.py" line="+183"/>
        <source>Spider Duel is already open with the data folder %1 (process %2 on %3), but it does not answer. Close it, or wait until it ends, then start Spider Duel again.</source>
        <translation>Spider Duel ist bereits mit dem Datenordner %1 geöffnet (Prozess %2 auf %3), antwortet aber nicht. Schließe es oder warte, bis es sich beendet, und starte Spider Duel dann erneut.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/statistics.py" line="+46"/>
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
        <location filename="../spider_qt/ui/names.py" line="+68"/>
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
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Helped games</source>
        <translation>Spiele mit Hilfe</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 cleared</source>
        <translation>%1 gelöst</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Games with all eight runs cleared. A duel is won on points: duels won are counted apart.</source>
        <translation>Spiele mit allen acht Reihen abgelegt. Ein Duell wird nach Punkten gewonnen: Gewonnene Duelle werden getrennt gezählt.</translation>
    </message>
    <message>
        <location line="+198"/>
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
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location line="-265"/>
        <location line="+148"/>
        <location line="+74"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No player yet: finish a game to start the statistics.</source>
        <translation>Noch kein Spieler: Beende ein Spiel, um die Statistik zu beginnen.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The statistics of %1 start again from zero: games, wins, best scores and streaks. The record of duels against other players stays, and so do the games, for replays. This cannot be undone.</source>
        <translation>Die Statistik von %1 beginnt wieder bei null: Spiele, Siege, Bestwerte und Serien. Die Bilanz der Duelle gegen andere Spieler bleibt, ebenso die Spiele für Wiedergaben. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export as CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
</context>
<context>
    <name>StoreErrors</name>
    <message>
        <location filename="../spider_qt/ui/errors_text.py" line="+57"/>
        <source>A name can have at most %1 characters.</source>
        <translation>Ein Name darf höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The statistics database is closed.</source>
        <translation>Die Statistikdatenbank ist geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please enter a name.</source>
        <translation>Bitte gib einen Namen ein.</translation>
    </message>
    <message>
        <location line="-94"/>
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
        <location line="+7"/>
        <source>A name cannot contain control or formatting characters.</source>
        <translation>Ein Name darf keine Steuer- oder Formatierungszeichen enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+3"/>
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
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../spider_qt/ui/table_view.py" line="+58"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left and Right or 1 to 0 choose a column; Space or Enter picks up the cards that can move and puts them down on the chosen column; Up and Down hold one card more or fewer; Esc puts them back.</source>
        <translation>Pfeil links und rechts oder 1 bis 0 wählen einen Tableaustapel; Leertaste oder Eingabetaste nimmt die beweglichen Karten auf und legt sie auf den gewählten Tableaustapel; Pfeil hoch und runter halten eine Karte mehr oder weniger; Esc legt die Karten zurück.</translation>
    </message>
</context>
<context>
    <name>TimeUpPanel</name>
    <message>
        <location filename="../spider_qt/ui/time_up.py" line="+40"/>
        <source>Time is up</source>
        <translation>Die Zeit ist abgelaufen</translation>
    </message>
</context>
<context>
    <name>WelcomeCard</name>
    <message>
        <location filename="../spider_qt/ui/welcome_card.py" line="+64"/>
        <source>Welcome to Spider Duel</source>
        <translation>Willkommen bei Spider Duel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game is dealt for you. Play it alone, or duel on the same deal: two players, one after the other, and the higher score wins.</source>
        <translation>Ein Spiel ist schon gegeben. Spiel es allein oder im Duell mit denselben Karten: zwei Spieler nacheinander, und wer mehr Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+4"/>
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
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <location filename="../spider_qt/ui/panels.py" line="+71"/>
        <source>The table is free. Start a new game: alone, or a duel on the same deal.</source>
        <translation>Der Tisch ist frei. Beginne ein neues Spiel: allein oder ein Duell mit denselben Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
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
