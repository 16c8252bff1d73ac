<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Assist</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/computer/assist.py" line="+421"/>
        <source>Searching for a way to win… (up to %n second(s))</source>
        <translation>
            <numerusform>Searching for a way to win… (up to %n second)</numerusform>
            <numerusform>Searching for a way to win… (up to %n seconds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>Yes: this game can still be won, in %n move(s) from here.</source>
        <translation>
            <numerusform>Yes: this game can still be won, in %n move from here.</numerusform>
            <numerusform>Yes: this game can still be won, in %n moves from here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Duel</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/challenges_dialog.py" line="+145"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n suit</numerusform>
            <numerusform>%n suits</numerusform>
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
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/result_dialog.py" line="+274"/>
        <source>Deal %1 · %2 · %n suit(s)</source>
        <translation>
            <numerusform>Deal %1 · %2 · %n suit</numerusform>
            <numerusform>Deal %1 · %2 · %n suits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+122"/>
        <source>moved %n card(s) from column %1 to column %2</source>
        <translation>
            <numerusform>moved %n card from column %1 to column %2</numerusform>
            <numerusform>moved %n cards from column %1 to column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-103"/>
        <source>%1 (%n action(s))</source>
        <translation>
            <numerusform>%1 (%n action)</numerusform>
            <numerusform>%1 (%n actions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/new_game.py" line="+277"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/player_info.py" line="+231"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n won (all cards cleared)</source>
        <translation>
            <numerusform>%n won (all cards cleared)</numerusform>
            <numerusform>%n won (all cards cleared)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n game(s) with help</source>
        <translation>
            <numerusform>%n game with help</numerusform>
            <numerusform>%n games with help</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n duel(s) void (not played out)</source>
        <translation>
            <numerusform>%n duel void (not played out)</numerusform>
            <numerusform>%n duels void (not played out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteDuels</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/duel/remote_dialogs.py" line="+39"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+92"/>
        <location filename="../spider_qt/ui/duel/remote_list.py" line="+126"/>
        <location line="+11"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n suit</numerusform>
            <numerusform>%n suits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>Rules: %1, %n suit(s)</source>
        <translation>
            <numerusform>Rules: %1, %n suit</numerusform>
            <numerusform>Rules: %1, %n suits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/dialogs/statistics.py" line="+47"/>
        <source>%n suit(s)</source>
        <translation>
            <numerusform>%n suit</numerusform>
            <numerusform>%n suits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+397"/>
        <source>%n row(s) written.</source>
        <translation>
            <numerusform>%n row written.</numerusform>
            <numerusform>%n rows written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <location filename="../spider_qt/ui/window/status_line.py" line="+67"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spider_qt/ui/window/cover.py" line="+132"/>
        <source>%n action(s) played so far…</source>
        <translation>
            <numerusform>%n action played so far…</numerusform>
            <numerusform>%n actions played so far…</numerusform>
        </translation>
    </message>
</context>
</TS>
