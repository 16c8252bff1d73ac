<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <location filename="../spider_qt/ui/window/abandon.py" line="+41"/>
        <source>Abandon this game?</source>
        <translation>Dit spel opgeven?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It counts as lost.</source>
        <translation>Het telt als verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t ask again</source>
        <translation>Niet meer vragen</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <location filename="../spider_qt/ui/computer/assist.py" line="+402"/>
        <source>Demo stopped: no move can make progress any more.</source>
        <translation>Demo gestopt: geen enkele zet brengt het spel nog verder.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+86"/>
        <source>Is this deal winnable?</source>
        <translation>Is dit spel te winnen?</translation>
    </message>
    <message numerus="yes">
        <location line="-85"/>
        <source>Searching for a way to win… (up to %n second(s))</source>
        <translation>
            <numerusform>Zoeken naar een oplossing… (hoogstens %n seconde)</numerusform>
            <numerusform>Zoeken naar een oplossing… (hoogstens %n seconden)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The search was stopped.</source>
        <translation>Het zoeken is gestopt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Yes: this game can still be won, in %n move(s) from here.</source>
        <translation>
            <numerusform>Ja: dit spel is vanaf hier nog te winnen, in %n zet.</numerusform>
            <numerusform>Ja: dit spel is vanaf hier nog te winnen, in %n zetten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No: this game cannot be won any more from here.</source>
        <translation>Nee: dit spel is vanaf hier niet meer te winnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time without an answer.</source>
        <translation>De zoektijd is om, zonder antwoord.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/computer/hint_cycle.py" line="+46"/>
        <source>(%1 of %2: H again for the next)</source>
        <translation>(%1 van %2: nog eens H voor de volgende)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../spider_qt/ui/texts/command_line.py" line="+29"/>
        <source>Spider Solitaire: the Windows classic and the StarGames duel.</source>
        <translation>Spider Solitaire: de Windows-klassieker en het StarGames-duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usage: </source>
        <translation>gebruik: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help and exit</source>
        <translation>deze hulp tonen en stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule set of the game to start</source>
        <translation>regels van het nieuwe spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of suits (1, 2 or 4)</source>
        <translation>aantal kleuren (1, 2 of 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deal number to play (0 .. 2**63-1)</source>
        <translation>spelnummer van het nieuwe spel (0 .. 2**63-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>language of the interface</source>
        <translation>taal van de interface</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start the deal, save a PNG of the window and exit</source>
        <translation>kaarten geven, het venster als PNG opslaan en stoppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep settings in DIR (default: the platform&apos;s place)</source>
        <translation>instellingen bewaren in DIR (anders op de gebruikelijke plek van het systeem)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep profiles, statistics and saves in DIR</source>
        <translation>profielen, statistieken en opgeslagen spellen bewaren in DIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show the version and exit</source>
        <translation>de versie tonen en stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add Spider Duel to the desktop&apos;s menu</source>
        <translation>Spider Duel toevoegen aan het menu van het bureaublad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it from the desktop&apos;s menu</source>
        <translation>het weer uit het menu van het bureaublad halen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>deal number must be from 0 to %1, not %2</source>
        <translation>het spelnummer moet tussen 0 en %1 liggen, niet %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the folder&apos;s name is empty (without the option, the usual folders are used)</source>
        <translation>de naam van de map is leeg (zonder de optie worden de gewone mappen gebruikt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>size must look like 1280x800, not %1</source>
        <translation>de grootte schrijf je als 1280x800, niet %1</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>window size, from %1 to %2, e.g. 1280x800</source>
        <translation>venstergrootte, van %1 tot %2, bijv. 1280x800</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>deal number must be written with the digits 0-9 only, not %1</source>
        <translation>het spelnummer mag alleen uit de cijfers 0-9 bestaan, niet %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>size must be from %1 to %2, not %3</source>
        <translation>de grootte moet van %1 tot %2 zijn, niet %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no X11 display found: DISPLAY is not set (QT_QPA_PLATFORM asks for xcb). Start it from a desktop.</source>
        <translation>geen X11-scherm gevonden: DISPLAY is niet ingesteld (QT_QPA_PLATFORM vraagt om xcb). Start het spel vanaf een bureaublad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Wayland display found: WAYLAND_DISPLAY is not set. Start it from a desktop.</source>
        <translation>geen Wayland-scherm gevonden: WAYLAND_DISPLAY is niet ingesteld. Start het spel vanaf een bureaublad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no display found: neither DISPLAY (X11) nor WAYLAND_DISPLAY (Wayland) is set. Start Spider Duel from a desktop session (over SSH, use ssh -X).</source>
        <translation>geen scherm gevonden: DISPLAY (X11) noch WAYLAND_DISPLAY (Wayland) is ingesteld. Start Spider Duel vanuit een bureaubladsessie (via SSH: gebruik ssh -X).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no X11 display answers at DISPLAY=%1 (is it left over from another session?). Start Spider Duel from a desktop session.</source>
        <translation>geen X11-scherm antwoordt op DISPLAY=%1 (is die achtergebleven uit een andere sessie?). Start Spider Duel vanuit een bureaubladsessie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write the screenshot %1</source>
        <translation>kan de afbeelding van het venster niet naar %1 schrijven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already open with this data folder: its window was brought to the front</source>
        <translation>al geopend met deze gegevensmap: het venster is naar voren gehaald</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: fout: %(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>optie %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>positionele argumenten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>deze hulp tonen en stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>deze argumenten ontbreken: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments %s is required</source>
        <translation>een van de argumenten %s is nodig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument %s</source>
        <translation>niet toegestaan samen met argument %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>verwacht één waarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>verwacht hoogstens één waarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>verwacht minstens één waarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %s argument</source>
        <translation>verwacht %s waarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %s arguments</source>
        <translation>verwacht %s waarden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>dubbelzinnige optie: %(option)s kan %(matches)s zijn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>neemt geen waarde aan (%r)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ongeldige %(type)s-waarde: %(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ongeldige keuze: %(value)r (kies uit %(choices)s)</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>deal number must be from 0 to %1, not a number of %2 digits</source>
        <translation>het spelnummer moet tussen 0 en %1 liggen, geen getal van %2 cijfers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 is een bestand, geen map</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a duel message from a friend to open (also in a Spider Duel already open)</source>
        <translation>een duelbericht van een vriend om te openen (ook in een Spider Duel dat al open is)</translation>
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
        <translation>Duel</translation>
    </message>
    <message>
        <location line="-216"/>
        <location filename="../spider_qt/ui/duel/remote.py" line="+110"/>
        <source>Duels need the statistics file, which is unavailable.</source>
        <translation>Voor duels is het statistiekbestand nodig, maar dat is niet beschikbaar.</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Your game is left as a challenge: another player can take it up.</source>
        <translation>Je spel blijft staan als uitdaging: een andere speler kan die aannemen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/challenges_dialog.py" line="+145"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n kleur</numerusform>
            <numerusform>%n kleuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <location line="-30"/>
        <source>only you</source>
        <translation>alleen jou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>anyone</source>
        <translation>iedereen</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+1"/>
        <source>Challenges</source>
        <translation>Uitdagingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing as:</source>
        <translation>Je speelt als:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenger</source>
        <translation>Uitdager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits</source>
        <translation>Kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Tijdslimiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to</source>
        <translation>Open voor</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No challenge is waiting for this player.</source>
        <translation>Er wacht geen uitdaging op deze speler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal</source>
        <translation>Dit spel spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withdraw my challenge</source>
        <translation>Mijn uitdaging intrekken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has taken it up yet. Its game then counts as an ordinary game of yours.</source>
        <translation>Nog niemand heeft de uitdaging aangenomen. Trek je haar in, dan telt het spel als een gewoon spel van jou.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/computer_turn.py" line="+41"/>
        <source>Replay the computer&apos;s turn after a duel</source>
        <translation>De beurt van de computer terugkijken na een duel</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/coordinator.py" line="-133"/>
        <source>Quit during the duel?</source>
        <translation>Afsluiten tijdens het duel?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel stays where it is: it continues on the cover of the player whose turn it is when Spider Duel starts again.</source>
        <translation>Het duel blijft staan zoals het is: als Spider Duel weer start, gaat het verder bij de speler die aan de beurt is, eerst nog met verborgen tafel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leave without a challenge?</source>
        <translation>Verlaten zonder een uitdaging achter te laten?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you leave now, no challenge is left: your game counts as it stands, as an ordinary game.</source>
        <translation>Als je de tafel nu verlaat, blijft er geen uitdaging achter: je spel telt zoals het staat, als een gewoon spel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the duel?</source>
        <translation>Het duel verlaten?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel is not over. If you leave now, %1 forfeits it: the game counts as it stands and the duel is lost.</source>
        <translation>Het duel is nog niet voorbij. Als je het nu verlaat, geeft %1 op: het spel telt zoals het nu staat en het duel is verloren.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>End your game now?</source>
        <translation>Je spel nu beëindigen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you leave now, your game ends as it stands and it is your result in this duel: you can send it, but not play it again.</source>
        <translation>Als je nu vertrekt, eindigt je spel zoals het staat en is dat je resultaat in dit duel: je kunt het versturen, maar niet opnieuw spelen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/result_dialog.py" line="+260"/>
        <source>A draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duel result</source>
        <translation>Uitslag van het duel</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deal %1 · %2 · %n suit(s)</source>
        <translation>
            <numerusform>Spel %1 · %2 · %n kleur</numerusform>
            <numerusform>Spel %1 · %2 · %n kleuren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../spider_qt/ui/duel/score_chart.py" line="+157"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs completed</source>
        <translation>Voltooide rijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time used</source>
        <translation>Gebruikte tijd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hulp</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>helped (hints, demo or solver)</source>
        <translation>met hulp (tips, demo of oplosser)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <source>Watch %1&apos;s game</source>
        <translation>Spel van %1 bekijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal alone</source>
        <translation>Dit spel alleen spelen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="-143"/>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="-3"/>
        <source>Player info</source>
        <translation>Speler Info</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+1"/>
        <source>New friend</source>
        <translation>Nieuwe vriend</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+1"/>
        <source>Ignore</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Both players played exactly the same moves.</source>
        <translation>Beide spelers deden precies dezelfde zetten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(niets)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games first differ at action %1. %2: %3. %4: %5.</source>
        <translation>De spellen verschillen voor het eerst bij actie %1. %2: %3. %4: %5.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ended the game</source>
        <translation>beëindigde het spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took back a move</source>
        <translation>maakte een zet ongedaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealt new cards</source>
        <translation>gaf nieuwe kaarten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turned the card in column %1</source>
        <translation>opende de kaart op stapel %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moved %n card(s) from column %1 to column %2</source>
        <translation>
            <numerusform>verplaatste %n kaart van stapel %1 naar stapel %2</numerusform>
            <numerusform>verplaatste %n kaarten van stapel %1 naar stapel %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Replay: %1&apos;s game</source>
        <translation>Terugkijken: spel van %1</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; else it is a draw. The computer&apos;s time is counted as %1 seconds per action (at most the time limit), never the time it spent thinking.</source>
        <translation>Bij gelijke score wint wie minder tijd nodig had, geteld in hele seconden zoals de klok ze toont; is ook die gelijk, dan eindigt het duel in een gelijkspel. Voor de computer telt %1 seconden per actie (hoogstens de tijdslimiet), nooit de tijd die hij nodig had om na te denken.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; else it is a draw.</source>
        <translation>Bij gelijke score wint wie minder tijd nodig had, geteld in hele seconden zoals de klok ze toont; is ook die gelijk, dan eindigt het duel in een gelijkspel.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Equal scores: the one who used fewer whole seconds wins, else it is a draw. The times are what each player&apos;s app reported.</source>
        <translation>Bij gelijke score wint wie minder hele seconden gebruikte, anders is het gelijkspel. De tijden zijn wat het programma van elke speler meldde.</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%1 (%n action(s))</source>
        <translation>
            <numerusform>%1 (%n actie)</numerusform>
            <numerusform>%1 (%n acties)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/session.py" line="+376"/>
        <source>its process was lost</source>
        <translation>zijn proces is weggevallen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its process ended unexpectedly</source>
        <translation>zijn proces stopte onverwacht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal error (%1)</source>
        <translation>interne fout (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player stopped: %1</source>
        <translation>De computerspeler is gestopt: %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/duel_news.py" line="+46"/>
        <source>The duel waits for it. Try again starts it afresh: its game is the same whenever it is played. Quit keeps the duel for the next start.</source>
        <translation>Het duel wacht erop. Opnieuw proberen start hem opnieuw: zijn spel is elke keer hetzelfde. Afsluiten bewaart het duel voor de volgende start.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The clock is stopped and the table hidden until the game can be saved again. Spider Duel tries again every few seconds; free some space or make the folder writable, then press Try again.</source>
        <translation>De klok staat stil en de tafel blijft bedekt tot het spel weer opgeslagen kan worden. Spider Duel probeert het om de paar seconden opnieuw; maak ruimte vrij of maak de map beschrijfbaar en druk dan op Opnieuw proberen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing is lost: the duel goes on as soon as its records can be written. Spider Duel tries again every few seconds. If another program has the statistics file open, close it, then press Try again.</source>
        <translation>Er gaat niets verloren: het duel gaat verder zodra de uitslagen vastgelegd kunnen worden. Spider Duel probeert het om de paar seconden opnieuw. Heeft een ander programma het statistiekbestand open, sluit het dan en druk op Opnieuw proberen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/session.py" line="+190"/>
        <source>You are watching the computer play.</source>
        <translation>Je kijkt hoe de computer speelt.</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>The message could not be made: %1</source>
        <translation>Het bericht kon niet worden gemaakt: %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/strip.py" line="+17"/>
        <source>a challenge for anyone</source>
        <translation>uitdaging voor iedereen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a private challenge</source>
        <translation>privé-uitdaging</translation>
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
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 plays</source>
        <translation>%1 speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 paused</source>
        <translation>%1 pauzeert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn next</source>
        <translation>Hierna is %1 aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The computer is still playing</source>
        <translation>De computer speelt nog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel is over</source>
        <translation>Het duel is voorbij</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Time left: %1</source>
        <translation>Resterende tijd: %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a duel with a friend on another computer</source>
        <translation>een duel met een vriend op een andere computer</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/score_chart.py" line="-70"/>
        <source>Score chart</source>
        <translation>Scoreverloop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: score %2</source>
        <translation>%1: score %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Actions (moves, turned cards, deals)</source>
        <translation>Acties (zetten, geopende kaarten, keren geven)</translation>
    </message>
</context>
<context>
    <name>DuelNews</name>
    <message>
        <location filename="../spider_qt/ui/texts/duel_news.py" line="-29"/>
        <source>%1 wins: %2 left the duel</source>
        <translation>%1 wint: %2 heeft het duel verlaten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s time has run out: the game counts as it stands.</source>
        <translation>%1 heeft geen tijd meer: het spel telt zoals het nu staat.</translation>
    </message>
</context>
<context>
    <name>FriendTexts</name>
    <message>
        <location filename="../spider_qt/ui/texts/friends.py" line="+14"/>
        <source>Put %1 first in the player lists on this computer (New game, Challenges), for every player</source>
        <translation>Zet %1 bovenaan in de spelerslijsten op deze computer (Nieuw spel, Uitdagingen), voor elke speler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide %1 and their challenges from the player lists on this computer, for every player</source>
        <translation>Verberg %1 en diens uitdagingen in de spelerslijsten op deze computer, voor elke speler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is now a friend: first in the player lists on this computer.</source>
        <translation>%1 is nu een vriend: bovenaan in de spelerslijsten op deze computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no longer a friend.</source>
        <translation>%1 is geen vriend meer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is now ignored: hidden from the player lists on this computer.</source>
        <translation>%1 wordt nu genegeerd: verborgen in de spelerslijsten op deze computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is no longer ignored.</source>
        <translation>%1 wordt niet meer genegeerd.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/help.py" line="+53"/>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;h1&gt;How to play Spider Duel&lt;/h1&gt;&lt;p&gt;Spider is a patience for one player, and Spider Duel adds a second player who gets exactly the same cards. Your aim is to build runs from King down to Ace in one suit: each complete run leaves the table, and when all eight have gone the game is won.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Zo speel je Spider Duel&lt;/h1&gt;&lt;p&gt;Spider is een patience voor één speler; Spider Duel voegt een tweede speler toe die precies dezelfde kaarten krijgt. Je doel is rijen te bouwen van koning tot aas in één kleur: elke volledige rij verdwijnt van de tafel, en als alle acht weg zijn, is het spel gewonnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;The table&lt;/h2&gt;&lt;p&gt;The game uses 104 cards. With &lt;b&gt;1 suit&lt;/b&gt; all of them are spades, with &lt;b&gt;2 suits&lt;/b&gt; they are spades and hearts, and with &lt;b&gt;4 suits&lt;/b&gt; every suit appears twice. Fewer suits make the game easier.&lt;/p&gt;&lt;p&gt;54 cards are dealt to ten columns: the first four columns get six cards, the other six get five. Only the top card of each column lies face up. The remaining 50 cards wait in the stock, drawn as five face-down packets of ten. Beside them is the discard pile, which shows one small box with its suit symbol for every finished run.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;De tafel&lt;/h2&gt;&lt;p&gt;Er wordt met 104 kaarten gespeeld. Met &lt;b&gt;1 kleur&lt;/b&gt; zijn het allemaal schoppen, met &lt;b&gt;2 kleuren&lt;/b&gt; schoppen en harten, en met &lt;b&gt;4 kleuren&lt;/b&gt; komt elke kleur twee keer voor. Hoe minder kleuren, hoe makkelijker het spel.&lt;/p&gt;&lt;p&gt;54 kaarten worden over tien stapels verdeeld: de eerste vier stapels krijgen zes kaarten, de andere zes krijgen er vijf. Alleen de bovenste kaart van elke stapel ligt open. De overige 50 kaarten wachten op de afnamestapel, weergegeven als vijf gesloten stapeltjes van tien. Daarnaast ligt de aflegstapel, die voor elke voltooide rij een klein vakje met het kleursymbool toont.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Drag a card onto a face-up card that is exactly one rank higher; its suit does not matter (an 8 of diamonds may go onto a 9 of hearts). Any card may go into an empty column. You can also click a card to send it to a good place.&lt;/p&gt;&lt;p&gt;Several cards move together only when they form a run: face up, falling in rank and all of the same suit, such as 9, 8, 7 of hearts. You may take the whole run or just its top part. Mixed suits can be stacked, but they cannot move as one and never leave the table.&lt;/p&gt;&lt;p&gt;As soon as a column ends in a complete run from King to Ace of one suit, that run goes to the discard pile by itself, even if face-down cards lie beneath it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kaarten verplaatsen&lt;/h2&gt;&lt;p&gt;Sleep een kaart op een open kaart die precies één hoger is; de kleur maakt niet uit (ruiten 8 mag op harten 9). Op een lege stapel mag elke kaart. Je kunt ook op een kaart klikken: die gaat dan vanzelf naar een geschikte plek.&lt;/p&gt;&lt;p&gt;Meerdere kaarten kunnen alleen samen worden verplaatst als ze een rij vormen: open, aflopend in waarde en allemaal van dezelfde kleur, zoals harten 9, 8, 7. Je mag de hele rij nemen of alleen het bovenste deel. Gemengde kleuren kun je stapelen, maar niet samen verplaatsen, en ze worden nooit afgelegd.&lt;/p&gt;&lt;p&gt;Zodra een stapel eindigt op een volledige rij van koning tot aas in één kleur, gaat die rij vanzelf naar de aflegstapel, ook als er gesloten kaarten onder liggen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h2&gt;Dealing&lt;/h2&gt;&lt;p&gt;Press &lt;b&gt;Deal&lt;/b&gt; (or click the stock) to lay ten new cards, one face up on every column. Do it when you run out of useful moves: the new cards usually interrupt your runs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kaarten geven&lt;/h2&gt;&lt;p&gt;Druk op &lt;b&gt;Kaarten geven&lt;/b&gt; (of klik op de afnamestapel) om tien nieuwe kaarten te leggen, één open op elke stapel. Doe dat als je geen nuttige zetten meer hebt: de nieuwe kaarten onderbreken meestal je rijen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;Classic rules&lt;/h2&gt;&lt;p&gt;These are the rules of the Spider that came with Windows.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;When the top card of a column is face down, it turns face up by itself.&lt;/li&gt;&lt;li&gt;You may deal only while no column is empty.&lt;/li&gt;&lt;li&gt;Undo takes back anything, deals included, right back to the start.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; you begin with 500 points. Every move, deal and undo costs one point, and every run on the discard pile adds 100. So three runs after 70 actions give 500 &amp;minus; 70 + 300 = 730 points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Klassieke regels&lt;/h2&gt;&lt;p&gt;Dit zijn de regels van Spider Solitaire zoals het bij Windows werd geleverd.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Als de bovenste kaart van een stapel gesloten is, gaat ze vanzelf open.&lt;/li&gt;&lt;li&gt;Je mag alleen kaarten geven als geen enkele stapel leeg is.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ongedaan maken&lt;/b&gt; neemt alles terug, ook het geven, tot aan het begin van het spel.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Puntentelling:&lt;/b&gt; je begint met 500 punten. Elke zet, elke keer geven en elke keer ongedaan maken kost één punt, en elke rij op de aflegstapel levert 100 op. Drie rijen na 70 acties geven dus 500 &amp;minus; 70 + 300 = 730 punten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;h2&gt;Duel rules&lt;/h2&gt;&lt;p&gt;These are the StarGames rules, made for two players.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cards do not turn by themselves: click a face-down top card to turn it. Until you do, that column takes any card or run, just like an empty one.&lt;/li&gt;&lt;li&gt;You may deal at any time while the stock has cards, even with empty columns.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Undo&lt;/b&gt; takes back card moves only. Turning a card and dealing are final, and undo never reaches back past them.&lt;/li&gt;&lt;li&gt;Each player has a time limit, shown at the top left. Your game ends when every run is on the discard pile, when your time runs out, or when you press &lt;b&gt;Done&lt;/b&gt;. &lt;b&gt;Done&lt;/b&gt; then turns into &lt;b&gt;Leave&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Duelregels&lt;/h2&gt;&lt;p&gt;Dit zijn de regels van StarGames, bedoeld voor twee spelers.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Kaarten gaan niet vanzelf open: klik op een gesloten bovenste kaart om haar te openen. Tot je dat doet, neemt die stapel elke kaart of rij aan, net als een lege stapel.&lt;/li&gt;&lt;li&gt;Je mag op elk moment kaarten geven zolang de afnamestapel kaarten heeft, ook met lege stapels.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ongedaan maken&lt;/b&gt; neemt alleen kaartzetten terug. Een kaart openen en kaarten geven zijn definitief: &lt;b&gt;Ongedaan maken&lt;/b&gt; gaat nooit verder terug dan dat punt.&lt;/li&gt;&lt;li&gt;Elke speler heeft een tijdslimiet, linksboven te zien. Je spel eindigt als alle rijen op de aflegstapel liggen, als je tijd op is of als je op &lt;b&gt;Klaar&lt;/b&gt; drukt. &lt;b&gt;Klaar&lt;/b&gt; wordt dan &lt;b&gt;Verlaten&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;h2&gt;Duel scoring&lt;/h2&gt;&lt;p&gt;You begin with 0 points.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Turning a face-down card: +2.&lt;/li&gt;&lt;li&gt;Putting a card onto the next higher card of its own suit (a 6 of spades onto a 7 of spades): +2, at most once for each card in a game.&lt;/li&gt;&lt;li&gt;A run sent to the discard pile: +26.&lt;/li&gt;&lt;li&gt;Finishing the game with all eight runs discarded: +100.&lt;/li&gt;&lt;li&gt;Every move, deal and undo: &amp;minus;1 (turning a card is free).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;An undo gives back the points the undone move earned; the point lost for that move and the point for the undo stay lost.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Puntentelling in het duel&lt;/h2&gt;&lt;p&gt;Je begint met 0 punten.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Een gesloten kaart openen: +2.&lt;/li&gt;&lt;li&gt;Een kaart op de eerstvolgende hogere kaart van dezelfde kleur leggen (schoppen 6 op schoppen 7): +2, hoogstens één keer per kaart in een spel.&lt;/li&gt;&lt;li&gt;Een rij naar de aflegstapel: +26.&lt;/li&gt;&lt;li&gt;Het spel uitspelen met alle acht rijen afgelegd: +100.&lt;/li&gt;&lt;li&gt;Elke zet, elke keer geven en elke keer ongedaan maken: &amp;minus;1 (een kaart openen is gratis).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Ongedaan maken geeft de punten terug die de teruggenomen zet opleverde; het punt dat die zet kostte en het punt voor het ongedaan maken krijg je niet terug.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;h2&gt;Against the computer&lt;/h2&gt;&lt;p&gt;The computer plays the same deal while you play, seeing only what a player sees. Its time is never the time it spent thinking: it is counted as %1 seconds for each of its actions, at most the time limit. So with equal scores you win when you played faster than that pace. The result screen says this in words.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tegen de computer&lt;/h2&gt;&lt;p&gt;De computer speelt hetzelfde spel terwijl jij speelt, en ziet daarbij alleen wat een speler ziet. Als zijn tijd telt nooit de tijd die hij nodig had om na te denken, maar %1 seconden voor elk van zijn acties, hoogstens de tijdslimiet. Bij gelijke score win je dus als je sneller speelde dan dat tempo. De uitslag van het duel zegt dit ook met zoveel woorden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h2&gt;A fair duel&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;A duel&apos;s deal is always a fresh random one. Its number is never typed and never shown before both players have finished; the result screen shows it and offers to play it again alone.&lt;/li&gt;&lt;li&gt;Every duel has a time limit, whatever its rules.&lt;/li&gt;&lt;li&gt;Until both players have finished, nothing shows the other player&apos;s game or score: statistics, replays, saved games and challenges are unavailable, and Player info shows no statistics.&lt;/li&gt;&lt;li&gt;During a duel you cannot open, save or restart a game, and hints, the demo and the solver are off unless both players agreed to them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leave&lt;/b&gt; and &lt;b&gt;New game&lt;/b&gt; ask first: leaving forfeits the duel, your game counts as it stands and the duel is lost. &lt;b&gt;Quit&lt;/b&gt; asks too, but keeps the duel: it continues at the next start.&lt;/li&gt;&lt;li&gt;A duel that continues after Quit or a crash always comes back on the cover screen of the player whose turn it is, with the clock stopped until Start (against the computer, Resume). The time used is saved with every action and every second, so at most a second is lost.&lt;/li&gt;&lt;li&gt;A challenge lists who left it, the rules, the suits and the time limit, never its deal or score. A private challenge is offered only to the player it was left for.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profiles have no passwords: these rules hold against what Spider Duel shows and allows, not against someone reading its files with other programs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Een eerlijk duel&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;De kaarten van een duel worden altijd opnieuw en willekeurig gegeven. Het spelnummer wordt nooit ingetypt en nooit getoond voordat beide spelers klaar zijn; de uitslag van het duel toont het en biedt aan het spel nog eens alleen te spelen.&lt;/li&gt;&lt;li&gt;Elk duel heeft een tijdslimiet, ongeacht de regels.&lt;/li&gt;&lt;li&gt;Zolang niet beide spelers klaar zijn, laat niets het spel of de score van de ander zien: statistieken, terugkijken, opgeslagen spellen en uitdagingen zijn niet beschikbaar, en Speler Info toont geen statistieken.&lt;/li&gt;&lt;li&gt;Tijdens een duel kun je geen spel openen, opslaan of opnieuw beginnen, en tips, de demo en de oplosser staan uit, tenzij beide spelers ermee hebben ingestemd.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Verlaten&lt;/b&gt; en &lt;b&gt;Nieuw spel&lt;/b&gt; vragen eerst om bevestiging: als je het duel verlaat, geef je het op; je spel telt zoals het staat en het duel is verloren. &lt;b&gt;Afsluiten&lt;/b&gt; vraagt ook om bevestiging, maar bewaart het duel: het gaat verder bij de volgende start.&lt;/li&gt;&lt;li&gt;Een duel dat na Afsluiten of een crash verdergaat, komt altijd terug met verborgen tafel bij de speler die aan de beurt is, en de klok staat stil tot er op Start wordt geklikt (tegen de computer: Hervatten). De gebruikte tijd wordt bij elke actie en elke seconde opgeslagen, dus gaat er hoogstens één seconde verloren.&lt;/li&gt;&lt;li&gt;Een uitdaging toont wie haar achterliet, de regels, de kleuren en de tijdslimiet, maar nooit het spelnummer of de score. Een privé-uitdaging wordt alleen aangeboden aan de speler voor wie ze is achtergelaten.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profielen hebben geen wachtwoorden: deze regels gelden voor wat Spider Duel toont en toestaat, niet tegen iemand die de bestanden met andere programma&apos;s leest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;p&gt;In a duel your clock keeps running while a dialog or this help is open: only &lt;b&gt;Pause&lt;/b&gt;, which hides the table, stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In een duel blijft je klok lopen terwijl een dialoogvenster of deze hulp open is: alleen &lt;b&gt;Pauze&lt;/b&gt;, die de tafel verbergt, zet hem stil.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;h2&gt;Duels in the statistics&lt;/h2&gt;&lt;p&gt;A duel game counts in your statistics like any game under its rules: it is a game played, and it counts as won only when all eight runs were discarded. Duels won, lost and drawn are counted apart, in Player info, because a duel is won on points. A duel left before the end with &lt;b&gt;Leave&lt;/b&gt; or &lt;b&gt;New game&lt;/b&gt; counts there as lost, and its line in the duel history says who left, for both players.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Duels in de statistieken&lt;/h2&gt;&lt;p&gt;Een duelspel telt in je statistieken mee zoals elk spel met die regels: het is een gespeeld spel, en het telt alleen als gewonnen als alle acht rijen zijn afgelegd. Gewonnen, verloren en gelijkgespeelde duels worden apart geteld in Speler Info, want een duel wordt op punten gewonnen. Een duel dat voor het einde wordt verlaten met &lt;b&gt;Verlaten&lt;/b&gt; of &lt;b&gt;Nieuw spel&lt;/b&gt;, telt daar als verloren, en de regel ervan in de duelgeschiedenis zegt voor beide spelers wie het opgaf.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;After a duel, &lt;b&gt;Rematch&lt;/b&gt; gives the same players a new deal; between two people, the one who played second goes first. After a duel at one computer, &lt;b&gt;Play this deal alone&lt;/b&gt; asks which of you plays it. An earlier duel&apos;s result comes back from its line in Player info (double-click it), with both games to watch; not while a duel is being played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na een duel geeft &lt;b&gt;Revanche&lt;/b&gt; dezelfde spelers een nieuw spel; tussen twee mensen begint wie als tweede speelde. Na een duel aan één computer vraagt &lt;b&gt;Dit spel alleen spelen&lt;/b&gt; wie van jullie het speelt. De uitslag van een eerder duel open je opnieuw door in Speler Info op de regel ervan te dubbelklikken, met beide spellen om te bekijken; niet terwijl er een duel wordt gespeeld.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;h2&gt;Keys&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;New game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Deal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;Undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;This help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;Toetsen&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;Nieuw spel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Kaarten geven&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;Ongedaan maken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Tip&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;Deze hulp&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;Playing with the keyboard:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Choose a column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Space, Enter&lt;/td&gt;&lt;td&gt;Pick up the cards that can move; put them down on the chosen column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Hold one card more or one card fewer of those picked up&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Put the cards back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pause: the clock stops and the table is hidden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Go to the buttons (Deal, Undo, Done and those of a duel or a result) and back to the cards; Space or Enter presses the one marked&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;Spelen met het toetsenbord:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Een stapel kiezen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Spatie, Enter&lt;/td&gt;&lt;td&gt;De kaarten oppakken die kunnen worden verplaatst; ze op de gekozen stapel neerleggen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Van de opgepakte kaarten er één meer of één minder vasthouden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;De kaarten terugleggen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pauze: de klok staat stil en de tafel wordt verborgen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Naar de knoppen gaan (Kaarten geven, Ongedaan maken, Klaar en die van een duel of een uitslag) en terug naar de kaarten; Spatie of Enter drukt de gemarkeerde knop in&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>&lt;h2&gt;Who wins a duel&lt;/h2&gt;&lt;p&gt;Both players play the same deal with the same rules and the same time limit, one after the other. The higher score wins. With equal scores, the player who needed less time wins, counted in the whole seconds the clock shows; if that is equal too, the duel is a draw. Once your game is over you may watch your opponent&apos;s game, leave the table or start a new game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Wie wint een duel&lt;/h2&gt;&lt;p&gt;Beide spelers spelen hetzelfde spel met dezelfde regels en dezelfde tijdslimiet, na elkaar. De hoogste score wint. Bij gelijke score wint wie minder tijd nodig had, geteld in hele seconden zoals de klok ze toont; is ook die gelijk, dan eindigt het duel in een gelijkspel. Na je eigen spel kun je het spel van je tegenstander bekijken, de tafel verlaten of een nieuw spel beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&lt;h2&gt;What counts in your statistics&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Every game Spider Duel deals counts once you have started playing it: it is won when all eight runs are on the discard pile, and lost otherwise. A deal you have not touched does not count.&lt;/li&gt;&lt;li&gt;A game you leave unfinished for a new deal counts as lost. An unfinished game normally continues at the next start; if it does not (your settings can say to ask first, or never to continue), it counts as lost too.&lt;/li&gt;&lt;li&gt;Each game counts once. Playing on from a game you saved does not count it again. Going back to an earlier point of a game (by opening a file saved along the way, or by dealing the same deal again with &lt;b&gt;New game&lt;/b&gt; or &lt;b&gt;Restart this deal&lt;/b&gt;) counts the game as it stood: a second try never hides the first.&lt;/li&gt;&lt;li&gt;A game that starts from a set position can be played and saved, but never counts. A game in which you used a hint, the demo or &lt;b&gt;Is this deal winnable?&lt;/b&gt; counts as played, never as won (see &lt;b&gt;Games with help&lt;/b&gt;).&lt;/li&gt;&lt;li&gt;Your game for an open challenge counts once someone has taken up the challenge and played it, or once you have withdrawn it.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Wat telt in je statistieken&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Elk spel dat Spider Duel geeft, telt mee zodra je eraan begonnen bent: het is gewonnen als alle acht rijen op de aflegstapel liggen, en anders verloren. Een spel waaraan je nog niets hebt gedaan, telt niet.&lt;/li&gt;&lt;li&gt;Een spel dat je onafgemaakt laat voor een nieuw spel, telt als verloren. Een onafgemaakt spel gaat normaal verder bij de volgende start; gebeurt dat niet (je instellingen kunnen zeggen dat het eerst gevraagd wordt, of dat het nooit verdergaat), dan telt het ook als verloren.&lt;/li&gt;&lt;li&gt;Elk spel telt één keer. Verderspelen met een spel dat je hebt opgeslagen, telt het niet opnieuw. Teruggaan naar een eerdere stand van een spel (door een bestand te openen dat onderweg is opgeslagen, of door dezelfde kaarten opnieuw te geven met &lt;b&gt;Nieuw spel&lt;/b&gt; of &lt;b&gt;Dit spel herstarten&lt;/b&gt;) telt het spel zoals het stond: een tweede poging verbergt nooit de eerste.&lt;/li&gt;&lt;li&gt;Een spel dat vanuit een vaste stand begint, kun je spelen en opslaan, maar het telt nooit. Een spel waarin je een tip, de demo of &lt;b&gt;Is dit spel te winnen?&lt;/b&gt; hebt gebruikt, telt als gespeeld, nooit als gewonnen (zie &lt;b&gt;Spellen met hulp&lt;/b&gt;).&lt;/li&gt;&lt;li&gt;Je spel voor een open uitdaging telt mee zodra iemand de uitdaging heeft aangenomen en gespeeld, of zodra je haar hebt ingetrokken.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h2&gt;Games with help&lt;/h2&gt;&lt;p&gt;Every game you start counts as played, and a game where you used a hint, the demo or the solver never counts as won: its win is shown apart, as &lt;b&gt;Won with help&lt;/b&gt;. Games with help recorded by earlier versions stay apart from the games played, as they were then.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Spellen met hulp&lt;/h2&gt;&lt;p&gt;Elk spel dat je begint telt als gespeeld, en een spel waarin je een tip, de demo of de oplosser hebt gebruikt telt nooit als gewonnen: de winst wordt apart getoond, als &lt;b&gt;Gewonnen met hulp&lt;/b&gt;. Spellen met hulp die eerdere versies hebben vastgelegd, blijven buiten de gespeelde spellen, zoals toen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>&lt;p&gt;Your time is measured by several clocks of this computer: the one the game has always used, the time since the computer started (its sleep included) and the system&apos;s own count, which no program can slow for Spider Duel alone. When they disagree, the longest time counts and the status bar says so. The wall clock is compared too, but never counted: setting it neither gives nor takes time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Je tijd wordt gemeten met meerdere klokken van deze computer: die het spel altijd al gebruikte, de tijd sinds de computer startte (slaapstand inbegrepen) en de eigen telling van het systeem, die geen programma alleen voor Spider Duel kan vertragen. Zijn ze het oneens, dan telt de langste tijd en zegt de statusbalk dat. De gewone klok wordt ook vergeleken, maar telt nooit: hem verzetten geeft noch neemt tijd.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>&lt;h2&gt;Duels with a friend elsewhere&lt;/h2&gt;&lt;p&gt;A friend on another computer can be your opponent too, with no server: three small messages travel by any channel you like (a file by mail or chat, the text pasted into a chat, or a folder your own sync tool keeps in step). &lt;b&gt;Game → Challenge a friend on another computer…&lt;/b&gt; sets the rules, the time limit, the friend (or anyone), a deadline and a message. You play the deal at once, as fairly as any duel, and then send the &lt;b&gt;challenge&lt;/b&gt;: your score is sealed in it, so nobody sees or changes it before your friend has played.&lt;/p&gt;&lt;p&gt;Your friend opens the challenge (open the file, drop it on the window or paste the text), sees who sent it, the rules, the time limit, the deadline, and presses &lt;b&gt;Play now&lt;/b&gt;: there is one attempt per challenge, counted from that moment. Then they send their &lt;b&gt;answer&lt;/b&gt;. Your Spider Duel checks it, shows the result, and makes the &lt;b&gt;reveal&lt;/b&gt;, which you send back; their Spider Duel checks it and shows the same result. Both games are recorded on both computers and can be watched.&lt;/p&gt;&lt;p&gt;Every score is worked out again by replaying the game, so it cannot be forged, and every message is signed with a key of your profile. The first time a friend&apos;s key is seen, its &lt;b&gt;fingerprint&lt;/b&gt; is shown: compare it with the one your friend sees in Player info. A different key for a known friend is a warning. The times are what each player&apos;s computer reported; equal scores go to the one who used fewer whole seconds. A message that was changed or damaged is refused, and it changes nothing. Challenges lists these duels and their state, with Resend and Forget; a friend you ignore has their messages kept aside.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Duels met een vriend elders&lt;/h2&gt;&lt;p&gt;Ook een vriend op een andere computer kan je tegenstander zijn, zonder server: drie kleine berichten reizen via elk kanaal dat je wilt (een bestand per mail of chat, de tekst geplakt in een chat, of een map die je eigen synchronisatieprogramma gelijk houdt). &lt;b&gt;Spel → Daag een vriend op een andere computer uit…&lt;/b&gt; legt de regels vast, de tijdslimiet, de vriend (of iedereen), een deadline en een bericht. Je speelt het spel meteen, net zo eerlijk als elk duel, en verstuurt dan de &lt;b&gt;uitdaging&lt;/b&gt;: je score zit erin verzegeld, zodat niemand hem ziet of verandert voordat je vriend heeft gespeeld.&lt;/p&gt;&lt;p&gt;Je vriend opent de uitdaging (opent het bestand, sleept het op het venster of plakt de tekst), ziet wie hem stuurde, de regels, de tijdslimiet, de deadline, en drukt op &lt;b&gt;Nu spelen&lt;/b&gt;: er is één poging per uitdaging, geteld vanaf dat moment. Daarna verstuurt hij of zij het &lt;b&gt;antwoord&lt;/b&gt;. Jouw Spider Duel controleert het, toont de uitslag en maakt de &lt;b&gt;onthulling&lt;/b&gt;, die je terugstuurt; de Spider Duel van je vriend controleert die en toont dezelfde uitslag. Beide spellen worden op beide computers vastgelegd en zijn terug te kijken.&lt;/p&gt;&lt;p&gt;Elke score wordt opnieuw berekend door het spel na te spelen, dus hij kan niet worden vervalst, en elk bericht is ondertekend met een sleutel van je profiel. De eerste keer dat de sleutel van een vriend wordt gezien, verschijnt de &lt;b&gt;vingerafdruk&lt;/b&gt;: vergelijk die met wat je vriend ziet in Speler Info. Een andere sleutel voor een bekende vriend is een waarschuwing. De tijden zijn wat de computer van elke speler meldde; bij gelijke score wint wie minder hele seconden gebruikte. Een bericht dat is veranderd of beschadigd wordt geweigerd en verandert niets. Uitdagingen toont deze duels en hun stand, met Opnieuw versturen en Vergeten; berichten van een vriend die je negeert worden apart gezet.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelNames</name>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="+64"/>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Meester</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: wins %2 (1 suit), %3 (2 suits)</source>
        <translation>%1: wint %2 (1 kleur), %3 (2 kleuren)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../spider_qt/ui/window/actions.py" line="+222"/>
        <source>Resume (shows the tab&amp;le)</source>
        <translation>Her&amp;vatten (toont de tafel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause (hides the tab&amp;le)</source>
        <translation>&amp;Pauze (verbergt de tafel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game (F2)</source>
        <translation>Een nieuw spel beginnen (F2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;tart this deal</source>
        <translation>Dit spel &amp;herstarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Kaarten geven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>On&amp;gedaan maken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;edo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lea&amp;ve the table</source>
        <translation>Tafel &amp;verlaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;one</source>
        <translation>K&amp;laar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Af&amp;sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenges…</source>
        <translation>&amp;Uitdagingen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;mo: let the computer play</source>
        <translation>De&amp;mo: de computer speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is this deal &amp;winnable?</source>
        <translation>Is dit spel te &amp;winnen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a good move (H)</source>
        <translation>Een goede zet tonen (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options</source>
        <translation>&amp;Opties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off</source>
        <comment>animation</comment>
        <translation>Uit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Click to move</source>
        <translation>&amp;Klikken om te verplaatsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single click</source>
        <translation>Enkele klik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double click</source>
        <translation>Dubbele klik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: drag the cards</source>
        <comment>click to move</comment>
        <translation>Uit: kaarten slepen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurig kaartspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Spider Duel</source>
        <translation>&amp;Over Spider Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/appearance.py" line="+121"/>
        <source>Card &amp;back</source>
        <translation>Kaart&amp;rug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table colour</source>
        <translation>&amp;Tafelkleed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spider web</source>
        <translation>Spinnenweb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosette</source>
        <translation>Rode rozet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green weave</source>
        <translation>Groen vlechtwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night sky</source>
        <translation>Nachthemel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amber stripes</source>
        <translation>Amberkleurige strepen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Bruin</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/help_attach.py" line="+43"/>
        <source>&amp;How to play</source>
        <translation>&amp;Speluitleg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules and the scoring (F1)</source>
        <translation>De regels en de puntentelling (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome: ways to play</source>
        <translation>&amp;Welkom: manieren om te spelen</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/new_game.py" line="+235"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suits</source>
        <translation>Kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 suit (beginner)</source>
        <translation>1 kleur (beginner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 suits (intermediate)</source>
        <translation>2 kleuren (gevorderd)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suits (expert)</source>
        <translation>4 kleuren (expert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: play alone</source>
        <translation>Geen: alleen spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player</source>
        <translation>Tweede speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Name of the second player</source>
        <translation>Naam van de tweede speler</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave as a challenge</source>
        <translation>Als uitdaging achterlaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone (or type a player to invite)</source>
        <translation>Iedereen (of typ wie je uitnodigt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a player or type a new name</source>
        <translation>Kies een speler of typ een nieuwe naam</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit:</source>
        <translation>Tijdslimiet:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number:</source>
        <translation>Spelnummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 12345</source>
        <translation>bijv. 12345</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players agree to hints and the solver</source>
        <translation>Beide spelers staan tips en de oplosser toe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every duel has a time limit, with classic rules too.</source>
        <translation>Elk duel heeft een tijdslimiet, ook met klassieke regels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A duel is always dealt at random; its deal number is shown when both have finished.</source>
        <translation>Een duel wordt altijd willekeurig gegeven; het spelnummer verschijnt als beide spelers klaar zijn.</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Type a deal number from 0 to %1, or tick Random.</source>
        <translation>Typ een spelnummer van 0 tot %1, of vink Willekeurig aan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the second player&apos;s name.</source>
        <translation>Typ de naam van de tweede speler.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A duel needs two different players.</source>
        <translation>Voor een duel zijn twee verschillende spelers nodig.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/player_info.py" line="+211"/>
        <source>Player info: %1</source>
        <translation>Speler Info: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n spel gespeeld</numerusform>
            <numerusform>%n spellen gespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n won (all cards cleared)</source>
        <translation>
            <numerusform>%n gewonnen (alle kaarten afgelegd)</numerusform>
            <numerusform>%n gewonnen (alle kaarten afgelegd)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate %1</source>
        <translation>winstpercentage %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best score %1 (%2)</source>
        <translation>beste score %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>best time %1 (%2)</source>
        <translation>beste tijd %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n game(s) with help</source>
        <translation>
            <numerusform>%n spel met hulp</numerusform>
            <numerusform>%n spellen met hulp</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>duels: %1 won, %2 lost, %3 drawn</source>
        <translation>duels: %1 gewonnen, %2 verloren, %3 gelijkgespeeld</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n duel(s) void (not played out)</source>
        <translation>
            <numerusform>%n duel ongeldig (niet uitgespeeld)</numerusform>
            <numerusform>%n duels ongeldig (niet uitgespeeld)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are shown once this duel is over.</source>
        <translation>De statistieken verschijnen zodra dit duel voorbij is.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Against %1</source>
        <translation>Tegen %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins: %1 · Losses: %2 · Draws: %3</source>
        <translation>Gewonnen: %1 · Verloren: %2 · Gelijkspel: %3</translation>
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
        <translation>gelijkspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (not played out, counts for nobody)</source>
        <translation>ongeldig (niet uitgespeeld, telt niet mee)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 · deal %3: %4 to %5, %6</source>
        <translation>%1 · %2 · spel %3: %4 tegen %5, %6</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No duels against each other yet.</source>
        <translation>Nog geen duels tegen elkaar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a duel (or press Enter) to see its result and watch both games.</source>
        <translation>Dubbelklik op een duel (of druk op Enter) om de uitslag te zien en beide spellen te bekijken.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>lost (left before the end)</source>
        <translation>verloren (opgegeven voor het einde)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won (%1 left before the end)</source>
        <translation>gewonnen (%1 gaf op voor het einde)</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>On another computer. Key fingerprint: %1</source>
        <translation>Op een andere computer. Vingerafdruk van de sleutel: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key fingerprint for duels with friends elsewhere: %1</source>
        <translation>Vingerafdruk van de sleutel voor duels met vrienden elders: %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/dialogs/profiles.py" line="+129"/>
        <location line="+1"/>
        <source>Profiles</source>
        <translation>Profielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of a player</source>
        <translation>Naam van een speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create</source>
        <translation>&amp;Aanmaken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Hernoemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Friend</source>
        <translation>V&amp;riend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends are listed first when you choose an opponent.</source>
        <translation>Vrienden staan bovenaan als je een tegenstander kiest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ignored</source>
        <translation>&amp;Genegeerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignored players are hidden when you choose an opponent.</source>
        <translation>Genegeerde spelers worden verborgen als je een tegenstander kiest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play as this player</source>
        <translation>&amp;Spelen als deze speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next games are recorded for the selected player.</source>
        <translation>Je volgende spellen worden vastgelegd voor de gekozen speler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No player is saved yet. A player is saved with their first finished game, or add one below.</source>
        <translation>Er is nog geen speler opgeslagen. Een speler wordt opgeslagen bij zijn eerste afgelopen spel, of maak er hieronder een aan.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 (ignored)</source>
        <translation>%1 (genegeerd)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (playing now)</source>
        <translation>%1 (speelt nu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (next games)</source>
        <translation>%1 (volgende spellen)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Playing now: %1. Your next games: %2.</source>
        <translation>Speelt nu: %1. Je volgende spellen: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing now: %1</source>
        <translation>Speelt nu: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is playing yet: choose a player below.</source>
        <translation>Er speelt nog niemand: kies hieronder een speler.</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>%1 is playing the game on the table. Delete the player once that game is over.</source>
        <translation>%1 speelt het spel op tafel. Verwijder de speler als dat spel voorbij is.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your next games are recorded for %1. Choose another player with Play as this player first.</source>
        <translation>Je volgende spellen worden vastgelegd voor %1. Kies eerst een andere speler met ‘Spelen als deze speler’.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete player?</source>
        <translation>Speler verwijderen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the player %1?</source>
        <translation>De speler %1 verwijderen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep the games and duels of this player (they then show an anonymous player) or remove them for good.</source>
        <translation>Je kunt de spellen en duels van deze speler bewaren (ze tonen dan een anonieme speler) of ze voorgoed wissen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete, &amp;keep history</source>
        <translation>Verwijderen, &amp;geschiedenis bewaren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete &amp;everything</source>
        <translation>&amp;Alles verwijderen</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>%1 (on another computer)</source>
        <translation>%1 (op een andere computer)</translation>
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
        <translation>Duel met een vriend</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>your friend</source>
        <translation>je vriend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game: %1 points, %2 moves, %3 (as your app measured it).</source>
        <translation>Je spel: %1 punten, %2 zetten, %3 (zoals je programma het mat).</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Send the challenge</source>
        <translation>Verstuur de uitdaging</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Your score is sealed until %1 answers: nobody can see it or change it before then.</source>
        <translation>Je score blijft verzegeld tot %1 antwoordt: tot dan kan niemand hem zien of veranderen.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Send your answer</source>
        <translation>Verstuur je antwoord</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>Send it to %1. You see who won when %1&apos;s reveal comes back.</source>
        <translation>Stuur het naar %1. Je ziet wie er won wanneer de onthulling van %1 terugkomt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Save the duel message</source>
        <translation>Duelbericht opslaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spider Duel messages (*.spiderduel)</source>
        <translation>Spider Duel-berichten (*.spiderduel)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved as %1. Send this file to your friend.</source>
        <translation>Opgeslagen als %1. Stuur dit bestand naar je vriend.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copied. Paste it into a chat or a mail to your friend.</source>
        <translation>Gekopieerd. Plak het in een chat of een mail aan je vriend.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It could not be put in your duels folder (%1): send it another way.</source>
        <translation>Het kon niet in je duelmap worden gezet (%1): verstuur het op een andere manier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is in your duels folder already (%1): your sync tool carries it.</source>
        <translation>Het staat al in je duelmap (%1): je synchronisatieprogramma brengt het over.</translation>
    </message>
    <message>
        <location line="-283"/>
        <source>Send the reveal</source>
        <translation>Verstuur de onthulling</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Challenge a fr&amp;iend on another computer…</source>
        <translation>Daag een vriend op een andere &amp;computer uit…</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>The same message as before: sending it again changes nothing.</source>
        <translation>Hetzelfde bericht als eerder: het opnieuw versturen verandert niets.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>A challenge from %1 arrived.</source>
        <translation>Er is een uitdaging van %1 binnengekomen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your duel with %1 is over: see its result.</source>
        <translation>Je duel met %1 is voorbij: bekijk de uitslag.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A duel message from %1, whom you ignore, was kept aside.</source>
        <translation>Een duelbericht van %1, die je negeert, is apart gezet.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1&apos;s answer is checked and the duel is recorded. Send this reveal so that %1 sees the same result.</source>
        <translation>Het antwoord van %1 is gecontroleerd en het duel is vastgelegd. Verstuur deze onthulling zodat %1 hetzelfde resultaat ziet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/remote_dialogs.py" line="+39"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Challenge a friend on another computer</source>
        <translation>Daag een vriend op een andere computer uit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play a fresh deal now. Your result is sealed in a challenge that you send to your friend, by any channel. Your friend plays the same deal and answers; then both of you see who won.</source>
        <translation>Je speelt nu een nieuw spel. Je resultaat wordt verzegeld in een uitdaging die je naar je vriend stuurt, via elk kanaal. Je vriend speelt hetzelfde spel en antwoordt; daarna zien jullie allebei wie er won.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Suits:</source>
        <translation>&amp;Kleuren:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Tijdslimiet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Friend:</source>
        <translation>&amp;Vriend:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deadline:</source>
        <translation>&amp;Deadline:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Message:</source>
        <translation>&amp;Bericht:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="+126"/>
        <location line="+11"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n kleur</numerusform>
            <numerusform>%n kleuren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <comment>time limit unit</comment>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> days</source>
        <comment>deadline unit</comment>
        <translation> dagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone who gets the challenge</source>
        <translation>Iedereen die de uitdaging krijgt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word for your friend (optional)</source>
        <translation>Een woordje voor je vriend (optioneel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in every duel: no hints, no demo, no solver, no undo of a deal, and the deal number stays hidden until the duel is over.</source>
        <translation>Zoals in elk duel: geen hints, geen demo, geen oplosser, geen ongedaan maken van delen, en het spelnummer blijft verborgen tot het duel voorbij is.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+129"/>
        <source>&amp;Play now</source>
        <translation>Nu &amp;spelen</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>A duel from a friend</source>
        <translation>Een duel van een vriend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 challenges %2 to a duel</source>
        <translation>%1 daagt %2 uit voor een duel</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Rules: %1, %n suit(s)</source>
        <translation>
            <numerusform>Regels: %1, %n kleur</numerusform>
            <numerusform>Regels: %1, %n kleuren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: %1</source>
        <translation>Tijdslimiet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer by: %1</source>
        <translation>Antwoord vóór: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s score is sealed: you see it after you have played and sent your answer.</source>
        <translation>De score van %1 is verzegeld: je ziet hem nadat je hebt gespeeld en je antwoord hebt verstuurd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warning: this challenge is signed with another key than the one you know for %1. It may come from someone else. Compare the fingerprint %2 with the one %1 sees in Player info before you play.</source>
        <translation>Let op: deze uitdaging is ondertekend met een andere sleutel dan die je van %1 kent. Ze kan van iemand anders komen. Vergelijk de vingerafdruk %2 met die %1 ziet in Speler Info voordat je speelt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>First message from this key. Its fingerprint is %1: compare it with the one %2 sees in Player info (by phone or in person) to be sure the challenge is theirs.</source>
        <translation>Eerste bericht van deze sleutel. De vingerafdruk is %1: vergelijk hem met die %2 ziet in Speler Info (telefonisch of persoonlijk) om zeker te zijn dat de uitdaging van hem of haar komt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Signed by %1, with the key you know (%2).</source>
        <translation>Ondertekend door %1, met de sleutel die je kent (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have one attempt: it counts from the moment you press Play now.</source>
        <translation>Je hebt één poging: die telt vanaf het moment dat je op Nu spelen drukt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Not now</source>
        <translation>&amp;Niet nu</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&amp;Save as file…</source>
        <translation>Als bestand op&amp;slaan…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy as text</source>
        <translation>Als tekst &amp;kopiëren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Send to your friend</source>
        <translation>Naar je vriend sturen</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="-108"/>
        <source>being played here</source>
        <translation>wordt hier gespeeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the answer</source>
        <translation>wacht op het antwoord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the reveal</source>
        <translation>wacht op de onthulling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>afgelopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expired</source>
        <translation>verlopen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Duels with friends on other computers</source>
        <translation>Duels met vrienden op andere computers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friend</source>
        <translation>Vriend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who challenged</source>
        <translation>Wie daagde uit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resend</source>
        <translation>Opnieuw ve&amp;rsturen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send your last message of this duel again</source>
        <translation>Verstuur je laatste bericht van dit duel opnieuw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget</source>
        <translation>&amp;Vergeten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take it off this list. A finished duel stays in the records; the attempt stays used.</source>
        <translation>Haal het van deze lijst. Een afgelopen duel blijft in de gegevens; de poging blijft gebruikt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;sult</source>
        <translation>Re&amp;sultaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this challenge again, to play it now</source>
        <translation>Toon deze uitdaging opnieuw, om haar nu te spelen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>anyone</source>
        <translation>iedereen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not played yet</source>
        <translation>nog niet gespeeld</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/remote.py" line="+17"/>
        <source>The duel message is too large (over 1 MiB): it is no message of Spider Duel&apos;s.</source>
        <translation>Het duelbericht is te groot (meer dan 1 MiB): het is geen bericht van Spider Duel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a readable duel message: it was cut or damaged on the way, or it is another kind of file. Ask your friend to send it again, as a file or as the whole text block.</source>
        <translation>Dit is geen leesbaar duelbericht: het is onderweg afgebroken of beschadigd, of het is een ander soort bestand. Vraag je vriend het opnieuw te sturen, als bestand of als het hele tekstblok.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a Spider Duel duel message (its format or its kind is unknown).</source>
        <translation>Dit is geen duelbericht van Spider Duel (het formaat of de soort is onbekend).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This duel message was made by a newer Spider Duel. Update Spider Duel to read it.</source>
        <translation>Dit duelbericht is gemaakt door een nieuwere Spider Duel. Werk Spider Duel bij om het te lezen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The duel message is malformed: a field is missing or holds a wrong value. It was changed or damaged.</source>
        <translation>Het duelbericht is misvormd: een veld ontbreekt of heeft een verkeerde waarde. Het is veranderd of beschadigd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The signature does not match: the message was changed after your friend signed it. Ask for it again.</source>
        <translation>De handtekening klopt niet: het bericht is veranderd nadat je vriend het ondertekende. Vraag het opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This message does not fit the duel it names: it answers another challenge, comes from the wrong player, or a message before it is missing.</source>
        <translation>Dit bericht past niet bij het duel dat het noemt: het beantwoordt een andere uitdaging, komt van de verkeerde speler, of een bericht ervoor ontbreekt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The challenger&apos;s revealed game is not the one sealed in the challenge: the result was changed after the challenge was sent.</source>
        <translation>Het onthulde spel van de uitdager is niet het spel dat in de uitdaging verzegeld was: het resultaat is veranderd nadat de uitdaging was verstuurd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game in the message does not replay on its deal: a move is illegal or written wrongly, or the game is not over.</source>
        <translation>Een spel in het bericht laat zich niet naspelen op zijn verdeling: een zet is ongeldig of verkeerd geschreven, of het spel is niet afgelopen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score, runs, moves or outcome claimed in the message are not what its game gives when replayed.</source>
        <translation>De score, reeksen, zetten of uitslag die het bericht opgeeft, zijn niet wat het spel bij naspelen geeft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The times in the message are impossible: they go backwards, do not match its moves, or exceed the time limit.</source>
        <translation>De tijden in het bericht zijn onmogelijk: ze lopen terug, passen niet bij de zetten of overschrijden de tijdslimiet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+28"/>
        <source>The duel message was refused.</source>
        <translation>Het duelbericht is geweigerd.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Nothing was changed.</source>
        <translation>Er is niets veranderd.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This duel message was read before: there is nothing new in it.</source>
        <translation>Dit duelbericht is al eerder gelezen: er staat niets nieuws in.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a message you sent yourself: send it to your friend instead.</source>
        <translation>Dit is een bericht dat je zelf hebt verstuurd: stuur het liever naar je vriend.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This message belongs to a duel that was never played in this data folder: open it where that challenge was played.</source>
        <translation>Dit bericht hoort bij een duel dat nooit in deze gegevensmap is gespeeld: open het waar die uitdaging is gespeeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This challenge is for another player: it names a friend whose key is not yours.</source>
        <translation>Deze uitdaging is voor een andere speler: ze noemt een vriend wiens sleutel niet de jouwe is.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have played this challenge already: there is one attempt per challenge. See Challenges for it.</source>
        <translation>Je hebt deze uitdaging al gespeeld: er is één poging per uitdaging. Je vindt haar bij Uitdagingen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/duel_inbox.py" line="+27"/>
        <source>It is larger than a duel message can be (1 MiB).</source>
        <translation>Het is groter dan een duelbericht kan zijn (1 MiB).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds neither a duel message&apos;s text block nor its JSON.</source>
        <translation>Het bevat geen tekstblok van een duelbericht en ook geen JSON ervan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a Spider Duel message.</source>
        <translation>Het is geen bericht van Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was made by a newer version of Spider Duel: update Spider Duel to read it.</source>
        <translation>Het is gemaakt door een nieuwere versie van Spider Duel: werk Spider Duel bij om het te lezen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is damaged or incomplete: a part of the message is missing or malformed.</source>
        <translation>Het is beschadigd of onvolledig: een deel van het bericht ontbreekt of is verkeerd geschreven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its signature does not match: it was changed after it was signed. Ask your friend to send it again.</source>
        <translation>De handtekening klopt niet: het is veranderd nadat het ondertekend werd. Vraag je vriend het opnieuw te sturen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It does not belong with the duel&apos;s other messages.</source>
        <translation>Het hoort niet bij de andere berichten van het duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenger&apos;s game does not match the result sealed in the challenge.</source>
        <translation>Het spel van de uitdager komt niet overeen met de verzegelde uitslag in de uitdaging.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its game cannot be replayed: a move in it is not a legal move.</source>
        <translation>Het spel erin kan niet opnieuw gespeeld worden: een zet erin is niet toegestaan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score or result it claims is not what its game gives when replayed.</source>
        <translation>De score of uitslag die het opgeeft is niet wat het spel geeft als het opnieuw gespeeld wordt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its times do not fit its game: one time for each move, within the time limit.</source>
        <translation>De tijden passen niet bij het spel: één tijd voor elke zet, binnen de tijdslimiet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a folder or a device, not a file.</source>
        <translation>Het is een map of een apparaat, geen bestand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such file.</source>
        <translation>Dit bestand bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no text and no file.</source>
        <translation>Het klembord bevat geen tekst en geen bestand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It cannot be read (%1).</source>
        <translation>Het kan niet gelezen worden (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be taken as a duel message.</source>
        <translation>Het kan niet als duelbericht worden aangenomen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a duel message</source>
        <translation>Geen duelbericht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be taken as a duel message.</source>
        <translation>%1 kan niet als duelbericht worden aangenomen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Copy the whole duel message, from the line -----BEGIN SPIDER DUEL MESSAGE----- to the END line, then paste it again.</source>
        <translation>Kopieer het hele duelbericht, van de regel -----BEGIN SPIDER DUEL MESSAGE----- tot de regel END, en plak het dan opnieuw.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pasted text cannot be taken as a duel message.</source>
        <translation>De geplakte tekst kan niet als duelbericht worden aangenomen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Duels folder: %1 is not a duel message.</source>
        <translation>Duelmap: %1 is geen duelbericht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A duel message arrived in the duels folder: %1. See Challenges.</source>
        <translation>Er is een duelbericht in de duelmap aangekomen: %1. Zie Uitdagingen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 duel messages arrived in the duels folder. See Challenges.</source>
        <translation>Er zijn %1 duelberichten in de duelmap aangekomen. Zie Uitdagingen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (%1 new)</source>
        <comment>after the Challenges menu entry</comment>
        <translation> (%1 nieuw)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste duel message from clip&amp;board</source>
        <translation>Duelbericht van klem&amp;bord plakken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duels &amp;folder…</source>
        <translation>Duelmap kie&amp;zen…</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/folder_dialog.py" line="+34"/>
        <location line="+43"/>
        <location line="+9"/>
        <location line="+9"/>
        <source>Duels folder</source>
        <translation>Duelmap</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>A folder that your sync tool (Syncthing, Nextcloud, Dropbox…) keeps in step with your friends&apos; computers. Put one sub-folder in it for each friend: challenges, answers and reveals then travel by themselves. Leave it empty to send and receive duel messages by hand.</source>
        <translation>Een map die je synchronisatieprogramma (Syncthing, Nextcloud, Dropbox…) gelijk houdt met de computers van je vrienden. Zet er voor elke vriend een submap in: uitdagingen, antwoorden en onthullingen gaan dan vanzelf heen en weer. Laat het leeg om duelberichten met de hand te versturen en te ontvangen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No duels folder</source>
        <translation>Geen duelmap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the folder&apos;s whole path, or choose it with Browse…</source>
        <translation>Geef het volledige pad van de map op, of kies hem met Bladeren…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be made (%2).</source>
        <translation>De map %1 kan niet worden gemaakt (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a folder.</source>
        <translation>%1 is geen map.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the duels folder</source>
        <translation>Kies de duelmap</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/replay.py" line="+266"/>
        <source>Action %1 of %2 · score %3</source>
        <translation>Actie %1 van %2 · score %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <comment>verb</comment>
        <translation>Afspelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause (Space)</source>
        <translation>Afspelen of pauzeren (spatiebalk)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay</source>
        <comment>noun: window title of the replay viewer</comment>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Jump to any action</source>
        <translation>Naar een actie naar keuze springen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <comment>a screen reader&apos;s name of the slider: the action shown</comment>
        <translation>Actie</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Forward ▶</source>
        <translation>Vooruit ▶</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>One action back (Left arrow; Home: the start)</source>
        <translation>Eén actie terug (pijl links; Home: het begin)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action forward (Right arrow; End: the end)</source>
        <translation>Eén actie vooruit (pijl rechts; End: het einde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Afspeelsnelheid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Overslaan</translation>
    </message>
</context>
<context>
    <name>RuleSetNames</name>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="-65"/>
        <source>Classic</source>
        <comment>rule set (the Windows rules), next to Duel</comment>
        <translation>Klassiek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic rules</source>
        <translation>Klassieke regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Windows rules: cards turn by themselves, undo anything.</source>
        <translation>Windows-regels: kaarten gaan vanzelf open, alles kan ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duel</source>
        <translation>Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel rules</source>
        <translation>Duelregels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StarGames rules: turn cards yourself, deal at any time, undo only card moves.</source>
        <translation>StarGames-regels: zelf kaarten openen, op elk moment kaarten geven, alleen kaartzetten ongedaan maken.</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../spider_qt/ui/app.py" line="+383"/>
        <source>Settings not saved</source>
        <translation>Instellingen niet opgeslagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Duel cannot write its settings to %1. Your choices (the language, the cards, the last new game) last only until you quit.</source>
        <translation>Spider Duel kan zijn instellingen niet naar %1 schrijven. Je keuzes (de taal, de kaarten, het laatste nieuwe spel) gelden alleen tot je afsluit.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your unfinished game of deal %1 continues where you left it.</source>
        <translation>Je onafgemaakte spel nr. %1 gaat verder waar je was gebleven.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/autosave_check.py" line="+119"/>
        <source>The unfinished duel turn was changed outside Spider Duel: it does not agree with the duel kept in the records, so it is not continued.</source>
        <translation>De onafgemaakte beurt van het duel is buiten Spider Duel gewijzigd: ze klopt niet met het vastgelegde duel, dus ze gaat niet verder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player whose turn it was has left the duel, as with Leave: the duel is lost for them.</source>
        <translation>De speler die aan de beurt was, heeft het duel verlaten, zoals met Verlaten: het duel is voor hem verloren.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/recovery.py" line="+87"/>
        <source>The duel in progress has no unfinished game left to go on from: it was lost, or could not be read.</source>
        <translation>Van het lopende duel is geen onafgemaakt spel meer over om mee verder te gaan: het is verloren gegaan of kon niet worden gelezen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The duels in progress have no unfinished game left to go on from (it was lost, or could not be read), so they end without a winner: they count for neither player, and the games already recorded for them stay as they are.</source>
        <translation>Van de lopende duels is geen onafgemaakt spel meer over om mee verder te gaan (het is verloren gegaan of kon niet worden gelezen), dus ze eindigen zonder winnaar: ze tellen voor geen van beide spelers, en de spellen die er al voor zijn vastgelegd, blijven zoals ze zijn.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The duel cannot go on, so it ends without a winner: it counts for neither player, and the games already recorded for it stay as they are.</source>
        <translation>Het duel kan niet verder, dus het eindigt zonder winnaar: het telt voor geen van beide spelers, en de spellen die er al voor zijn vastgelegd, blijven zoals ze zijn.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/file_dialog.py" line="+65"/>
        <source>Spider %1, %2-suit, deal %3, %4</source>
        <comment>suggested file name: rules, suit count (1, 2 or 4), deal number, date</comment>
        <translation>Spider %1, %2-kleurig, spel %3, %4</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/autosave.py" line="-247"/>
        <source>Game of a newer version</source>
        <translation>Spel van een nieuwere versie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unfinished game in %1 was saved by a newer version of Spider Duel. It is left untouched for that version; this one keeps its own game beside it, in %2.</source>
        <translation>Het onafgemaakte spel in %1 is opgeslagen door een nieuwere versie van Spider Duel. Het blijft onaangeroerd voor die versie; deze versie bewaart haar eigen spel ernaast, in %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A duel is in progress, but the statistics it is recorded in cannot be used now. It waits, untouched, and goes on when Spider Duel starts with the statistics usable again. Until then you can play games alone.</source>
        <translation>Er loopt een duel, maar de statistieken waarin het wordt vastgelegd kunnen nu niet worden gebruikt. Het wacht onaangeroerd en gaat verder zodra Spider Duel start en de statistieken weer bruikbaar zijn. Tot dan kun je wel in je eentje spelen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be restored.</source>
        <translation>Je onafgemaakte spel kon niet worden hersteld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unfinished game lost</source>
        <translation>Onafgemaakt spel verloren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished game moved aside</source>
        <translation>Onafgemaakt spel verplaatst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was moved aside to
%1</source>
        <translation>Het beschadigde bestand is verplaatst naar
%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You have an unfinished game (score %1, %2). Continue it?</source>
        <translation>Je hebt een onafgemaakt spel (score %1, %2). Wil je het voortzetten?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue your game?</source>
        <translation>Je spel voortzetten?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your game continues where you left it.</source>
        <translation>Je spel gaat verder waar je was gebleven.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your game could not be saved automatically.</source>
        <translation>Je spel kon niet automatisch worden opgeslagen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Autosave failed</source>
        <translation>Automatisch opslaan mislukt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel keeps trying after every move.</source>
        <translation>Spider Duel probeert het na elke zet opnieuw.</translation>
    </message>
    <message>
        <location line="+98"/>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="+157"/>
        <source>Unfinished game kept</source>
        <translation>Onafgemaakt spel bewaard</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="+1"/>
        <source>Your unfinished game was kept in
%1
Open it from Game &gt; Open recent to go on with it.</source>
        <translation>Je onafgemaakte spel is bewaard in
%1
Open het via Spel &gt; Recent geopend om verder te spelen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is an earlier point of the game in progress. Go back to it? Your game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 is een eerdere stand van het lopende spel. Daarheen teruggaan? Je spel telt zoals het nu staat (score %2), en wat je vanaf die eerdere stand speelt, wordt niet nog eens vastgelegd.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <location filename="../spider_qt/ui/persistence/kept_tries.py" line="+66"/>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open %1 instead of the game in progress? Your game (score %2) is kept in %3 and listed under Open recent, to go on with it later.</source>
        <translation>%1 openen in plaats van het lopende spel? Je spel (score %2) wordt bewaard in %3 en staat onder Recent geopend, zodat je het later kunt voortzetten.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game in progress not kept</source>
        <translation>Lopend spel niet bewaard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game in progress stays on the table.</source>
        <translation>Je lopende spel blijft op tafel liggen.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The unfinished game was moved aside, unchanged, to
%1</source>
        <translation>Het onafgemaakte spel is ongewijzigd verplaatst naar
%1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/game_files.py" line="+73"/>
        <source>&amp;Save</source>
        <translation>&amp;Opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pen…</source>
        <translation>Op&amp;enen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Lijst wissen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Game not saved</source>
        <translation>Spel niet opgeslagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved to %1</source>
        <translation>Spel opgeslagen in %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Cannot open the game</source>
        <translation>Kan het spel niet openen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 kan niet worden geopend.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a player&apos;s turn in a duel. A duel&apos;s game is played only in its duel.</source>
        <translation>%1 is de beurt van een speler in een duel. Het spel van een duel wordt alleen in dat duel gespeeld.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(it starts from a set position, so it is not recorded in the statistics)</source>
        <translation>(het begint vanuit een vaste stand, dus het wordt niet in de statistieken vastgelegd)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open game</source>
        <translation>Spel openen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games and duel messages (*.spider *.spiderduel)</source>
        <translation>Spellen en duelberichten (*.spider *.spiderduel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duel messages (*.spiderduel)</source>
        <translation>Duelberichten (*.spiderduel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel games (*.spider)</source>
        <translation>Spider Duel-spellen (*.spider)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/kept_tries.py" line="-9"/>
        <source>%1 is an earlier point of a game you kept aside in %3. Go back to it? That game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 is een eerdere stand van een spel dat je in %3 hebt bewaard. Daarheen teruggaan? Dat spel telt zoals het nu staat (score %2), en wat je vanaf die eerdere stand speelt, wordt niet nog eens vastgelegd.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your game of this deal kept aside in %1 now counts as it stood (score %2).</source>
        <translation>Je spel met deze kaarten dat je in %1 had bewaard, telt nu zoals het stond (score %2).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="-25"/>
        <source>Duel in progress</source>
        <translation>Lopend duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A duel is in progress, so it continues. The game asked for on the command line can be played once the duel is over.</source>
        <translation>Er is een duel bezig, dus dat gaat verder. Het spel dat op de opdrachtregel gevraagd is, kan gespeeld worden zodra het duel voorbij is.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unfinished game continues</source>
        <translation>Onafgemaakt spel gaat verder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your unfinished game could not be kept aside, so it continues instead.</source>
        <translation>Je onafgemaakte spel kon niet apart worden bewaard, dus gaat dat spel verder.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/player_menu.py" line="+71"/>
        <source>Replay a finished &amp;game…</source>
        <translation>Afgelopen spel &amp;terugkijken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>S&amp;peler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;info…</source>
        <translation>Speler &amp;Info…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export statistics as CSV…</source>
        <translation>Statistieken &amp;exporteren als CSV…</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+9"/>
        <source>You play as %1.</source>
        <translation>Je speelt als %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From your next game, you play as %1.</source>
        <translation>Vanaf je volgende spel speel je als %1.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Replay</source>
        <comment>noun</comment>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no finished game to replay yet.</source>
        <translation>Er is nog geen afgelopen spel om terug te kijken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a finished game</source>
        <translation>Een afgelopen spel terugkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay: %1</source>
        <translation>Terugkijken: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Player info</source>
        <translation>Speler Info</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish a game first: then your statistics appear here.</source>
        <translation>Maak eerst een spel af: daarna verschijnen je statistieken hier.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../spider_qt/ui/persistence/records.py" line="+56"/>
        <source>Statistics unavailable</source>
        <translation>Statistieken niet beschikbaar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game on the table (score %1)</source>
        <translation>Het spel op tafel (score %1)</translation>
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
        <translation>niet gewonnen</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1 · deal %2 · score %3, %4</source>
        <translation>%1 · spel %2 · score %3, %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 · %2 · deal %3 · score %4, %5</source>
        <translation>%1 · %2 · spel %3 · score %4, %5</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/records.py" line="+3"/>
        <source>You can play, but profiles and statistics are off until this is solved.</source>
        <translation>Je kunt spelen, maar profielen en statistieken staan uit tot dit is opgelost.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics file damaged</source>
        <translation>Statistiekbestand beschadigd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged and could not be read. It was moved aside to
%1
and new, empty statistics were started.</source>
        <translation>Het statistiekbestand was beschadigd en kon niet worden gelezen. Het is verplaatst naar
%1
en er zijn nieuwe, lege statistieken begonnen.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The game is kept in the data folder and recorded at the next start.</source>
        <translation>Het spel blijft bewaard in de gegevensmap en wordt bij de volgende start vastgelegd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game not recorded</source>
        <translation>Spel niet vastgelegd</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/prompts.py" line="+149"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 bestaat al. Vervangen?</translation>
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
        <translation>Spider Duel is opnieuw gestart: je spel staat hier.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/single_instance.py" line="+207"/>
        <source>Spider Duel is already open with the data folder %1 (process %2 on %3), but it does not answer. Close it, or wait until it ends, then start Spider Duel again.</source>
        <translation>Spider Duel is al geopend met de gegevensmap %1 (proces %2 op %3), maar reageert niet. Sluit het of wacht tot het stopt, en start Spider Duel daarna opnieuw.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/statistics.py" line="+47"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n kleur</numerusform>
            <numerusform>%n kleuren</numerusform>
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
        <translation>Verwijderde speler</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time</source>
        <translation>Beste tijd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves</source>
        <translation>Minste zetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak</source>
        <translation>Huidige reeks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak</source>
        <translation>Langste reeks</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>Export statistics</source>
        <translation>Statistieken exporteren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n row(s) written.</source>
        <translation>
            <numerusform>%n regel geschreven.</numerusform>
            <numerusform>%n regels geschreven.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Cleared</source>
        <translation>Uitgespeeld</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won with help</source>
        <translation>Gewonnen met hulp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every game started counts, with help or without.</source>
        <translation>Elk begonnen spel telt mee, met of zonder hulp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won without help: all eight runs on the discard pile. Duels are counted below.</source>
        <translation>Spellen gewonnen zonder hulp: alle acht rijen op de aflegstapel. Duels worden hieronder geteld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games cleared with a hint, the demo or the solver: played, but never a win.</source>
        <translation>Spellen uitgespeeld met een tip, de demo of de oplosser: gespeeld, maar nooit gewonnen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cleared</source>
        <translation>%1 opgelost</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Games with all eight runs cleared. A duel is won on points: duels won are counted apart.</source>
        <translation>Spellen met alle acht rijen afgelegd. Een duel wordt op punten gewonnen: gewonnen duels worden apart geteld.</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+166"/>
        <location line="+99"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No player yet: finish a game to start the statistics.</source>
        <translation>Nog geen speler: maak een spel af om de statistieken te beginnen.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The statistics of %1 start again from zero: games, wins, best scores and streaks. The record of duels against other players stays, and so do the games, for replays. This cannot be undone.</source>
        <translation>De statistieken van %1 beginnen weer bij nul: spellen, overwinningen, beste scores en reeksen. De balans van duels tegen andere spelers blijft, net als de spellen, om terug te kijken. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Resetten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Exporteren als CSV…</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Reset statistics?</source>
        <translation>Statistieken resetten?</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Duels: %1 won, %2 lost, %3 drawn</source>
        <translation>Duels: %1 gewonnen, %2 verloren, %3 gelijkspel</translation>
    </message>
</context>
<context>
    <name>StoreErrors</name>
    <message>
        <location filename="../spider_qt/ui/texts/errors.py" line="+73"/>
        <source>A name can have at most %1 characters.</source>
        <translation>Een naam mag hoogstens %1 tekens hebben.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The statistics database is closed.</source>
        <translation>De statistiekendatabase is gesloten.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Please enter a name.</source>
        <translation>Vul een naam in.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is read-only</source>
        <translation>de map is alleen-lezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you are not allowed to write there</source>
        <translation>je hebt geen toestemming om daar te schrijven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a file is in the way where a folder should be</source>
        <translation>er staat een bestand waar een map hoort te staan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder is in the way where a file should be</source>
        <translation>er staat een map waar een bestand hoort te staan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused (%1)</source>
        <translation>het systeem weigerde (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>het systeem weigerde</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Folder: %1</source>
        <translation>Map: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The statistics in %1 are in use by another program (perhaps another Spider Duel).</source>
        <translation>De statistieken in %1 worden gebruikt door een ander programma (misschien een tweede Spider Duel).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk holding %1 is full, so the duel&apos;s records cannot be written.</source>
        <translation>De schijf met %1 is vol, dus de gegevens van het duel kunnen niet worden geschreven.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A file in %1 could not be written: %2. The previous copy is unchanged.</source>
        <translation>Een bestand in %1 kon niet worden geschreven: %2. De vorige versie is ongewijzigd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A damaged file in %1 could not be moved aside: %2. It was left as it is.</source>
        <translation>Een beschadigd bestand in %1 kon niet opzij worden gezet: %2. Het is gelaten zoals het was.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That name looks too much like the existing player “%1”. Please choose another.</source>
        <translation>Die naam lijkt te veel op die van de bestaande speler ‘%1’. Kies een andere naam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is the name of a computer opponent. Please choose another.</source>
        <translation>‘%1’ is de naam van een computertegenstander. Kies een andere naam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is larger than any game (over %1 MB), so it was not read.</source>
        <translation>Het bestand is groter dan welk spel ook (meer dan %1 MB), dus het is niet gelezen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics in %1 were saved by a newer version of Spider Duel. They are left untouched; update Spider Duel to use them.</source>
        <translation>De statistieken in %1 zijn opgeslagen door een nieuwere versie van Spider Duel. Ze blijven onaangeroerd; werk Spider Duel bij om ze te gebruiken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in %1 are in use by another program (perhaps another Spider Duel). Nothing was moved or deleted. Close that program, then start Spider Duel again.</source>
        <translation>De statistieken in %1 worden gebruikt door een ander programma (misschien een tweede Spider Duel). Er is niets verplaatst of verwijderd. Sluit dat programma en start Spider Duel daarna opnieuw.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The disk holding %1 is full, so the statistics cannot be used. Nothing was moved or deleted. Free some space, then start Spider Duel again.</source>
        <translation>De schijf met %1 is vol, dus de statistieken kunnen niet worden gebruikt. Er is niets verplaatst of verwijderd. Maak wat ruimte vrij en start Spider Duel daarna opnieuw.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 is read-only, so the statistics cannot be used. Nothing was moved or deleted.</source>
        <translation>De map %1 is alleen-lezen, dus de statistieken kunnen niet worden gebruikt. Er is niets verplaatst of verwijderd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are not allowed to use the statistics in %1 (permission denied). Nothing was moved or deleted.</source>
        <translation>Je hebt geen toestemming om de statistieken in %1 te gebruiken (toegang geweigerd). Er is niets verplaatst of verwijderd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder %1 cannot be created: a file is in the way, or its place cannot hold folders.</source>
        <translation>De gegevensmap %1 kan niet worden aangemaakt: er staat een bestand in de weg, of op die plek kunnen geen mappen staan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics database in %1 could not be used.</source>
        <translation>De statistiekendatabase in %1 kon niet worden gebruikt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics database in %1 holds an entry that Spider Duel did not write (it was changed by hand or by another program), so it could not be read. Nothing in it was changed.</source>
        <translation>De statistiekendatabase in %1 bevat een gegeven dat Spider Duel niet heeft geschreven (het is met de hand of door een ander programma gewijzigd), dus kon ze niet worden gelezen. Er is niets in gewijzigd.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A name cannot contain control or formatting characters.</source>
        <translation>Een naam mag geen stuur- of opmaaktekens bevatten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That name is already taken.</source>
        <translation>Die naam is al bezet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player no longer exists.</source>
        <translation>Die speler bestaat niet meer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player was deleted.</source>
        <translation>Die speler is verwijderd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer opponent cannot be renamed or deleted.</source>
        <translation>Een computertegenstander kan niet worden hernoemd of verwijderd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown computer level.</source>
        <translation>Onbekend computerniveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game is no longer recorded.</source>
        <translation>Dat spel is niet meer vastgelegd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game record is not valid.</source>
        <translation>De gegevens van het spel zijn ongeldig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game started from a set position, not from a deal number, so it is not recorded in the statistics.</source>
        <translation>Dit spel begon vanuit een vaste stand, niet vanuit een spelnummer, dus het wordt niet in de statistieken vastgelegd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That duel no longer exists.</source>
        <translation>Dat duel bestaat niet meer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That challenge is no longer open.</source>
        <translation>Die uitdaging is niet meer open.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That duel is already finished.</source>
        <translation>Dat duel is al afgelopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot accept your own challenge.</source>
        <translation>Je kunt je eigen uitdaging niet aannemen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That challenge is meant for someone else.</source>
        <translation>Die uitdaging is voor iemand anders bedoeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game belongs to another player.</source>
        <translation>Dat spel hoort bij een andere speler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game was played on a different deal.</source>
        <translation>Dat spel is met andere kaarten gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That side of the duel has already played.</source>
        <translation>Deze speler heeft zijn deel van het duel al gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player cannot duel against themselves.</source>
        <translation>Een speler kan geen duel tegen zichzelf spelen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That deal does not exist.</source>
        <translation>Dat spelnummer bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That time limit is not allowed.</source>
        <translation>Die tijdslimiet is niet toegestaan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file does not exist.</source>
        <translation>Het bestand bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read: you may not be allowed to open it.</source>
        <translation>Het bestand kan niet worden gelezen: misschien heb je geen toestemming om het te openen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a regular file (a folder, a pipe or a device), so it was not read.</source>
        <translation>Dit is geen gewoon bestand (maar een map, een pipe of een apparaat), dus het is niet gelezen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or incomplete.</source>
        <translation>Het bestand is beschadigd of onvolledig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Spider Duel game file.</source>
        <translation>Dit is geen spelbestand van Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was saved by a newer version of Spider Duel.</source>
        <translation>Het bestand is opgeslagen door een nieuwere versie van Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is damaged: the game in it cannot be played back.</source>
        <translation>Het bestand is beschadigd: het spel erin kan niet worden afgespeeld.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong with the saved data.</source>
        <translation>Er ging iets mis met de opgeslagen gegevens.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>A name needs at least one letter, digit or sign that shows.</source>
        <translation>Een naam heeft minstens één zichtbare letter, cijfer of teken nodig.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This is a symbolic link, not a file Spider Duel wrote, so it was not followed.</source>
        <translation>Dit is een symbolische koppeling, geen bestand dat Spider Duel schreef, dus ze is niet gevolgd.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Your key for duels with friends elsewhere, in %1, is damaged. It was left as it is: move it away to get a new key (your friends will then see a changed key).</source>
        <translation>Je sleutel voor duels met vrienden elders, in %1, is beschadigd. Hij is gelaten zoals hij is: verplaats hem om een nieuwe sleutel te krijgen (je vrienden zien dan een gewijzigde sleutel).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your key for duels with friends elsewhere, in %1, cannot be read.</source>
        <translation>Je sleutel voor duels met vrienden elders, in %1, kan niet worden gelezen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This challenge was played here already: there is one attempt per challenge.</source>
        <translation>Deze uitdaging is hier al gespeeld: er is één poging per uitdaging.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../spider_qt/ui/computer/assist_commands.py" line="+83"/>
        <source>The computer plays this game. Esc stops it.</source>
        <translation>De computer speelt dit spel. Esc stopt het.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demo stopped.</source>
        <translation>Demo gestopt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The computer could not work out a hint. Press Hint to try again.</source>
        <translation>De computer kon geen tip bedenken. Druk nog eens op Tip.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/table.py" line="+18"/>
        <source>Only a run of one suit in falling order can move together.</source>
        <translation>Alleen een aflopende rij van één kleur kan samen worden verplaatst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card does not fit there.</source>
        <translation>Die kaart past daar niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill every empty column before dealing.</source>
        <translation>Vul eerst elke lege stapel voordat je kaarten geeft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty.</source>
        <translation>De afnamestapel is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to undo.</source>
        <translation>Er is niets om ongedaan te maken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has reached its limit of %1 actions: press Done to end it.</source>
        <translation>Dit spel heeft de grens van %1 acties bereikt: druk op Klaar om het te beëindigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not allowed.</source>
        <translation>Die zet is niet toegestaan.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No move is left: undo a move, or press Done to end the game.</source>
        <translation>Er is geen zet meer mogelijk: maak een zet ongedaan, of druk op Klaar om het spel te beëindigen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move is left: press Done to end the game.</source>
        <translation>Er is geen zet meer mogelijk: druk op Klaar om het spel te beëindigen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move is left.</source>
        <translation>Er is geen nuttige zet meer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: deal new cards.</source>
        <translation>Tip: geef nieuwe kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: turn the card in column %1.</source>
        <translation>Tip: open de kaart op stapel %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: move to column %1.</source>
        <translation>Tip: verplaats naar stapel %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No hints in this duel: the players did not agree to hints, the demo and the solver.</source>
        <translation>Geen tips in dit duel: de spelers hebben niet ingestemd met tips, demo en oplosser.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer&apos;s clocks disagreed while your clock ran: the longer time counts.</source>
        <translation>De klokken van deze computer waren het oneens terwijl je klok liep: de langste tijd telt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each time is the longest that this computer&apos;s clocks measured (see Help).</source>
        <translation>Elke tijd is de langste die de klokken van deze computer hebben gemeten (zie Hulp).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/status_line.py" line="+65"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
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
        <translation>De computer begint aan zijn spel…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n action(s) played so far…</source>
        <translation>
            <numerusform>Tot nu toe %n actie gespeeld…</numerusform>
            <numerusform>Tot nu toe %n acties gespeeld…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Speed:</source>
        <translation>Snelheid:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch it play</source>
        <translation>Meekijken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the computer to %1</source>
        <translation>Geef de computer door aan %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays the same deal now. Press Start when you are ready; the clock starts then.</source>
        <translation>%1 speelt nu hetzelfde spel. Druk op Start als je klaar bent; dan begint de klok.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The duel waits</source>
        <translation>Het duel wacht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game paused</source>
        <translation>Spel gepauzeerd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s clock is stopped and the table is hidden.</source>
        <translation>De klok van %1 staat stil en de tafel is verborgen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock is stopped and the table is hidden.</source>
        <translation>De klok staat stil en de tafel is verborgen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is still playing</source>
        <translation>De computer speelt nog</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its result stays hidden until it has finished. You can watch it play on the table.</source>
        <translation>Zijn resultaat blijft verborgen tot hij klaar is. Je kunt op de tafel meekijken.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 goes on with the turn begun before. Press Start when you are ready; the clock goes on then.</source>
        <translation>%1 gaat verder met de beurt die al begonnen was. Druk op Start als je klaar bent; dan loopt de klok verder.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+251"/>
        <source>Deal</source>
        <comment>verb: button that deals ten new cards</comment>
        <translation>Kaarten geven</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Deal a card onto every column (D)</source>
        <translation>Op elke stapel een kaart geven (D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>De laatste zet ongedaan maken (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <location line="+21"/>
        <location line="+151"/>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
    <message>
        <location line="-197"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Leave the table</source>
        <translation>Tafel verlaten</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>End your game now and see the result</source>
        <translation>Je spel nu beëindigen en de uitslag bekijken</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Time left</source>
        <translation>Resterende tijd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time played</source>
        <translation>Gespeelde tijd</translation>
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
        <translation>Spel nr. %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>End this game?</source>
        <translation>Dit spel beëindigen?</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Your game ends now and your score counts as it stands.</source>
        <translation>Je spel eindigt nu en je huidige score telt.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Spider Duel – deal %1</source>
        <comment>window title; %1 is the deal number</comment>
        <translation>Spider Duel – spel nr. %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/table.py" line="-43"/>
        <source>Undo never goes back past a deal: the cards dealt stay.</source>
        <translation>Ongedaan maken gaat nooit verder terug dan het geven van kaarten: de gegeven kaarten blijven liggen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned cards and deals are final: Undo never goes back past them.</source>
        <translation>Geopende en gegeven kaarten zijn definitief: Ongedaan maken gaat nooit verder terug dan dat punt.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="+152"/>
        <source>About Spider Duel</source>
        <translation>Over Spider Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire as the Windows classic plays it, plus the StarGames duel: two players, the same deal, the higher score wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire met de regels van de Windows-klassieker, plus het StarGames-duel: twee spelers, dezelfde kaarten, de hoogste score wint.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>This game was helped (hints, demo or solver).</source>
        <translation>Dit spel kreeg hulp (tips, demo of oplosser).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Time is up.</source>
        <translation>De tijd is om.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Then it is %1&apos;s turn.</source>
        <translation>Daarna is %1 aan de beurt.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+139"/>
        <source>%1&apos;s game. Duel result shows both games.</source>
        <translation>Het spel van %1. ‘Uitslag van het duel’ toont beide spellen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won!</source>
        <translation>Je hebt gewonnen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is up</source>
        <translation>De tijd is om</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All eight runs are on the discard pile.</source>
        <translation>Alle acht rijen liggen op de aflegstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result for this deal.</source>
        <translation>Je resultaat voor dit spel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <comment>button: play this deal again from the start</comment>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duel result</source>
        <translation>Uitslag van het duel</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The demo finished this game</source>
        <translation>De demo heeft dit spel uitgespeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won with help</source>
        <translation>Gewonnen met hulp</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With help, it counts as played, not as won.</source>
        <translation>Met hulp telt het als gespeeld, niet als gewonnen.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/table_view.py" line="+65"/>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right or 1 to 0 choose a column; Space or Enter picks up the cards that can move and puts them down on the chosen column; Up and Down hold one card more or fewer; Esc puts them back.</source>
        <translation>Pijl links en rechts of 1 tot 0 kiezen een stapel; Spatie of Enter pakt de kaarten op die kunnen worden verplaatst en legt ze op de gekozen stapel neer; Pijl omhoog en omlaag houden één kaart meer of minder vast; Esc legt de kaarten terug.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/time_up.py" line="+41"/>
        <source>Time is up</source>
        <comment>time up</comment>
        <translation>De tijd is om</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../spider_qt/ui/window/welcome_card.py" line="+77"/>
        <source>Welcome to Spider Duel</source>
        <translation>Welkom bij Spider Duel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game is dealt for you. Play it alone, or duel on the same deal: two players, one after the other, and the higher score wins.</source>
        <translation>Er ligt een spel voor je klaar. Speel het in je eentje, of speel een duel met dezelfde kaarten: twee spelers, na elkaar, en de hoogste score wint.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play alone</source>
        <translation>In je eentje spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel a friend here</source>
        <translation>Duel met een vriend hier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel the computer</source>
        <translation>Duel tegen de computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge a friend elsewhere</source>
        <translation>Daag een vriend elders uit</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+83"/>
        <source>The table is free. Start a new game: alone, or a duel on the same deal.</source>
        <translation>De tafel is vrij. Begin een nieuw spel: alleen, of een duel met dezelfde kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
</context>
</TS>
