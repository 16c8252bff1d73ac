<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <location filename="../spider_qt/ui/window/abandon.py" line="+41"/>
        <source>Abandon this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It counts as lost.</source>
        <translation>Conta come persa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t ask again</source>
        <translation>Non chiedere più</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <location filename="../spider_qt/ui/computer/assist.py" line="+402"/>
        <source>Demo stopped: no move can make progress any more.</source>
        <translation>Demo interrotta: nessuna mossa fa più avanzare la partita.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+86"/>
        <source>Is this deal winnable?</source>
        <translation>Questa smazzata si può vincere?</translation>
    </message>
    <message numerus="yes">
        <location line="-85"/>
        <source>Searching for a way to win… (up to %n second(s))</source>
        <translation>
            <numerusform>Cerco un modo per vincere… (fino a %n secondo)</numerusform>
            <numerusform>Cerco un modo per vincere… (fino a %n secondi)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The search was stopped.</source>
        <translation>La ricerca è stata interrotta.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Yes: this game can still be won, in %n move(s) from here.</source>
        <translation>
            <numerusform>Sì: da qui questa partita si può ancora vincere, in %n mossa.</numerusform>
            <numerusform>Sì: da qui questa partita si può ancora vincere, in %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No: this game cannot be won any more from here.</source>
        <translation>No: da qui questa partita non si può più vincere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ran out of time without an answer.</source>
        <translation>Il tempo per la ricerca è finito senza una risposta.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/computer/hint_cycle.py" line="+46"/>
        <source>(%1 of %2: H again for the next)</source>
        <translation>(%1 di %2: H di nuovo per il successivo)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../spider_qt/ui/texts/command_line.py" line="+29"/>
        <source>Spider Solitaire: the Windows classic and the StarGames duel.</source>
        <translation>Spider Solitaire: il classico di Windows e il duello di StarGames.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>opzioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help and exit</source>
        <translation>mostra questa guida ed esce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule set of the game to start</source>
        <translation>regole della partita da iniziare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of suits (1, 2 or 4)</source>
        <translation>numero di semi (1, 2 o 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deal number to play (0 .. 2**63-1)</source>
        <translation>numero della smazzata da giocare (0 .. 2**63-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>language of the interface</source>
        <translation>lingua dell&apos;interfaccia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start the deal, save a PNG of the window and exit</source>
        <translation>dà le carte, salva la finestra in un PNG ed esce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep settings in DIR (default: the platform&apos;s place)</source>
        <translation>salva le impostazioni in DIR (altrimenti nella posizione predefinita del sistema)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep profiles, statistics and saves in DIR</source>
        <translation>salva profili, statistiche e partite in DIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show the version and exit</source>
        <translation>mostra la versione ed esce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add Spider Duel to the desktop&apos;s menu</source>
        <translation>aggiunge Spider Duel al menu del desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it from the desktop&apos;s menu</source>
        <translation>lo toglie dal menu del desktop</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>deal number must be from 0 to %1, not %2</source>
        <translation>il numero della smazzata deve essere tra 0 e %1, non %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the folder&apos;s name is empty (without the option, the usual folders are used)</source>
        <translation>il nome della cartella è vuoto (senza l&apos;opzione si usano le cartelle abituali)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>size must look like 1280x800, not %1</source>
        <translation>le dimensioni si scrivono come 1280x800, non %1</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>window size, from %1 to %2, e.g. 1280x800</source>
        <translation>dimensioni della finestra, da %1 a %2, ad es. 1280x800</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>deal number must be written with the digits 0-9 only, not %1</source>
        <translation>il numero della smazzata va scritto solo con le cifre 0-9, non %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>size must be from %1 to %2, not %3</source>
        <translation>le dimensioni devono essere da %1 a %2, non %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no X11 display found: DISPLAY is not set (QT_QPA_PLATFORM asks for xcb). Start it from a desktop.</source>
        <translation>nessun display X11 trovato: DISPLAY non è impostata (QT_QPA_PLATFORM chiede xcb). Avvia il gioco da un desktop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Wayland display found: WAYLAND_DISPLAY is not set. Start it from a desktop.</source>
        <translation>nessun display Wayland trovato: WAYLAND_DISPLAY non è impostata. Avvia il gioco da un desktop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no display found: neither DISPLAY (X11) nor WAYLAND_DISPLAY (Wayland) is set. Start Spider Duel from a desktop session (over SSH, use ssh -X).</source>
        <translation>nessun display trovato: non è impostata né DISPLAY (X11) né WAYLAND_DISPLAY (Wayland). Avvia Spider Duel da una sessione desktop (via SSH, usa ssh -X).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no X11 display answers at DISPLAY=%1 (is it left over from another session?). Start Spider Duel from a desktop session.</source>
        <translation>nessun display X11 risponde a DISPLAY=%1 (è rimasta da un&apos;altra sessione?). Avvia Spider Duel da una sessione desktop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write the screenshot %1</source>
        <translation>non si può scrivere l&apos;immagine della finestra in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already open with this data folder: its window was brought to the front</source>
        <translation>già aperto con questa cartella dei dati: la sua finestra è stata portata in primo piano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: errore: %(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argomento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>argomenti posizionali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>mostra questa guida ed esce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>argomenti non riconosciuti: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>mancano questi argomenti: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of the arguments %s is required</source>
        <translation>serve uno degli argomenti %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed with argument %s</source>
        <translation>non ammesso insieme all&apos;argomento %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>richiede un valore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>richiede al massimo un valore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>richiede almeno un valore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %s argument</source>
        <translation>richiede %s valore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected %s arguments</source>
        <translation>richiede %s valori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opzione ambigua: %(option)s può essere %(matches)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>non accetta valori (%r)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valore %(type)s non valido: %(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>scelta non valida: %(value)r (scegli tra %(choices)s)</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>deal number must be from 0 to %1, not a number of %2 digits</source>
        <translation>il numero della smazzata deve essere tra 0 e %1, non un numero di %2 cifre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 è un file, non una cartella</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a duel message from a friend to open (also in a Spider Duel already open)</source>
        <translation>un messaggio di duello di un amico da aprire (anche in uno Spider Duel già aperto)</translation>
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
        <translation>Duello</translation>
    </message>
    <message>
        <location line="-216"/>
        <location filename="../spider_qt/ui/duel/remote.py" line="+110"/>
        <source>Duels need the statistics file, which is unavailable.</source>
        <translation>I duelli richiedono il file delle statistiche, che non è disponibile.</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Your game is left as a challenge: another player can take it up.</source>
        <translation>La tua partita resta come sfida: un altro giocatore può raccoglierla.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/challenges_dialog.py" line="+145"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n seme</numerusform>
            <numerusform>%n semi</numerusform>
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
        <translation>te soltanto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>anyone</source>
        <translation>tutti</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+1"/>
        <source>Challenges</source>
        <translation>Sfide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing as:</source>
        <translation>Giochi come:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenger</source>
        <translation>Sfidante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits</source>
        <translation>Semi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Tempo limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to</source>
        <translation>Aperta a</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No challenge is waiting for this player.</source>
        <translation>Nessuna sfida attende questo giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal</source>
        <translation>Gioca questa smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withdraw my challenge</source>
        <translation>Ritira la mia sfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has taken it up yet. Its game then counts as an ordinary game of yours.</source>
        <translation>Nessuno l&apos;ha ancora accettata: se la ritiri, la sua partita conta come una tua partita normale.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/computer_turn.py" line="+41"/>
        <source>Replay the computer&apos;s turn after a duel</source>
        <translation>Rivedi il turno del computer dopo un duello</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/coordinator.py" line="-133"/>
        <source>Quit during the duel?</source>
        <translation>Uscire durante il duello?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel stays where it is: it continues on the cover of the player whose turn it is when Spider Duel starts again.</source>
        <translation>Il duello resta com&apos;è: al prossimo avvio di Spider Duel riprende dal giocatore di turno, con il tavolo ancora nascosto.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leave without a challenge?</source>
        <translation>Abbandonare senza lasciare una sfida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you leave now, no challenge is left: your game counts as it stands, as an ordinary game.</source>
        <translation>Se abbandoni ora, non resta nessuna sfida: la tua partita conta com&apos;è, come una partita normale.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the duel?</source>
        <translation>Abbandonare il duello?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel is not over. If you leave now, %1 forfeits it: the game counts as it stands and the duel is lost.</source>
        <translation>Il duello non è finito. Se abbandoni ora, %1 si ritira: la partita vale così com&apos;è e il duello è perso.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>End your game now?</source>
        <translation>Terminare ora la tua partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you leave now, your game ends as it stands and it is your result in this duel: you can send it, but not play it again.</source>
        <translation>Se esci ora, la tua partita finisce così com&apos;è ed è il tuo risultato in questo duello: puoi inviarlo, ma non rigiocarla.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/result_dialog.py" line="+260"/>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins</source>
        <translation>Vince %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duel result</source>
        <translation>Risultato del duello</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deal %1 · %2 · %n suit(s)</source>
        <translation>
            <numerusform>Smazzata %1 · %2 · %n seme</numerusform>
            <numerusform>Smazzata %1 · %2 · %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../spider_qt/ui/duel/score_chart.py" line="+157"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs completed</source>
        <translation>Sequenze completate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time used</source>
        <translation>Tempo usato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>helped (hints, demo or solver)</source>
        <translation>con aiuto (suggerimenti, demo o risolutore)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <source>Watch %1&apos;s game</source>
        <translation>Guarda la partita di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal alone</source>
        <translation>Gioca questa smazzata in solitario</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="-143"/>
        <source>Leave</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="-3"/>
        <source>Player info</source>
        <translation>Info giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+1"/>
        <source>New friend</source>
        <translation>Nuovo amico</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/duel/strip.py" line="+1"/>
        <source>Ignore</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Both players played exactly the same moves.</source>
        <translation>Entrambi i giocatori hanno fatto esattamente le stesse mosse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(niente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games first differ at action %1. %2: %3. %4: %5.</source>
        <translation>Le partite differiscono per la prima volta all&apos;azione %1. %2: %3. %4: %5.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ended the game</source>
        <translation>ha chiuso la partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took back a move</source>
        <translation>ha annullato una mossa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealt new cards</source>
        <translation>ha dato le carte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turned the card in column %1</source>
        <translation>ha scoperto la carta del mucchio %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moved %n card(s) from column %1 to column %2</source>
        <translation>
            <numerusform>ha spostato %n carta dal mucchio %1 al mucchio %2</numerusform>
            <numerusform>ha spostato %n carte dal mucchio %1 al mucchio %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Replay: %1&apos;s game</source>
        <translation>Rivedi la partita di %1</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; else it is a draw. The computer&apos;s time is counted as %1 seconds per action (at most the time limit), never the time it spent thinking.</source>
        <translation>A parità di punteggio vince chi ha usato meno tempo, contato in secondi interi come li mostra l&apos;orologio; se anche il tempo è uguale, il duello finisce in parità. Per il computer valgono %1 secondi per azione (al massimo il tempo limite), mai il tempo che ha impiegato per pensare.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; else it is a draw.</source>
        <translation>A parità di punteggio vince chi ha usato meno tempo, contato in secondi interi come li mostra l&apos;orologio; se anche il tempo è uguale, il duello finisce in parità.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Equal scores: the one who used fewer whole seconds wins, else it is a draw. The times are what each player&apos;s app reported.</source>
        <translation>A parità di punti vince chi ha usato meno secondi interi, altrimenti è un pareggio. I tempi sono quelli riportati dal programma di ciascun giocatore.</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%1 (%n action(s))</source>
        <translation>
            <numerusform>%1 (%n azione)</numerusform>
            <numerusform>%1 (%n azioni)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/session.py" line="+376"/>
        <source>its process was lost</source>
        <translation>il suo processo è andato perso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its process ended unexpectedly</source>
        <translation>il suo processo è terminato in modo imprevisto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>internal error (%1)</source>
        <translation>errore interno (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player stopped: %1</source>
        <translation>Il giocatore computer si è fermato: %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/duel_news.py" line="+46"/>
        <source>The duel waits for it. Try again starts it afresh: its game is the same whenever it is played. Quit keeps the duel for the next start.</source>
        <translation>Il duello lo aspetta. Riprova lo fa ripartire da capo: la sua partita è sempre la stessa, ogni volta che la gioca. Esci conserva il duello per il prossimo avvio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The clock is stopped and the table hidden until the game can be saved again. Spider Duel tries again every few seconds; free some space or make the folder writable, then press Try again.</source>
        <translation>L&apos;orologio è fermo e il tavolo coperto finché la partita non si può salvare di nuovo. Spider Duel riprova ogni pochi secondi; libera un po&apos; di spazio o rendi scrivibile la cartella, poi premi Riprova.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing is lost: the duel goes on as soon as its records can be written. Spider Duel tries again every few seconds. If another program has the statistics file open, close it, then press Try again.</source>
        <translation>Non si perde nulla: il duello prosegue appena i suoi risultati si possono registrare. Spider Duel riprova ogni pochi secondi. Se un altro programma ha aperto il file delle statistiche, chiudilo, poi premi Riprova.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/session.py" line="+190"/>
        <source>You are watching the computer play.</source>
        <translation>Stai guardando giocare il computer.</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>The message could not be made: %1</source>
        <translation>Non è stato possibile creare il messaggio: %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/strip.py" line="+17"/>
        <source>a challenge for anyone</source>
        <translation>sfida aperta a tutti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a private challenge</source>
        <translation>sfida privata</translation>
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
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>%1 plays</source>
        <translation>Gioca %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 paused</source>
        <translation>%1 in pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn next</source>
        <translation>Ora tocca a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The computer is still playing</source>
        <translation>Il computer sta ancora giocando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The duel is over</source>
        <translation>Il duello è finito</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Time left: %1</source>
        <translation>Restano %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a duel with a friend on another computer</source>
        <translation>un duello con un amico su un altro computer</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/score_chart.py" line="-70"/>
        <source>Score chart</source>
        <translation>Grafico del punteggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: score %2</source>
        <translation>%1: punteggio %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Actions (moves, turned cards, deals)</source>
        <translation>Azioni (mosse, carte scoperte, distribuzioni)</translation>
    </message>
</context>
<context>
    <name>DuelNews</name>
    <message>
        <location filename="../spider_qt/ui/texts/duel_news.py" line="-29"/>
        <source>%1 wins: %2 left the duel</source>
        <translation>Vince %1: %2 ha abbandonato il duello</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s time has run out: the game counts as it stands.</source>
        <translation>%1 ha finito il tempo: la partita vale così com&apos;è.</translation>
    </message>
</context>
<context>
    <name>FriendTexts</name>
    <message>
        <location filename="../spider_qt/ui/texts/friends.py" line="+14"/>
        <source>Put %1 first in the player lists on this computer (New game, Challenges), for every player</source>
        <translation>Metti %1 in cima agli elenchi dei giocatori su questo computer (Nuova partita, Sfide), per tutti i giocatori</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide %1 and their challenges from the player lists on this computer, for every player</source>
        <translation>Nascondi %1 e le sue sfide negli elenchi dei giocatori su questo computer, per tutti i giocatori</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is now a friend: first in the player lists on this computer.</source>
        <translation>Ora %1 è un amico: in cima agli elenchi dei giocatori su questo computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no longer a friend.</source>
        <translation>%1 non è più un amico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is now ignored: hidden from the player lists on this computer.</source>
        <translation>Ora %1 è ignorato: nascosto negli elenchi dei giocatori su questo computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is no longer ignored.</source>
        <translation>%1 non è più ignorato.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/help.py" line="+53"/>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;h1&gt;How to play Spider Duel&lt;/h1&gt;&lt;p&gt;Spider is a patience for one player, and Spider Duel adds a second player who gets exactly the same cards. Your aim is to build runs from King down to Ace in one suit: each complete run leaves the table, and when all eight have gone the game is won.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Come si gioca a Spider Duel&lt;/h1&gt;&lt;p&gt;Spider è un solitario per un solo giocatore; Spider Duel aggiunge un secondo giocatore che riceve esattamente le stesse carte. Lo scopo è formare sequenze dal re all&apos;asso dello stesso seme: ogni sequenza completa viene tolta dal tavolo e, quando sono state tolte tutte e otto, la partita è vinta.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;The table&lt;/h2&gt;&lt;p&gt;The game uses 104 cards. With &lt;b&gt;1 suit&lt;/b&gt; all of them are spades, with &lt;b&gt;2 suits&lt;/b&gt; they are spades and hearts, and with &lt;b&gt;4 suits&lt;/b&gt; every suit appears twice. Fewer suits make the game easier.&lt;/p&gt;&lt;p&gt;54 cards are dealt to ten columns: the first four columns get six cards, the other six get five. Only the top card of each column lies face up. The remaining 50 cards wait in the stock, drawn as five face-down packets of ten. Beside them is the discard pile, which shows one small box with its suit symbol for every finished run.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Il tavolo&lt;/h2&gt;&lt;p&gt;Si gioca con 104 carte. Con &lt;b&gt;1 seme&lt;/b&gt; sono tutte di picche, con &lt;b&gt;2 semi&lt;/b&gt; picche e cuori, con &lt;b&gt;4 semi&lt;/b&gt; ogni seme compare due volte. Meno semi ci sono, più facile è la partita.&lt;/p&gt;&lt;p&gt;54 carte vengono distribuite su dieci mucchi: i primi quattro ricevono sei carte, gli altri sei ne ricevono cinque. Solo la carta in cima a ogni mucchio è scoperta. Le altre 50 carte aspettano nel tallone, mostrato come cinque mazzetti coperti da dieci carte. Accanto c&apos;è il mazzo di scarto, che mostra una casellina con il simbolo del seme per ogni sequenza completata.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Drag a card onto a face-up card that is exactly one rank higher; its suit does not matter (an 8 of diamonds may go onto a 9 of hearts). Any card may go into an empty column. You can also click a card to send it to a good place.&lt;/p&gt;&lt;p&gt;Several cards move together only when they form a run: face up, falling in rank and all of the same suit, such as 9, 8, 7 of hearts. You may take the whole run or just its top part. Mixed suits can be stacked, but they cannot move as one and never leave the table.&lt;/p&gt;&lt;p&gt;As soon as a column ends in a complete run from King to Ace of one suit, that run goes to the discard pile by itself, even if face-down cards lie beneath it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Spostare le carte&lt;/h2&gt;&lt;p&gt;Trascina una carta su una carta scoperta di valore immediatamente superiore; il seme non conta (l&apos;8 di quadri può andare sul 9 di cuori). Su un mucchio vuoto va bene qualsiasi carta. Puoi anche fare clic su una carta per spostarla automaticamente in un posto valido.&lt;/p&gt;&lt;p&gt;Più carte si spostano insieme solo se formano una sequenza: scoperte, in ordine decrescente e tutte dello stesso seme, come 9, 8, 7 di cuori. Puoi prendere l&apos;intera sequenza o solo la sua parte superiore. Le carte di semi diversi si possono impilare, ma non si spostano insieme e non vengono mai tolte dal tavolo.&lt;/p&gt;&lt;p&gt;Appena un mucchio termina con una sequenza completa dal re all&apos;asso dello stesso seme, questa passa da sola nel mazzo di scarto, anche se sotto ci sono carte coperte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h2&gt;Dealing&lt;/h2&gt;&lt;p&gt;Press &lt;b&gt;Deal&lt;/b&gt; (or click the stock) to lay ten new cards, one face up on every column. Do it when you run out of useful moves: the new cards usually interrupt your runs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Dare le carte&lt;/h2&gt;&lt;p&gt;Premi &lt;b&gt;Dai le carte&lt;/b&gt; (o fai clic sul tallone) per posare dieci carte nuove, una scoperta su ogni mucchio. Fallo quando non hai più mosse utili: di solito le carte nuove interrompono le tue sequenze.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h2&gt;Classic rules&lt;/h2&gt;&lt;p&gt;These are the rules of the Spider that came with Windows.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;When the top card of a column is face down, it turns face up by itself.&lt;/li&gt;&lt;li&gt;You may deal only while no column is empty.&lt;/li&gt;&lt;li&gt;Undo takes back anything, deals included, right back to the start.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; you begin with 500 points. Every move, deal and undo costs one point, and every run on the discard pile adds 100. So three runs after 70 actions give 500 &amp;minus; 70 + 300 = 730 points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Regole classiche&lt;/h2&gt;&lt;p&gt;Sono le regole dello Spider incluso in Windows.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Quando la carta in cima a un mucchio è coperta, si scopre da sola.&lt;/li&gt;&lt;li&gt;Puoi dare le carte solo se nessun mucchio è vuoto.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Annulla&lt;/b&gt; riporta indietro qualsiasi cosa, anche la distribuzione, fino all&apos;inizio della partita.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Punteggio:&lt;/b&gt; si parte da 500 punti. Ogni mossa, distribuzione e annullamento costa un punto, e ogni sequenza nel mazzo di scarto ne aggiunge 100. Così tre sequenze dopo 70 azioni danno 500 &amp;minus; 70 + 300 = 730 punti.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;h2&gt;Duel rules&lt;/h2&gt;&lt;p&gt;These are the StarGames rules, made for two players.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cards do not turn by themselves: click a face-down top card to turn it. Until you do, that column takes any card or run, just like an empty one.&lt;/li&gt;&lt;li&gt;You may deal at any time while the stock has cards, even with empty columns.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Undo&lt;/b&gt; takes back card moves only. Turning a card and dealing are final, and undo never reaches back past them.&lt;/li&gt;&lt;li&gt;Each player has a time limit, shown at the top left. Your game ends when every run is on the discard pile, when your time runs out, or when you press &lt;b&gt;Done&lt;/b&gt;. &lt;b&gt;Done&lt;/b&gt; then turns into &lt;b&gt;Leave&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Regole del duello&lt;/h2&gt;&lt;p&gt;Sono le regole di StarGames, pensate per due giocatori.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Le carte non si scoprono da sole: fai clic sulla carta coperta in cima per scoprirla. Finché non lo fai, quel mucchio accetta qualsiasi carta o sequenza, proprio come uno vuoto.&lt;/li&gt;&lt;li&gt;Puoi dare le carte in qualsiasi momento finché il tallone ne ha, anche con mucchi vuoti.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Annulla&lt;/b&gt; riporta indietro solo gli spostamenti di carte. Scoprire una carta e dare le carte sono definitivi: &lt;b&gt;Annulla&lt;/b&gt; non può mai tornare a prima di queste azioni.&lt;/li&gt;&lt;li&gt;Ogni giocatore ha un tempo limite, indicato in alto a sinistra. La tua partita finisce quando tutte le sequenze sono nel mazzo di scarto, quando il tempo scade o quando premi &lt;b&gt;Fine&lt;/b&gt;. Allora &lt;b&gt;Fine&lt;/b&gt; diventa &lt;b&gt;Abbandona&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;h2&gt;Duel scoring&lt;/h2&gt;&lt;p&gt;You begin with 0 points.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Turning a face-down card: +2.&lt;/li&gt;&lt;li&gt;Putting a card onto the next higher card of its own suit (a 6 of spades onto a 7 of spades): +2, at most once for each card in a game.&lt;/li&gt;&lt;li&gt;A run sent to the discard pile: +26.&lt;/li&gt;&lt;li&gt;Finishing the game with all eight runs discarded: +100.&lt;/li&gt;&lt;li&gt;Every move, deal and undo: &amp;minus;1 (turning a card is free).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;An undo gives back the points the undone move earned; the point lost for that move and the point for the undo stay lost.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Punteggio del duello&lt;/h2&gt;&lt;p&gt;Si parte da 0 punti.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Scoprire una carta coperta: +2.&lt;/li&gt;&lt;li&gt;Mettere una carta sulla carta immediatamente superiore dello stesso seme (il 6 di picche sul 7 di picche): +2, al massimo una volta per carta in una partita.&lt;/li&gt;&lt;li&gt;Una sequenza nel mazzo di scarto: +26.&lt;/li&gt;&lt;li&gt;Chiudere la partita con tutte e otto le sequenze scartate: +100.&lt;/li&gt;&lt;li&gt;Ogni mossa, distribuzione e annullamento: &amp;minus;1 (scoprire una carta non costa nulla).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Un annullamento restituisce i punti guadagnati dalla mossa annullata; il punto perso per quella mossa e quello per l&apos;annullamento restano persi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;h2&gt;Against the computer&lt;/h2&gt;&lt;p&gt;The computer plays the same deal while you play, seeing only what a player sees. Its time is never the time it spent thinking: it is counted as %1 seconds for each of its actions, at most the time limit. So with equal scores you win when you played faster than that pace. The result screen says this in words.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Contro il computer&lt;/h2&gt;&lt;p&gt;Il computer gioca la stessa smazzata mentre giochi tu, e vede solo ciò che vede un giocatore. Il suo tempo non è mai quello che ha impiegato per pensare: vale %1 secondi per ognuna delle sue azioni, al massimo il tempo limite. Così, a parità di punteggio, vinci se hai giocato più velocemente di quel ritmo. Il risultato del duello lo dice esplicitamente.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h2&gt;A fair duel&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;A duel&apos;s deal is always a fresh random one. Its number is never typed and never shown before both players have finished; the result screen shows it and offers to play it again alone.&lt;/li&gt;&lt;li&gt;Every duel has a time limit, whatever its rules.&lt;/li&gt;&lt;li&gt;Until both players have finished, nothing shows the other player&apos;s game or score: statistics, replays, saved games and challenges are unavailable, and Player info shows no statistics.&lt;/li&gt;&lt;li&gt;During a duel you cannot open, save or restart a game, and hints, the demo and the solver are off unless both players agreed to them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leave&lt;/b&gt; and &lt;b&gt;New game&lt;/b&gt; ask first: leaving forfeits the duel, your game counts as it stands and the duel is lost. &lt;b&gt;Quit&lt;/b&gt; asks too, but keeps the duel: it continues at the next start.&lt;/li&gt;&lt;li&gt;A duel that continues after Quit or a crash always comes back on the cover screen of the player whose turn it is, with the clock stopped until Start (against the computer, Resume). The time used is saved with every action and every second, so at most a second is lost.&lt;/li&gt;&lt;li&gt;A challenge lists who left it, the rules, the suits and the time limit, never its deal or score. A private challenge is offered only to the player it was left for.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Profiles have no passwords: these rules hold against what Spider Duel shows and allows, not against someone reading its files with other programs.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Un duello leale&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;La smazzata di un duello è sempre nuova e casuale. Il suo numero non si può mai inserire e non viene mai mostrato prima che entrambi i giocatori abbiano finito; il risultato del duello lo mostra e propone di rigiocare la smazzata in solitario.&lt;/li&gt;&lt;li&gt;Ogni duello ha un tempo limite, quali che siano le regole.&lt;/li&gt;&lt;li&gt;Finché entrambi i giocatori non hanno finito, niente mostra la partita o il punteggio dell&apos;altro: statistiche, partite da rivedere, partite salvate e sfide non sono disponibili, e Info giocatore non mostra statistiche.&lt;/li&gt;&lt;li&gt;Durante un duello non puoi aprire, salvare o ricominciare una partita, e suggerimenti, demo e risolutore restano disattivati, a meno che entrambi i giocatori li abbiano accettati.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Abbandona&lt;/b&gt; e &lt;b&gt;Nuova partita&lt;/b&gt; chiedono prima conferma: chi abbandona si ritira dal duello, la sua partita vale così com&apos;è e il duello è perso. Anche &lt;b&gt;Esci&lt;/b&gt; chiede conferma, ma conserva il duello: riprende al prossimo avvio.&lt;/li&gt;&lt;li&gt;Un duello che riprende dopo Esci o dopo un arresto anomalo torna sempre al giocatore di turno con il tavolo nascosto, e il tempo resta fermo finché non si preme Inizia (contro il computer, Riprendi). Il tempo usato viene salvato a ogni azione e a ogni secondo, quindi si perde al massimo un secondo.&lt;/li&gt;&lt;li&gt;Una sfida indica chi l&apos;ha lasciata, le regole, i semi e il tempo limite, mai la smazzata o il punteggio. Una sfida privata viene offerta solo al giocatore a cui è destinata.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;I profili non hanno password: queste regole valgono per ciò che Spider Duel mostra e consente, non contro chi ne legge i file con altri programmi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;p&gt;In a duel your clock keeps running while a dialog or this help is open: only &lt;b&gt;Pause&lt;/b&gt;, which hides the table, stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In un duello il tuo tempo continua a scorrere mentre è aperta una finestra di dialogo o questa guida: solo &lt;b&gt;Pausa&lt;/b&gt;, che nasconde il tavolo, lo ferma.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;h2&gt;Duels in the statistics&lt;/h2&gt;&lt;p&gt;A duel game counts in your statistics like any game under its rules: it is a game played, and it counts as won only when all eight runs were discarded. Duels won, lost and drawn are counted apart, in Player info, because a duel is won on points. A duel left before the end with &lt;b&gt;Leave&lt;/b&gt; or &lt;b&gt;New game&lt;/b&gt; counts there as lost, and its line in the duel history says who left, for both players.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;I duelli nelle statistiche&lt;/h2&gt;&lt;p&gt;Una partita a duello conta nelle tue statistiche come qualsiasi partita con le sue regole: è una partita giocata, e conta come vinta solo se tutte e otto le sequenze sono finite nel mazzo di scarto. I duelli vinti, persi e pareggiati si contano a parte, in Info giocatore, perché un duello si vince ai punti. Un duello lasciato prima della fine con &lt;b&gt;Abbandona&lt;/b&gt; o &lt;b&gt;Nuova partita&lt;/b&gt; vi conta come perso, e la sua riga nello storico dei duelli dice chi si è ritirato, per entrambi i giocatori.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;After a duel, &lt;b&gt;Rematch&lt;/b&gt; gives the same players a new deal; between two people, the one who played second goes first. After a duel at one computer, &lt;b&gt;Play this deal alone&lt;/b&gt; asks which of you plays it. An earlier duel&apos;s result comes back from its line in Player info (double-click it), with both games to watch; not while a duel is being played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dopo un duello, &lt;b&gt;Rivincita&lt;/b&gt; dà una nuova smazzata agli stessi giocatori; tra due persone comincia chi ha giocato per secondo. Dopo un duello allo stesso computer, &lt;b&gt;Gioca questa smazzata in solitario&lt;/b&gt; chiede chi di voi la gioca. Il risultato di un duello passato si riapre dalla sua riga in Info giocatore (doppio clic), con entrambe le partite da guardare; non mentre si gioca un duello.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;h2&gt;Keys&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;New game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Deal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;Undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;This help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;Tasti&lt;/h2&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F2&lt;/td&gt;&lt;td&gt;Nuova partita&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;D&lt;/td&gt;&lt;td&gt;Dai le carte&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;Annulla&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;H&lt;/td&gt;&lt;td&gt;Suggerimento&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;F1&lt;/td&gt;&lt;td&gt;Questa guida&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;Playing with the keyboard:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Choose a column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Space, Enter&lt;/td&gt;&lt;td&gt;Pick up the cards that can move; put them down on the chosen column&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Hold one card more or one card fewer of those picked up&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Put the cards back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pause: the clock stops and the table is hidden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Go to the buttons (Deal, Undo, Done and those of a duel or a result) and back to the cards; Space or Enter presses the one marked&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;Giocare con la tastiera:&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;← →, 1–0&lt;/td&gt;&lt;td&gt;Scegli un mucchio&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Spazio, Invio&lt;/td&gt;&lt;td&gt;Prendi le carte che si possono spostare; posale sul mucchio scelto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;↑ ↓&lt;/td&gt;&lt;td&gt;Tieni una carta in più o una in meno tra quelle prese&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Esc&lt;/td&gt;&lt;td&gt;Rimetti a posto le carte&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;P&lt;/td&gt;&lt;td&gt;Pausa: il tempo si ferma e il tavolo viene nascosto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td class=&apos;key&apos;&gt;Tab&lt;/td&gt;&lt;td&gt;Passa ai pulsanti (Dai le carte, Annulla, Fine e quelli di un duello o di un risultato) e torna alle carte; Spazio o Invio preme quello evidenziato&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>&lt;h2&gt;Who wins a duel&lt;/h2&gt;&lt;p&gt;Both players play the same deal with the same rules and the same time limit, one after the other. The higher score wins. With equal scores, the player who needed less time wins, counted in the whole seconds the clock shows; if that is equal too, the duel is a draw. Once your game is over you may watch your opponent&apos;s game, leave the table or start a new game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Chi vince un duello&lt;/h2&gt;&lt;p&gt;Entrambi i giocatori giocano le stesse carte con le stesse regole e lo stesso tempo limite, uno dopo l&apos;altro. Vince chi ha il punteggio più alto. A parità di punteggio vince chi ha usato meno tempo, contato in secondi interi come li mostra l&apos;orologio; se anche il tempo è uguale, il duello finisce in parità. Finita la tua partita puoi guardare quella dell&apos;avversario, abbandonare il tavolo o iniziare una nuova partita.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&lt;h2&gt;What counts in your statistics&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Every game Spider Duel deals counts once you have started playing it: it is won when all eight runs are on the discard pile, and lost otherwise. A deal you have not touched does not count.&lt;/li&gt;&lt;li&gt;A game you leave unfinished for a new deal counts as lost. An unfinished game normally continues at the next start; if it does not (your settings can say to ask first, or never to continue), it counts as lost too.&lt;/li&gt;&lt;li&gt;Each game counts once. Playing on from a game you saved does not count it again. Going back to an earlier point of a game (by opening a file saved along the way, or by dealing the same deal again with &lt;b&gt;New game&lt;/b&gt; or &lt;b&gt;Restart this deal&lt;/b&gt;) counts the game as it stood: a second try never hides the first.&lt;/li&gt;&lt;li&gt;A game that starts from a set position can be played and saved, but never counts. A game in which you used a hint, the demo or &lt;b&gt;Is this deal winnable?&lt;/b&gt; counts as played, never as won (see &lt;b&gt;Games with help&lt;/b&gt;).&lt;/li&gt;&lt;li&gt;Your game for an open challenge counts once someone has taken up the challenge and played it, or once you have withdrawn it.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Cosa conta nelle tue statistiche&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Ogni partita distribuita da Spider Duel conta non appena hai cominciato a giocarla: è vinta se tutte e otto le sequenze sono finite nel mazzo di scarto, altrimenti è persa. Una smazzata che non hai toccato non conta.&lt;/li&gt;&lt;li&gt;Una partita che lasci a metà per una nuova smazzata conta come persa. Di solito una partita in corso riprende al prossimo avvio; se non riprende (le impostazioni possono dire di chiedere prima, o di non riprendere mai), conta anch&apos;essa come persa.&lt;/li&gt;&lt;li&gt;Ogni partita conta una volta sola. Continuare una partita che hai salvato non la conta di nuovo. Tornare a un punto precedente di una partita (aprendo un file salvato lungo il percorso, o ridando la stessa smazzata con &lt;b&gt;Nuova partita&lt;/b&gt; o &lt;b&gt;Ricomincia questa smazzata&lt;/b&gt;) conta la partita com&apos;era: un secondo tentativo non nasconde mai il primo.&lt;/li&gt;&lt;li&gt;Una partita che parte da una posizione prestabilita si può giocare e salvare, ma non conta mai. Una partita in cui hai usato un suggerimento, la demo o &lt;b&gt;Questa smazzata si può vincere?&lt;/b&gt; conta come giocata, mai come vinta (vedi &lt;b&gt;Partite con aiuto&lt;/b&gt;).&lt;/li&gt;&lt;li&gt;La tua partita di una sfida aperta conta quando qualcuno ha raccolto la sfida e l&apos;ha giocata, oppure quando l&apos;hai ritirata.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h2&gt;Games with help&lt;/h2&gt;&lt;p&gt;Every game you start counts as played, and a game where you used a hint, the demo or the solver never counts as won: its win is shown apart, as &lt;b&gt;Won with help&lt;/b&gt;. Games with help recorded by earlier versions stay apart from the games played, as they were then.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Partite con aiuto&lt;/h2&gt;&lt;p&gt;Ogni partita che inizi conta come giocata, e una partita in cui hai usato un suggerimento, la demo o il risolutore non conta mai come vinta: la sua vittoria è mostrata a parte, come &lt;b&gt;Vinte con aiuto&lt;/b&gt;. Le partite con aiuto registrate dalle versioni precedenti restano fuori dalle partite giocate, come allora.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>&lt;p&gt;Your time is measured by several clocks of this computer: the one the game has always used, the time since the computer started (its sleep included) and the system&apos;s own count, which no program can slow for Spider Duel alone. When they disagree, the longest time counts and the status bar says so. The wall clock is compared too, but never counted: setting it neither gives nor takes time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il tuo tempo è misurato da più orologi di questo computer: quello che il gioco ha sempre usato, il tempo dall&apos;avvio del computer (sospensione compresa) e il conteggio del sistema stesso, che nessun programma può rallentare solo per Spider Duel. Quando non sono d&apos;accordo, conta il tempo più lungo e la barra di stato lo dice. Anche l&apos;orologio di sistema viene confrontato, ma non conta mai: cambiarlo non dà né toglie tempo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>&lt;h2&gt;Duels with a friend elsewhere&lt;/h2&gt;&lt;p&gt;A friend on another computer can be your opponent too, with no server: three small messages travel by any channel you like (a file by mail or chat, the text pasted into a chat, or a folder your own sync tool keeps in step). &lt;b&gt;Game → Challenge a friend on another computer…&lt;/b&gt; sets the rules, the time limit, the friend (or anyone), a deadline and a message. You play the deal at once, as fairly as any duel, and then send the &lt;b&gt;challenge&lt;/b&gt;: your score is sealed in it, so nobody sees or changes it before your friend has played.&lt;/p&gt;&lt;p&gt;Your friend opens the challenge (open the file, drop it on the window or paste the text), sees who sent it, the rules, the time limit, the deadline, and presses &lt;b&gt;Play now&lt;/b&gt;: there is one attempt per challenge, counted from that moment. Then they send their &lt;b&gt;answer&lt;/b&gt;. Your Spider Duel checks it, shows the result, and makes the &lt;b&gt;reveal&lt;/b&gt;, which you send back; their Spider Duel checks it and shows the same result. Both games are recorded on both computers and can be watched.&lt;/p&gt;&lt;p&gt;Every score is worked out again by replaying the game, so it cannot be forged, and every message is signed with a key of your profile. The first time a friend&apos;s key is seen, its &lt;b&gt;fingerprint&lt;/b&gt; is shown: compare it with the one your friend sees in Player info. A different key for a known friend is a warning. The times are what each player&apos;s computer reported; equal scores go to the one who used fewer whole seconds. A message that was changed or damaged is refused, and it changes nothing. Challenges lists these duels and their state, with Resend and Forget; a friend you ignore has their messages kept aside.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Duelli con un amico altrove&lt;/h2&gt;&lt;p&gt;Anche un amico su un altro computer può essere il tuo avversario, senza alcun server: tre piccoli messaggi viaggiano con il mezzo che preferisci (un file per mail o chat, il testo incollato in una chat, o una cartella che il tuo programma di sincronizzazione mantiene allineata). &lt;b&gt;Partita → Sfida un amico su un altro computer…&lt;/b&gt; fissa le regole, il tempo limite, l&apos;amico (o chiunque), una scadenza e un messaggio. Giochi subito la smazzata, con la stessa correttezza di ogni duello, e poi invii la &lt;b&gt;sfida&lt;/b&gt;: il tuo punteggio vi è sigillato, così nessuno lo vede o lo cambia prima che il tuo amico abbia giocato.&lt;/p&gt;&lt;p&gt;Il tuo amico apre la sfida (apre il file, lo trascina sulla finestra o incolla il testo), vede chi l&apos;ha inviata, le regole, il tempo limite, la scadenza, e preme &lt;b&gt;Gioca ora&lt;/b&gt;: c&apos;è un solo tentativo per sfida, contato da quel momento. Poi invia la sua &lt;b&gt;risposta&lt;/b&gt;. Il tuo Spider Duel la verifica, mostra il risultato e prepara la &lt;b&gt;rivelazione&lt;/b&gt;, che rimandi indietro; il suo Spider Duel la verifica e mostra lo stesso risultato. Entrambe le partite vengono registrate su entrambi i computer e si possono rivedere.&lt;/p&gt;&lt;p&gt;Ogni punteggio viene ricalcolato rigiocando la partita, quindi non si può falsificare, e ogni messaggio è firmato con una chiave del tuo profilo. La prima volta che si vede la chiave di un amico ne viene mostrata l&apos;&lt;b&gt;impronta&lt;/b&gt;: confrontala con quella che il tuo amico vede in Info giocatore. Una chiave diversa per un amico conosciuto è un avvertimento. I tempi sono quelli riportati dal computer di ciascun giocatore; a parità di punti vince chi ha usato meno secondi interi. Un messaggio modificato o danneggiato viene rifiutato e non cambia nulla. L&apos;elenco delle sfide mostra questi duelli e il loro stato, con Reinvia e Dimentica; i messaggi di un amico che ignori vengono messi da parte.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelNames</name>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="+64"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: wins %2 (1 suit), %3 (2 suits)</source>
        <translation>%1: vince il %2 (1 seme), il %3 (2 semi)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../spider_qt/ui/window/actions.py" line="+222"/>
        <source>Resume (shows the tab&amp;le)</source>
        <translation>Riprendi (mostra il tavol&amp;o)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause (hides the tab&amp;le)</source>
        <translation>Pausa (nasconde il tavol&amp;o)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game (F2)</source>
        <translation>Inizia una nuova partita (F2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;tart this deal</source>
        <translation>Ricomincia &amp;questa smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dai le carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;edo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lea&amp;ve the table</source>
        <translation>A&amp;bbandona il tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;one</source>
        <translation>&amp;Fine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Challenges…</source>
        <translation>E&amp;lenco sfide…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;mo: let the computer play</source>
        <translation>De&amp;mo: gioca il computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is this deal &amp;winnable?</source>
        <translation>Questa smazzata si può &amp;vincere?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a good move (H)</source>
        <translation>Mostra una buona mossa (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options</source>
        <translation>&amp;Opzioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off</source>
        <comment>animation</comment>
        <translation>Nessuna animazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Click to move</source>
        <translation>&amp;Clic per spostare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single click</source>
        <translation>Clic singolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double click</source>
        <translation>Doppio clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: drag the cards</source>
        <comment>click to move</comment>
        <translation>No: trascina le carte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Spider Duel</source>
        <translation>&amp;Informazioni su Spider Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/appearance.py" line="+121"/>
        <source>Card &amp;back</source>
        <translation>&amp;Dorso delle carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table colour</source>
        <translation>Colore del &amp;tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spider web</source>
        <translation>Ragnatela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosette</source>
        <translation>Rosetta rossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green weave</source>
        <translation>Intreccio verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night sky</source>
        <translation>Cielo notturno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amber stripes</source>
        <translation>Strisce ambra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Marrone</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/help_attach.py" line="+43"/>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules and the scoring (F1)</source>
        <translation>Le regole e il punteggio (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome: ways to play</source>
        <translation>&amp;Benvenuto: modi di giocare</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/new_game.py" line="+235"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suits</source>
        <translation>Semi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 suit (beginner)</source>
        <translation>1 seme (principiante)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 suits (intermediate)</source>
        <translation>2 semi (intermedio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suits (expert)</source>
        <translation>4 semi (esperto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: play alone</source>
        <translation>Nessuno: partita singola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second player</source>
        <translation>Secondo giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Name of the second player</source>
        <translation>Nome del secondo giocatore</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave as a challenge</source>
        <translation>Lascia come sfida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone (or type a player to invite)</source>
        <translation>Chiunque (o scrivi chi invitare)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a player or type a new name</source>
        <translation>Scegli un giocatore o scrivi un nuovo nome</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your name:</source>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit:</source>
        <translation>Tempo limite:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number:</source>
        <translation>Numero della smazzata:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 12345</source>
        <translation>es. 12345</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players agree to hints and the solver</source>
        <translation>Entrambi i giocatori accettano suggerimenti e risolutore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every duel has a time limit, with classic rules too.</source>
        <translation>Ogni duello ha un tempo limite, anche con le regole classiche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A duel is always dealt at random; its deal number is shown when both have finished.</source>
        <translation>Le carte di un duello sono sempre date a caso; il numero della smazzata compare quando entrambi hanno finito.</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Type a deal number from 0 to %1, or tick Random.</source>
        <translation>Scrivi un numero di smazzata da 0 a %1, oppure spunta Casuale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type the second player&apos;s name.</source>
        <translation>Scrivi il nome del secondo giocatore.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A duel needs two different players.</source>
        <translation>Un duello richiede due giocatori diversi.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/player_info.py" line="+211"/>
        <source>Player info: %1</source>
        <translation>Info giocatore: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partita giocata</numerusform>
            <numerusform>%n partite giocate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n won (all cards cleared)</source>
        <translation>
            <numerusform>%n vinta (tutte le carte tolte)</numerusform>
            <numerusform>%n vinte (tutte le carte tolte)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate %1</source>
        <translation>percentuale vittorie %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best score %1 (%2)</source>
        <translation>miglior punteggio %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>best time %1 (%2)</source>
        <translation>miglior tempo %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n game(s) with help</source>
        <translation>
            <numerusform>%n partita con aiuto</numerusform>
            <numerusform>%n partite con aiuto</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>duels: %1 won, %2 lost, %3 drawn</source>
        <translation>duelli vinti: %1, persi: %2, pareggiati: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n duel(s) void (not played out)</source>
        <translation>
            <numerusform>%n duello annullato (non giocato fino in fondo)</numerusform>
            <numerusform>%n duelli annullati (non giocati fino in fondo)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are shown once this duel is over.</source>
        <translation>Le statistiche compaiono quando questo duello è finito.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Against %1</source>
        <translation>Contro %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins: %1 · Losses: %2 · Draws: %3</source>
        <translation>Vittorie: %1 · Sconfitte: %2 · Pareggi: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>won</source>
        <translation>vinto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (not played out, counts for nobody)</source>
        <translation>annullato (non giocato fino in fondo, non conta per nessuno)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 · deal %3: %4 to %5, %6</source>
        <translation>%1 · %2 · smazzata %3: %4 a %5, %6</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No duels against each other yet.</source>
        <translation>Nessun duello tra voi finora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click a duel (or press Enter) to see its result and watch both games.</source>
        <translation>Fai doppio clic su un duello (o premi Invio) per vederne il risultato e guardare le due partite.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>lost (left before the end)</source>
        <translation>perso (ritiro prima della fine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won (%1 left before the end)</source>
        <translation>vinto (ritiro di %1 prima della fine)</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>On another computer. Key fingerprint: %1</source>
        <translation>Su un altro computer. Impronta della chiave: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key fingerprint for duels with friends elsewhere: %1</source>
        <translation>Impronta della chiave per i duelli con amici altrove: %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/dialogs/profiles.py" line="+129"/>
        <location line="+1"/>
        <source>Profiles</source>
        <translation>Profili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of a player</source>
        <translation>Nome di un giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create</source>
        <translation>&amp;Crea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Rinomina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Friend</source>
        <translation>A&amp;mico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends are listed first when you choose an opponent.</source>
        <translation>Gli amici compaiono per primi quando scegli un avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ignored</source>
        <translation>&amp;Ignorato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignored players are hidden when you choose an opponent.</source>
        <translation>I giocatori ignorati non compaiono quando scegli un avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play as this player</source>
        <translation>&amp;Gioca come questo giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next games are recorded for the selected player.</source>
        <translation>Le tue prossime partite vengono registrate per il giocatore selezionato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No player is saved yet. A player is saved with their first finished game, or add one below.</source>
        <translation>Non è ancora salvato nessun giocatore. Un giocatore viene salvato con la sua prima partita finita, oppure creane uno qui sotto.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 (ignored)</source>
        <translation>%1 (ignorato)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (playing now)</source>
        <translation>%1 (in gioco)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (next games)</source>
        <translation>%1 (prossime partite)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Playing now: %1. Your next games: %2.</source>
        <translation>In gioco: %1. Le tue prossime partite: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing now: %1</source>
        <translation>In gioco: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is playing yet: choose a player below.</source>
        <translation>Non gioca ancora nessuno: scegli un giocatore qui sotto.</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>%1 is playing the game on the table. Delete the player once that game is over.</source>
        <translation>%1 sta giocando la partita sul tavolo. Elimina il giocatore quando la partita è finita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your next games are recorded for %1. Choose another player with Play as this player first.</source>
        <translation>Le tue prossime partite vengono registrate per %1. Scegli prima un altro giocatore con «Gioca come questo giocatore».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete player?</source>
        <translation>Eliminare il giocatore?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the player %1?</source>
        <translation>Eliminare il giocatore %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep the games and duels of this player (they then show an anonymous player) or remove them for good.</source>
        <translation>Puoi conservare le partite e i duelli di questo giocatore (mostreranno un giocatore anonimo) oppure cancellarli per sempre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete, &amp;keep history</source>
        <translation>Elimina, &amp;conserva lo storico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete &amp;everything</source>
        <translation>Elimina &amp;tutto</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>%1 (on another computer)</source>
        <translation>%1 (su un altro computer)</translation>
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
        <translation>Duello con un amico</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>your friend</source>
        <translation>il tuo amico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game: %1 points, %2 moves, %3 (as your app measured it).</source>
        <translation>La tua partita: %1 punti, %2 mosse, %3 (come misurato dal tuo programma).</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Send the challenge</source>
        <translation>Invia la sfida</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Your score is sealed until %1 answers: nobody can see it or change it before then.</source>
        <translation>Il tuo punteggio resta sigillato finché %1 non risponde: fino ad allora nessuno può vederlo né cambiarlo.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Send your answer</source>
        <translation>Invia la tua risposta</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>Send it to %1. You see who won when %1&apos;s reveal comes back.</source>
        <translation>Inviala a %1. Saprai chi ha vinto quando tornerà la rivelazione di %1.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Save the duel message</source>
        <translation>Salva il messaggio del duello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spider Duel messages (*.spiderduel)</source>
        <translation>Messaggi di Spider Duel (*.spiderduel)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved as %1. Send this file to your friend.</source>
        <translation>Salvato come %1. Invia questo file al tuo amico.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copied. Paste it into a chat or a mail to your friend.</source>
        <translation>Copiato. Incollalo in una chat o in una mail al tuo amico.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It could not be put in your duels folder (%1): send it another way.</source>
        <translation>Non è stato possibile metterlo nella cartella dei duelli (%1): invialo in un altro modo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is in your duels folder already (%1): your sync tool carries it.</source>
        <translation>È già nella tua cartella dei duelli (%1): lo porta il tuo programma di sincronizzazione.</translation>
    </message>
    <message>
        <location line="-283"/>
        <source>Send the reveal</source>
        <translation>Invia la rivelazione</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Challenge a fr&amp;iend on another computer…</source>
        <translation>Sfida un amico c&amp;he gioca altrove…</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>The same message as before: sending it again changes nothing.</source>
        <translation>Lo stesso messaggio di prima: inviarlo di nuovo non cambia nulla.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>A challenge from %1 arrived.</source>
        <translation>È arrivata una sfida da %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your duel with %1 is over: see its result.</source>
        <translation>Il tuo duello con %1 è finito: guarda il risultato.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A duel message from %1, whom you ignore, was kept aside.</source>
        <translation>Un messaggio di duello di %1, che ignori, è stato messo da parte.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1&apos;s answer is checked and the duel is recorded. Send this reveal so that %1 sees the same result.</source>
        <translation>La risposta di %1 è verificata e il duello è registrato. Invia questa rivelazione perché anche %1 veda lo stesso risultato.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/remote_dialogs.py" line="+39"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Challenge a friend on another computer</source>
        <translation>Sfida un amico su un altro computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play a fresh deal now. Your result is sealed in a challenge that you send to your friend, by any channel. Your friend plays the same deal and answers; then both of you see who won.</source>
        <translation>Giochi ora una nuova smazzata. Il tuo risultato viene sigillato in una sfida che invii al tuo amico, con qualsiasi mezzo. Il tuo amico gioca la stessa smazzata e risponde; poi entrambi vedete chi ha vinto.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Suits:</source>
        <translation>&amp;Semi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Tempo limite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Friend:</source>
        <translation>A&amp;mico:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deadline:</source>
        <translation>Sca&amp;denza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Message:</source>
        <translation>Me&amp;ssaggio:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="+126"/>
        <location line="+11"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n seme</numerusform>
            <numerusform>%n semi</numerusform>
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
        <translation> giorni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone who gets the challenge</source>
        <translation>Chiunque riceva la sfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word for your friend (optional)</source>
        <translation>Due parole per il tuo amico (facoltativo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in every duel: no hints, no demo, no solver, no undo of a deal, and the deal number stays hidden until the duel is over.</source>
        <translation>Come in ogni duello: niente suggerimenti, niente demo, niente risolutore, nessun annullamento di una distribuzione, e il numero della smazzata resta nascosto finché il duello non è finito.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+129"/>
        <source>&amp;Play now</source>
        <translation>&amp;Gioca ora</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>A duel from a friend</source>
        <translation>Un duello da un amico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 challenges %2 to a duel</source>
        <translation>%1 sfida %2 a duello</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Rules: %1, %n suit(s)</source>
        <translation>
            <numerusform>Regole: %1, %n seme</numerusform>
            <numerusform>Regole: %1, %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: %1</source>
        <translation>Tempo limite: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer by: %1</source>
        <translation>Rispondi entro: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s score is sealed: you see it after you have played and sent your answer.</source>
        <translation>Il punteggio di %1 è sigillato: lo vedrai dopo aver giocato e inviato la tua risposta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Warning: this challenge is signed with another key than the one you know for %1. It may come from someone else. Compare the fingerprint %2 with the one %1 sees in Player info before you play.</source>
        <translation>Attenzione: questa sfida è firmata con una chiave diversa da quella che conosci per %1. Potrebbe venire da qualcun altro. Confronta l&apos;impronta %2 con quella che %1 vede in Info giocatore prima di giocare.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>First message from this key. Its fingerprint is %1: compare it with the one %2 sees in Player info (by phone or in person) to be sure the challenge is theirs.</source>
        <translation>Primo messaggio da questa chiave. La sua impronta è %1: confrontala con quella che %2 vede in Info giocatore (al telefono o di persona) per essere sicuro che la sfida sia sua.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Signed by %1, with the key you know (%2).</source>
        <translation>Firmato da %1, con la chiave che conosci (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have one attempt: it counts from the moment you press Play now.</source>
        <translation>Hai un solo tentativo: conta dal momento in cui premi Gioca ora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Not now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&amp;Save as file…</source>
        <translation>&amp;Salva come file…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copia come testo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Send to your friend</source>
        <translation>Invia al tuo amico</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="-108"/>
        <source>being played here</source>
        <translation>in gioco qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the answer</source>
        <translation>in attesa della risposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the reveal</source>
        <translation>in attesa della rivelazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>finito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expired</source>
        <translation>scaduto</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Duels with friends on other computers</source>
        <translation>Duelli con amici su altri computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friend</source>
        <translation>Amico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who challenged</source>
        <translation>Chi ha sfidato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resend</source>
        <translation>&amp;Reinvia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send your last message of this duel again</source>
        <translation>Invia di nuovo il tuo ultimo messaggio di questo duello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget</source>
        <translation>&amp;Dimentica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take it off this list. A finished duel stays in the records; the attempt stays used.</source>
        <translation>Toglilo da questo elenco. Un duello finito resta nei dati; il tentativo resta usato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;sult</source>
        <translation>Ri&amp;sultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this challenge again, to play it now</source>
        <translation>Mostra di nuovo questa sfida, per giocarla ora</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>anyone</source>
        <translation>a tutti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not played yet</source>
        <translation>non ancora giocata</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/remote.py" line="+17"/>
        <source>The duel message is too large (over 1 MiB): it is no message of Spider Duel&apos;s.</source>
        <translation>Il messaggio di duello è troppo grande (oltre 1 MiB): non è un messaggio di Spider Duel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a readable duel message: it was cut or damaged on the way, or it is another kind of file. Ask your friend to send it again, as a file or as the whole text block.</source>
        <translation>Questo non è un messaggio di duello leggibile: è stato tagliato o danneggiato lungo la strada, oppure è un altro tipo di file. Chiedi al tuo amico di inviarlo di nuovo, come file o come blocco di testo intero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a Spider Duel duel message (its format or its kind is unknown).</source>
        <translation>Questo non è un messaggio di duello di Spider Duel (il suo formato o il suo tipo è sconosciuto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This duel message was made by a newer Spider Duel. Update Spider Duel to read it.</source>
        <translation>Questo messaggio di duello è stato creato da uno Spider Duel più recente. Aggiorna Spider Duel per leggerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The duel message is malformed: a field is missing or holds a wrong value. It was changed or damaged.</source>
        <translation>Il messaggio di duello è malformato: manca un campo o contiene un valore errato. È stato modificato o danneggiato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The signature does not match: the message was changed after your friend signed it. Ask for it again.</source>
        <translation>La firma non corrisponde: il messaggio è stato modificato dopo che il tuo amico l&apos;ha firmato. Chiedilo di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This message does not fit the duel it names: it answers another challenge, comes from the wrong player, or a message before it is missing.</source>
        <translation>Questo messaggio non corrisponde al duello che nomina: risponde a un&apos;altra sfida, viene dal giocatore sbagliato, oppure manca un messaggio precedente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The challenger&apos;s revealed game is not the one sealed in the challenge: the result was changed after the challenge was sent.</source>
        <translation>La partita rivelata dallo sfidante non è quella sigillata nella sfida: il risultato è stato cambiato dopo l&apos;invio della sfida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game in the message does not replay on its deal: a move is illegal or written wrongly, or the game is not over.</source>
        <translation>Una partita nel messaggio non si può rigiocare sulla sua smazzata: una mossa non è valida o è scritta male, oppure la partita non è finita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The score, runs, moves or outcome claimed in the message are not what its game gives when replayed.</source>
        <translation>Punteggio, scale, mosse o esito dichiarati nel messaggio non sono quelli che dà la sua partita rigiocata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The times in the message are impossible: they go backwards, do not match its moves, or exceed the time limit.</source>
        <translation>I tempi nel messaggio sono impossibili: vanno all&apos;indietro, non corrispondono alle mosse o superano il tempo limite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+28"/>
        <source>The duel message was refused.</source>
        <translation>Il messaggio di duello è stato rifiutato.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Nothing was changed.</source>
        <translation>Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This duel message was read before: there is nothing new in it.</source>
        <translation>Questo messaggio di duello è già stato letto: non contiene nulla di nuovo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a message you sent yourself: send it to your friend instead.</source>
        <translation>Questo è un messaggio che hai inviato tu: invialo piuttosto al tuo amico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This message belongs to a duel that was never played in this data folder: open it where that challenge was played.</source>
        <translation>Questo messaggio appartiene a un duello mai giocato in questa cartella dati: aprilo dove è stata giocata quella sfida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This challenge is for another player: it names a friend whose key is not yours.</source>
        <translation>Questa sfida è per un altro giocatore: nomina un amico la cui chiave non è la tua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have played this challenge already: there is one attempt per challenge. See Challenges for it.</source>
        <translation>Hai già giocato questa sfida: c&apos;è un solo tentativo per sfida. La trovi nell&apos;elenco delle sfide.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/duel_inbox.py" line="+27"/>
        <source>It is larger than a duel message can be (1 MiB).</source>
        <translation>È più grande di quanto possa essere un messaggio di duello (1 MiB).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds neither a duel message&apos;s text block nor its JSON.</source>
        <translation>Non contiene né il blocco di testo di un messaggio di duello né il suo JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a Spider Duel message.</source>
        <translation>Non è un messaggio di Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was made by a newer version of Spider Duel: update Spider Duel to read it.</source>
        <translation>È stato creato da una versione più recente di Spider Duel: aggiorna Spider Duel per leggerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is damaged or incomplete: a part of the message is missing or malformed.</source>
        <translation>È danneggiato o incompleto: una parte del messaggio manca o non è scritta correttamente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its signature does not match: it was changed after it was signed. Ask your friend to send it again.</source>
        <translation>La sua firma non corrisponde: è stato modificato dopo essere stato firmato. Chiedi al tuo amico di inviarlo di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It does not belong with the duel&apos;s other messages.</source>
        <translation>Non fa parte dei messaggi di questo duello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenger&apos;s game does not match the result sealed in the challenge.</source>
        <translation>La partita dello sfidante non corrisponde al risultato sigillato nella sfida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its game cannot be replayed: a move in it is not a legal move.</source>
        <translation>La sua partita non si può rigiocare: contiene una mossa non valida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score or result it claims is not what its game gives when replayed.</source>
        <translation>Il punteggio o il risultato dichiarato non è quello che la partita dà quando viene rigiocata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its times do not fit its game: one time for each move, within the time limit.</source>
        <translation>I suoi tempi non corrispondono alla partita: un tempo per ogni mossa, entro il tempo limite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a folder or a device, not a file.</source>
        <translation>È una cartella o un dispositivo, non un file.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such file.</source>
        <translation>Questo file non esiste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no text and no file.</source>
        <translation>Gli appunti non contengono né testo né file.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It cannot be read (%1).</source>
        <translation>Non si può leggere (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be taken as a duel message.</source>
        <translation>Non può essere accettato come messaggio di duello.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a duel message</source>
        <translation>Non è un messaggio di duello</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be taken as a duel message.</source>
        <translation>%1 non può essere accettato come messaggio di duello.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Copy the whole duel message, from the line -----BEGIN SPIDER DUEL MESSAGE----- to the END line, then paste it again.</source>
        <translation>Copia tutto il messaggio di duello, dalla riga -----BEGIN SPIDER DUEL MESSAGE----- fino alla riga END, poi incollalo di nuovo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pasted text cannot be taken as a duel message.</source>
        <translation>Il testo incollato non può essere accettato come messaggio di duello.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Duels folder: %1 is not a duel message.</source>
        <translation>Cartella dei duelli: %1 non è un messaggio di duello.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A duel message arrived in the duels folder: %1. See Challenges.</source>
        <translation>È arrivato un messaggio di duello nella cartella dei duelli: %1. Vedi l&apos;elenco sfide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 duel messages arrived in the duels folder. See Challenges.</source>
        <translation>Sono arrivati %1 messaggi di duello nella cartella dei duelli. Vedi l&apos;elenco sfide.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (%1 new)</source>
        <comment>after the Challenges menu entry</comment>
        <translation> (%1 nuovi)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste duel message from clip&amp;board</source>
        <translation>&amp;Incolla messaggio di duello dagli appunti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duels &amp;folder…</source>
        <translation>Cartella sincroni&amp;zzata dei duelli…</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/folder_dialog.py" line="+34"/>
        <location line="+43"/>
        <location line="+9"/>
        <location line="+9"/>
        <source>Duels folder</source>
        <translation>Cartella dei duelli</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>A folder that your sync tool (Syncthing, Nextcloud, Dropbox…) keeps in step with your friends&apos; computers. Put one sub-folder in it for each friend: challenges, answers and reveals then travel by themselves. Leave it empty to send and receive duel messages by hand.</source>
        <translation>Una cartella che il tuo programma di sincronizzazione (Syncthing, Nextcloud, Dropbox…) mantiene allineata con i computer dei tuoi amici. Mettici una sottocartella per ogni amico: sfide, risposte e rivelazioni viaggeranno da sole. Lasciala vuota per inviare e ricevere i messaggi di duello a mano.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No duels folder</source>
        <translation>Nessuna cartella dei duelli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the folder&apos;s whole path, or choose it with Browse…</source>
        <translation>Indica il percorso completo della cartella, oppure sceglila con Sfoglia…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 cannot be made (%2).</source>
        <translation>Impossibile creare la cartella %1 (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a folder.</source>
        <translation>%1 non è una cartella.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the duels folder</source>
        <translation>Scegli la cartella dei duelli</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../spider_qt/ui/dialogs/replay.py" line="+266"/>
        <source>Action %1 of %2 · score %3</source>
        <translation>Azione %1 di %2 · punteggio %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <comment>verb</comment>
        <translation>Riproduci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause (Space)</source>
        <translation>Avvia o metti in pausa (barra spaziatrice)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay</source>
        <comment>noun: window title of the replay viewer</comment>
        <translation>Rivedi partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Azione precedente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Jump to any action</source>
        <translation>Salta a un&apos;azione qualsiasi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <comment>a screen reader&apos;s name of the slider: the action shown</comment>
        <translation>Azione</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Forward ▶</source>
        <translation>Azione successiva ▶</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>One action back (Left arrow; Home: the start)</source>
        <translation>Un&apos;azione indietro (freccia sinistra; Home: l&apos;inizio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action forward (Right arrow; End: the end)</source>
        <translation>Un&apos;azione avanti (freccia destra; Fine: la fine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Velocità di riproduzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
</context>
<context>
    <name>RuleSetNames</name>
    <message>
        <location filename="../spider_qt/ui/texts/names.py" line="-65"/>
        <source>Classic</source>
        <comment>rule set (the Windows rules), next to Duel</comment>
        <translation>Classico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic rules</source>
        <translation>Regole classiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Windows rules: cards turn by themselves, undo anything.</source>
        <translation>Regole Windows: le carte si scoprono da sole, si può annullare tutto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duel</source>
        <translation>Duello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel rules</source>
        <translation>Regole del duello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StarGames rules: turn cards yourself, deal at any time, undo only card moves.</source>
        <translation>Regole StarGames: scopri tu le carte, dai le carte quando vuoi, annulli solo gli spostamenti.</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../spider_qt/ui/app.py" line="+383"/>
        <source>Settings not saved</source>
        <translation>Impostazioni non salvate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spider Duel cannot write its settings to %1. Your choices (the language, the cards, the last new game) last only until you quit.</source>
        <translation>Spider Duel non può scrivere le sue impostazioni in %1. Le tue scelte (la lingua, le carte, l&apos;ultima nuova partita) valgono solo finché non esci.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your unfinished game of deal %1 continues where you left it.</source>
        <translation>La tua partita in corso della smazzata %1 riprende da dove l&apos;avevi lasciata.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/autosave_check.py" line="+119"/>
        <source>The unfinished duel turn was changed outside Spider Duel: it does not agree with the duel kept in the records, so it is not continued.</source>
        <translation>Il turno di duello non finito è stato modificato fuori da Spider Duel: non concorda con il duello registrato, quindi non prosegue.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player whose turn it was has left the duel, as with Leave: the duel is lost for them.</source>
        <translation>Il giocatore di turno ha abbandonato il duello, come con Abbandona: per lui il duello è perso.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/duel/recovery.py" line="+87"/>
        <source>The duel in progress has no unfinished game left to go on from: it was lost, or could not be read.</source>
        <translation>Del duello in corso non resta nessuna partita in sospeso da cui continuare: è andata persa, o non è stato possibile leggerla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The duels in progress have no unfinished game left to go on from (it was lost, or could not be read), so they end without a winner: they count for neither player, and the games already recorded for them stay as they are.</source>
        <translation>Dei duelli in corso non resta nessuna partita in sospeso da cui continuare (è andata persa, o non è stato possibile leggerla), quindi finiscono senza vincitore: non contano per nessuno dei due giocatori, e le partite già registrate per questi duelli restano come sono.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The duel cannot go on, so it ends without a winner: it counts for neither player, and the games already recorded for it stay as they are.</source>
        <translation>Il duello non può continuare, quindi finisce senza vincitore: non conta per nessuno dei due giocatori, e le partite già registrate per questo duello restano come sono.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/file_dialog.py" line="+65"/>
        <source>Spider %1, %2-suit, deal %3, %4</source>
        <comment>suggested file name: rules, suit count (1, 2 or 4), deal number, date</comment>
        <translation>Spider %1, semi %2, smazzata %3, %4</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/autosave.py" line="-247"/>
        <source>Game of a newer version</source>
        <translation>Partita di una versione più recente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unfinished game in %1 was saved by a newer version of Spider Duel. It is left untouched for that version; this one keeps its own game beside it, in %2.</source>
        <translation>La partita in corso in %1 è stata salvata da una versione più recente di Spider Duel. Resta intatta per quella versione; questa versione salva la propria partita accanto, in %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A duel is in progress, but the statistics it is recorded in cannot be used now. It waits, untouched, and goes on when Spider Duel starts with the statistics usable again. Until then you can play games alone.</source>
        <translation>C&apos;è un duello in corso, ma le statistiche in cui viene registrato non si possono usare ora. Resta in attesa, intatto, e riprende quando Spider Duel si avvia e le statistiche sono di nuovo utilizzabili. Nel frattempo puoi giocare partite in solitario.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be restored.</source>
        <translation>Non è stato possibile recuperare la partita in corso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unfinished game lost</source>
        <translation>Partita in corso non recuperata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished game moved aside</source>
        <translation>Partita in corso spostata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was moved aside to
%1</source>
        <translation>Il file danneggiato è stato spostato in
%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You have an unfinished game (score %1, %2). Continue it?</source>
        <translation>Hai una partita in corso (punteggio %1, %2). Vuoi continuarla?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue your game?</source>
        <translation>Continuare la partita?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your game continues where you left it.</source>
        <translation>La partita riprende da dove l&apos;hai lasciata.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your game could not be saved automatically.</source>
        <translation>Non è stato possibile salvare automaticamente la partita.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Autosave failed</source>
        <translation>Salvataggio automatico non riuscito</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel keeps trying after every move.</source>
        <translation>Spider Duel riprova dopo ogni mossa.</translation>
    </message>
    <message>
        <location line="+98"/>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="+157"/>
        <source>Unfinished game kept</source>
        <translation>Partita in corso conservata</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="+1"/>
        <source>Your unfinished game was kept in
%1
Open it from Game &gt; Open recent to go on with it.</source>
        <translation>La partita in corso è stata conservata in
%1
Aprila da Partita &gt; Apri recenti per riprenderla.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is an earlier point of the game in progress. Go back to it? Your game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 è un punto precedente della partita in corso. Tornarci? La tua partita conta com&apos;è ora (punteggio %2), e ciò che giochi dal punto precedente non viene registrato di nuovo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <location filename="../spider_qt/ui/persistence/kept_tries.py" line="+66"/>
        <source>Open a game</source>
        <translation>Aprire una partita</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open %1 instead of the game in progress? Your game (score %2) is kept in %3 and listed under Open recent, to go on with it later.</source>
        <translation>Aprire %1 al posto della partita in corso? La tua partita (punteggio %2) viene conservata in %3 e compare in Apri recenti, così puoi riprenderla più tardi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game in progress not kept</source>
        <translation>Partita in corso non conservata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game in progress stays on the table.</source>
        <translation>La partita in corso resta sul tavolo.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>The unfinished game was moved aside, unchanged, to
%1</source>
        <translation>La partita in corso è stata spostata, senza modifiche, in
%1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/game_files.py" line="+73"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pen…</source>
        <translation>A&amp;pri…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Apri recen&amp;ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Game not saved</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved to %1</source>
        <translation>Partita salvata in %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 cannot be opened.</source>
        <translation>Non si può aprire %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a player&apos;s turn in a duel. A duel&apos;s game is played only in its duel.</source>
        <translation>%1 è la partita di un giocatore in un duello. La partita di un duello si gioca solo nel suo duello.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(it starts from a set position, so it is not recorded in the statistics)</source>
        <translation>(parte da una posizione prestabilita, quindi non viene registrata nelle statistiche)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games and duel messages (*.spider *.spiderduel)</source>
        <translation>Partite e messaggi di duello (*.spider *.spiderduel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duel messages (*.spiderduel)</source>
        <translation>Messaggi di duello (*.spiderduel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spider Duel games (*.spider)</source>
        <translation>Partite di Spider Duel (*.spider)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/kept_tries.py" line="-9"/>
        <source>%1 is an earlier point of a game you kept aside in %3. Go back to it? That game counts as it stands (score %2), and what you play from the earlier point is not recorded again.</source>
        <translation>%1 è un punto precedente di una partita che hai messo da parte in %3. Tornarci? Quella partita conta com&apos;è ora (punteggio %2), e ciò che giochi dal punto precedente non viene registrato di nuovo.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your game of this deal kept aside in %1 now counts as it stood (score %2).</source>
        <translation>La tua partita di questa smazzata messa da parte in %1 ora conta com&apos;era (punteggio %2).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/persistence.py" line="-25"/>
        <source>Duel in progress</source>
        <translation>Duello in corso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A duel is in progress, so it continues. The game asked for on the command line can be played once the duel is over.</source>
        <translation>C&apos;è un duello in corso, quindi continua. La partita chiesta dalla riga di comando si potrà giocare quando il duello sarà finito.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unfinished game continues</source>
        <translation>La partita in corso continua</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your unfinished game could not be kept aside, so it continues instead.</source>
        <translation>Non è stato possibile mettere da parte la partita in corso, quindi continui con quella.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/player_menu.py" line="+71"/>
        <source>Replay a finished &amp;game…</source>
        <translation>Rivedi una partita &amp;giocata…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>&amp;Giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profili…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;info…</source>
        <translation>&amp;Info giocatore…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export statistics as CSV…</source>
        <translation>&amp;Esporta le statistiche in CSV…</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+9"/>
        <source>You play as %1.</source>
        <translation>Giochi come %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From your next game, you play as %1.</source>
        <translation>Dalla prossima partita giochi come %1.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Replay</source>
        <comment>noun</comment>
        <translation>Rivedi partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no finished game to replay yet.</source>
        <translation>Non c&apos;è ancora nessuna partita giocata da rivedere.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a finished game</source>
        <translation>Rivedi una partita giocata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partita:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay: %1</source>
        <translation>Rivedi partita: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Player info</source>
        <translation>Info giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish a game first: then your statistics appear here.</source>
        <translation>Prima finisci una partita: poi qui compaiono le tue statistiche.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../spider_qt/ui/persistence/records.py" line="+56"/>
        <source>Statistics unavailable</source>
        <translation>Statistiche non disponibili</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game on the table (score %1)</source>
        <translation>La partita sul tavolo (punteggio %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>not won</source>
        <translation>non vinta</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1 · deal %2 · score %3, %4</source>
        <translation>%1 · smazzata %2 · punteggio %3, %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 · %2 · deal %3 · score %4, %5</source>
        <translation>%1 · %2 · smazzata %3 · punteggio %4, %5</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/persistence/records.py" line="+3"/>
        <source>You can play, but profiles and statistics are off until this is solved.</source>
        <translation>Puoi giocare, ma profili e statistiche restano disattivati finché il problema non è risolto.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics file damaged</source>
        <translation>File delle statistiche danneggiato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged and could not be read. It was moved aside to
%1
and new, empty statistics were started.</source>
        <translation>Il file delle statistiche era danneggiato e non si poteva leggere. È stato spostato in
%1
e sono state avviate nuove statistiche vuote.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The game is kept in the data folder and recorded at the next start.</source>
        <translation>La partita resta nella cartella dei dati e sarà registrata al prossimo avvio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game not recorded</source>
        <translation>Partita non registrata</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/prompts.py" line="+149"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 esiste già. Sostituirlo?</translation>
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
        <translation>Spider Duel è stato avviato di nuovo: la tua partita è qui.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/single_instance.py" line="+207"/>
        <source>Spider Duel is already open with the data folder %1 (process %2 on %3), but it does not answer. Close it, or wait until it ends, then start Spider Duel again.</source>
        <translation>Spider Duel è già aperto con la cartella dei dati %1 (processo %2 su %3), ma non risponde. Chiudilo o attendi che termini, poi avvia di nuovo Spider Duel.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/statistics.py" line="+47"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n seme</numerusform>
            <numerusform>%n semi</numerusform>
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
        <translation>Giocatore eliminato</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Percentuale vittorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time</source>
        <translation>Miglior tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves</source>
        <translation>Meno mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak</source>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak</source>
        <translation>Serie più lunga</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>Export statistics</source>
        <translation>Esporta le statistiche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n row(s) written.</source>
        <translation>
            <numerusform>%n riga scritta.</numerusform>
            <numerusform>%n righe scritte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Cleared</source>
        <translation>Risolte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won with help</source>
        <translation>Vinte con aiuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every game started counts, with help or without.</source>
        <translation>Conta ogni partita iniziata, con aiuto o senza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won without help: all eight runs on the discard pile. Duels are counted below.</source>
        <translation>Partite vinte senza aiuto: tutte e otto le sequenze nel mazzo di scarto. I duelli sono contati sotto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games cleared with a hint, the demo or the solver: played, but never a win.</source>
        <translation>Partite risolte con un suggerimento, la demo o il risolutore: giocate, ma mai vinte.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cleared</source>
        <translation>%1 risolte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Games with all eight runs cleared. A duel is won on points: duels won are counted apart.</source>
        <translation>Partite con tutte e otto le sequenze tolte. Un duello si vince ai punti: i duelli vinti si contano a parte.</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+166"/>
        <location line="+99"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No player yet: finish a game to start the statistics.</source>
        <translation>Ancora nessun giocatore: finisci una partita per avviare le statistiche.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The statistics of %1 start again from zero: games, wins, best scores and streaks. The record of duels against other players stays, and so do the games, for replays. This cannot be undone.</source>
        <translation>Le statistiche di %1 ripartono da zero: partite, vittorie, record e serie. Il bilancio dei duelli contro gli altri giocatori resta, e così le partite, per rivederle. Non si può annullare.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Azzera…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Esporta in CSV…</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Reset statistics?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Duels: %1 won, %2 lost, %3 drawn</source>
        <translation>Duelli vinti: %1, persi: %2, pareggiati: %3</translation>
    </message>
</context>
<context>
    <name>StoreErrors</name>
    <message>
        <location filename="../spider_qt/ui/texts/errors.py" line="+73"/>
        <source>A name can have at most %1 characters.</source>
        <translation>Un nome può avere al massimo %1 caratteri.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The statistics database is closed.</source>
        <translation>L&apos;archivio delle statistiche è chiuso.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Please enter a name.</source>
        <translation>Inserisci un nome.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder is read-only</source>
        <translation>la cartella è di sola lettura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you are not allowed to write there</source>
        <translation>non hai il permesso di scrivere lì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a file is in the way where a folder should be</source>
        <translation>al posto di una cartella c&apos;è un file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder is in the way where a file should be</source>
        <translation>al posto di un file c&apos;è una cartella</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused (%1)</source>
        <translation>il sistema ha rifiutato (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>il sistema ha rifiutato</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Folder: %1</source>
        <translation>Cartella: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The statistics in %1 are in use by another program (perhaps another Spider Duel).</source>
        <translation>Le statistiche in %1 sono in uso da parte di un altro programma (forse un altro Spider Duel).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk holding %1 is full, so the duel&apos;s records cannot be written.</source>
        <translation>Il disco che contiene %1 è pieno, quindi i dati del duello non si possono scrivere.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A file in %1 could not be written: %2. The previous copy is unchanged.</source>
        <translation>Non è stato possibile scrivere un file in %1: %2. La copia precedente resta invariata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A damaged file in %1 could not be moved aside: %2. It was left as it is.</source>
        <translation>Non è stato possibile spostare da parte un file danneggiato in %1: %2. È stato lasciato com&apos;è.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That name looks too much like the existing player “%1”. Please choose another.</source>
        <translation>Questo nome somiglia troppo a quello del giocatore «%1», che esiste già. Scegline un altro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is the name of a computer opponent. Please choose another.</source>
        <translation>«%1» è il nome di un avversario computer. Scegline un altro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is larger than any game (over %1 MB), so it was not read.</source>
        <translation>Il file è più grande di qualsiasi partita (oltre %1 MB), quindi non è stato letto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics in %1 were saved by a newer version of Spider Duel. They are left untouched; update Spider Duel to use them.</source>
        <translation>Le statistiche in %1 sono state salvate da una versione più recente di Spider Duel. Restano intatte; aggiorna Spider Duel per usarle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in %1 are in use by another program (perhaps another Spider Duel). Nothing was moved or deleted. Close that program, then start Spider Duel again.</source>
        <translation>Le statistiche in %1 sono in uso da parte di un altro programma (forse un altro Spider Duel). Non è stato spostato né cancellato nulla. Chiudi quel programma, poi avvia di nuovo Spider Duel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The disk holding %1 is full, so the statistics cannot be used. Nothing was moved or deleted. Free some space, then start Spider Duel again.</source>
        <translation>Il disco che contiene %1 è pieno, quindi le statistiche non si possono usare. Non è stato spostato né cancellato nulla. Libera un po&apos; di spazio, poi avvia di nuovo Spider Duel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 is read-only, so the statistics cannot be used. Nothing was moved or deleted.</source>
        <translation>La cartella %1 è di sola lettura, quindi le statistiche non si possono usare. Non è stato spostato né cancellato nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are not allowed to use the statistics in %1 (permission denied). Nothing was moved or deleted.</source>
        <translation>Non hai il permesso di usare le statistiche in %1 (accesso negato). Non è stato spostato né cancellato nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder %1 cannot be created: a file is in the way, or its place cannot hold folders.</source>
        <translation>Non si può creare la cartella dei dati %1: al suo posto c&apos;è un file, oppure lì non si possono creare cartelle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics database in %1 could not be used.</source>
        <translation>Non è stato possibile usare l&apos;archivio delle statistiche in %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics database in %1 holds an entry that Spider Duel did not write (it was changed by hand or by another program), so it could not be read. Nothing in it was changed.</source>
        <translation>L&apos;archivio delle statistiche in %1 contiene una voce che Spider Duel non ha scritto (è stata modificata a mano o da un altro programma), quindi non è stato possibile leggerlo. Non vi è stato cambiato nulla.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A name cannot contain control or formatting characters.</source>
        <translation>Un nome non può contenere caratteri di controllo o di formattazione.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That name is already taken.</source>
        <translation>Quel nome è già in uso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player no longer exists.</source>
        <translation>Quel giocatore non esiste più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player was deleted.</source>
        <translation>Quel giocatore è stato eliminato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer opponent cannot be renamed or deleted.</source>
        <translation>Un avversario computer non si può rinominare né eliminare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown computer level.</source>
        <translation>Livello del computer sconosciuto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game is no longer recorded.</source>
        <translation>Quella partita non è più registrata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game record is not valid.</source>
        <translation>La registrazione della partita non è valida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game started from a set position, not from a deal number, so it is not recorded in the statistics.</source>
        <translation>Questa partita è iniziata da una posizione prestabilita, non da un numero di smazzata, quindi non viene registrata nelle statistiche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That duel no longer exists.</source>
        <translation>Quel duello non esiste più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That challenge is no longer open.</source>
        <translation>Quella sfida non è più aperta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That duel is already finished.</source>
        <translation>Quel duello è già finito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot accept your own challenge.</source>
        <translation>Non puoi accettare una tua sfida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That challenge is meant for someone else.</source>
        <translation>Quella sfida è per qualcun altro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game belongs to another player.</source>
        <translation>Quella partita appartiene a un altro giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That game was played on a different deal.</source>
        <translation>Quella partita è stata giocata con altre carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That side of the duel has already played.</source>
        <translation>Questo giocatore ha già giocato la sua parte del duello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player cannot duel against themselves.</source>
        <translation>Un giocatore non può sfidare sé stesso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That deal does not exist.</source>
        <translation>Quella smazzata non esiste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That time limit is not allowed.</source>
        <translation>Quel tempo limite non è permesso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file does not exist.</source>
        <translation>Il file non esiste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read: you may not be allowed to open it.</source>
        <translation>Il file non si può leggere: forse non hai il permesso di aprirlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a regular file (a folder, a pipe or a device), so it was not read.</source>
        <translation>Questo non è un file normale (è una cartella, una pipe o un dispositivo), quindi non è stato letto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or incomplete.</source>
        <translation>Il file è danneggiato o incompleto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Spider Duel game file.</source>
        <translation>Questo non è un file di partita di Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was saved by a newer version of Spider Duel.</source>
        <translation>Il file è stato salvato da una versione più recente di Spider Duel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is damaged: the game in it cannot be played back.</source>
        <translation>Il file è danneggiato: la partita contenuta non si può riprodurre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong with the saved data.</source>
        <translation>Qualcosa è andato storto con i dati salvati.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>A name needs at least one letter, digit or sign that shows.</source>
        <translation>Un nome deve contenere almeno una lettera, una cifra o un segno visibile.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This is a symbolic link, not a file Spider Duel wrote, so it was not followed.</source>
        <translation>Questo è un collegamento simbolico, non un file scritto da Spider Duel, quindi non è stato seguito.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Your key for duels with friends elsewhere, in %1, is damaged. It was left as it is: move it away to get a new key (your friends will then see a changed key).</source>
        <translation>La tua chiave per i duelli con amici altrove, in %1, è danneggiata. È stata lasciata com&apos;è: spostala altrove per avere una nuova chiave (i tuoi amici vedranno allora una chiave cambiata).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your key for duels with friends elsewhere, in %1, cannot be read.</source>
        <translation>La tua chiave per i duelli con amici altrove, in %1, non si può leggere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This challenge was played here already: there is one attempt per challenge.</source>
        <translation>Questa sfida è già stata giocata qui: c&apos;è un solo tentativo per sfida.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../spider_qt/ui/computer/assist_commands.py" line="+83"/>
        <source>The computer plays this game. Esc stops it.</source>
        <translation>Il computer gioca questa partita. Esc la ferma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demo stopped.</source>
        <translation>Demo interrotta.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The computer could not work out a hint. Press Hint to try again.</source>
        <translation>Il computer non è riuscito a trovare un suggerimento. Premi di nuovo Suggerimento.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/table.py" line="+18"/>
        <source>Only a run of one suit in falling order can move together.</source>
        <translation>Si possono spostare insieme solo le carte di una sequenza dello stesso seme in ordine decrescente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card does not fit there.</source>
        <translation>Quella carta non va lì.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill every empty column before dealing.</source>
        <translation>Riempi ogni mucchio vuoto prima di dare le carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty.</source>
        <translation>Il tallone è vuoto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è niente da annullare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has reached its limit of %1 actions: press Done to end it.</source>
        <translation>Questa partita ha raggiunto il limite di %1 azioni: premi Fine per concluderla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è permessa.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No move is left: undo a move, or press Done to end the game.</source>
        <translation>Non ci sono più mosse: annulla una mossa, oppure premi Fine per chiudere la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move is left: press Done to end the game.</source>
        <translation>Non ci sono più mosse: premi Fine per chiudere la partita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move is left.</source>
        <translation>Non resta nessuna mossa utile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: deal new cards.</source>
        <translation>Suggerimento: dai nuove carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: turn the card in column %1.</source>
        <translation>Suggerimento: scopri la carta del mucchio %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: move to column %1.</source>
        <translation>Suggerimento: sposta sul mucchio %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No hints in this duel: the players did not agree to hints, the demo and the solver.</source>
        <translation>Niente suggerimenti in questo duello: i giocatori non hanno accettato suggerimenti, demo e risolutore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer&apos;s clocks disagreed while your clock ran: the longer time counts.</source>
        <translation>Gli orologi di questo computer non erano d&apos;accordo mentre il tuo tempo scorreva: conta il tempo più lungo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each time is the longest that this computer&apos;s clocks measured (see Help).</source>
        <translation>Ogni tempo è il più lungo misurato dagli orologi di questo computer (vedi la guida).</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/status_line.py" line="+65"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score: %1</source>
        <translation>Punteggio: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
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
        <translation>Il computer sta iniziando la sua partita…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n action(s) played so far…</source>
        <translation>
            <numerusform>%n azione giocata finora…</numerusform>
            <numerusform>%n azioni giocate finora…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Speed:</source>
        <translation>Velocità:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch it play</source>
        <translation>Guardalo giocare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the computer to %1</source>
        <translation>Passa il computer a %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays the same deal now. Press Start when you are ready; the clock starts then.</source>
        <translation>Ora %1 gioca con le stesse carte. Premi Inizia quando vuoi cominciare: solo allora parte il tempo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The duel waits</source>
        <translation>Il duello è in attesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game paused</source>
        <translation>Partita in pausa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s clock is stopped and the table is hidden.</source>
        <translation>Il tempo di %1 è fermo e il tavolo è nascosto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock is stopped and the table is hidden.</source>
        <translation>Il tempo è fermo e il tavolo è nascosto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is still playing</source>
        <translation>Il computer sta ancora giocando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its result stays hidden until it has finished. You can watch it play on the table.</source>
        <translation>Il suo risultato resta nascosto finché non ha finito. Puoi guardarlo giocare sul tavolo.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 goes on with the turn begun before. Press Start when you are ready; the clock goes on then.</source>
        <translation>%1 riprende il turno già iniziato. Premi Inizia quando vuoi continuare: solo allora riparte il tempo.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+251"/>
        <source>Deal</source>
        <comment>verb: button that deals ten new cards</comment>
        <translation>Dai le carte</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Deal a card onto every column (D)</source>
        <translation>Dai una carta su ogni mucchio (D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultima mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <location line="+21"/>
        <location line="+151"/>
        <source>Leave</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="-197"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Done</source>
        <translation>Fine</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>Leave the table</source>
        <translation>Abbandona il tavolo</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>End your game now and see the result</source>
        <translation>Termina ora la partita e guarda il risultato</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Time left</source>
        <translation>Tempo rimasto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time played</source>
        <translation>Tempo di gioco</translation>
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
        <translation>Smazzata n. %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>End this game?</source>
        <translation>Terminare questa partita?</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Your game ends now and your score counts as it stands.</source>
        <translation>La partita finisce ora e vale il punteggio attuale.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Spider Duel – deal %1</source>
        <comment>window title; %1 is the deal number</comment>
        <translation>Spider Duel – smazzata n. %1</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/texts/table.py" line="-43"/>
        <source>Undo never goes back past a deal: the cards dealt stay.</source>
        <translation>Annulla non torna mai a prima di una distribuzione: le carte date restano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turned cards and deals are final: Undo never goes back past them.</source>
        <translation>Le carte scoperte e le distribuzioni sono definitive: Annulla non torna mai a prima di esse.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/main_window.py" line="+152"/>
        <source>About Spider Duel</source>
        <translation>Informazioni su Spider Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Spider Solitaire as the Windows classic plays it, plus the StarGames duel: two players, the same deal, the higher score wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spider Duel %1&lt;/h3&gt;&lt;p&gt;Il Solitario Spider con le regole del classico di Windows, e in più il duello di StarGames: due giocatori, le stesse carte, vince chi ha il punteggio più alto.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>This game was helped (hints, demo or solver).</source>
        <translation>Questa partita ha avuto aiuti (suggerimenti, demo o risolutore).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Time is up.</source>
        <translation>Il tempo è scaduto.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Then it is %1&apos;s turn.</source>
        <translation>Poi tocca a %1.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+139"/>
        <source>%1&apos;s game. Duel result shows both games.</source>
        <translation>La partita di %1. «Risultato del duello» mostra entrambe le partite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is up</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All eight runs are on the discard pile.</source>
        <translation>Tutte e otto le sequenze sono nel mazzo di scarto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result for this deal.</source>
        <translation>Il tuo risultato per questa smazzata.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <comment>button: play this deal again from the start</comment>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duel result</source>
        <translation>Risultato del duello</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The demo finished this game</source>
        <translation>La demo ha finito questa partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won with help</source>
        <translation>Vinta con aiuto</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With help, it counts as played, not as won.</source>
        <translation>Con un aiuto conta come giocata, non come vinta.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/table_view.py" line="+65"/>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right or 1 to 0 choose a column; Space or Enter picks up the cards that can move and puts them down on the chosen column; Up and Down hold one card more or fewer; Esc puts them back.</source>
        <translation>Freccia sinistra e destra o da 1 a 0 scelgono un mucchio; Spazio o Invio prende le carte che si possono spostare e le posa sul mucchio scelto; Freccia su e giù tengono una carta in più o in meno; Esc rimette a posto le carte.</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/time_up.py" line="+41"/>
        <source>Time is up</source>
        <comment>time up</comment>
        <translation>Tempo scaduto</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../spider_qt/ui/window/welcome_card.py" line="+77"/>
        <source>Welcome to Spider Duel</source>
        <translation>Benvenuto in Spider Duel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game is dealt for you. Play it alone, or duel on the same deal: two players, one after the other, and the higher score wins.</source>
        <translation>Una partita è già distribuita. Giocala da solo, oppure in duello con le stesse carte: due giocatori, uno dopo l&apos;altro, e vince chi ha il punteggio più alto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play alone</source>
        <translation>Gioca da solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel a friend here</source>
        <translation>Duello con un amico qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duel the computer</source>
        <translation>Duello contro il computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge a friend elsewhere</source>
        <translation>Sfida un amico altrove</translation>
    </message>
    <message>
        <location filename="../spider_qt/ui/window/panels.py" line="+83"/>
        <source>The table is free. Start a new game: alone, or a duel on the same deal.</source>
        <translation>Il tavolo è libero. Inizia una nuova partita: in solitario o in duello con le stesse carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
</context>
</TS>
