<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AdvicePanel</name>
    <message>
        <source>Setup advice</source>
        <translation>Tipps zur Aufstellung</translation>
    </message>
    <message>
        <source>Setup advice is for the Classic army of 40 pieces.</source>
        <translation>Die Tipps zur Aufstellung gelten für die klassische Armee mit 40 Figuren.</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>befolgt</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>nicht befolgt</translation>
    </message>
    <message>
        <source>Setup advice, checked once all pieces are placed</source>
        <translation>Tipps zur Aufstellung, geprüft, sobald alle Figuren stehen</translation>
    </message>
    <message>
        <source>not yet checked</source>
        <translation>noch nicht geprüft</translation>
    </message>
</context>
<context>
    <name>AdviceText</name>
    <message>
        <source>Flag on the back row, walled in by Bombs</source>
        <translation>Fahne in der hintersten Reihe, von Bomben umschlossen</translation>
    </message>
    <message>
        <source>A decoy walled in by Bombs</source>
        <translation>Ein Köder, von Bomben umschlossen</translation>
    </message>
    <message>
        <source>Few Bombs in the front row</source>
        <translation>Wenige Bomben in der vordersten Reihe</translation>
    </message>
    <message>
        <source>Strong and weak pieces mixed in front</source>
        <translation>Starke und schwache Figuren vorne gemischt</translation>
    </message>
    <message>
        <source>Scouts in front and at the back</source>
        <translation>Aufklärer vorne und hinten</translation>
    </message>
    <message>
        <source>The Spy close to the General</source>
        <translation>Der Spion nahe beim General</translation>
    </message>
    <message>
        <source>On the back row the Flag can only be reached from the front and sides; Bombs on every side keep all but Miners away.</source>
        <translation>In der hintersten Reihe ist die Fahne nur von vorne und von den Seiten erreichbar; Bomben auf allen Seiten halten alle Figuren außer Mineuren fern.</translation>
    </message>
    <message>
        <source>Bombs around another back-row square make your opponent guess where the Flag really is.</source>
        <translation>Bomben um ein weiteres Feld der hintersten Reihe lassen deinen Gegner raten, wo die Fahne wirklich steht.</translation>
    </message>
    <message>
        <source>You only have six Bombs, and in the front row they block your own pieces.</source>
        <translation>Du hast nur sechs Bomben, und in der vordersten Reihe blockieren sie deine eigenen Figuren.</translation>
    </message>
    <message>
        <source>Put a piece at least two ranks higher beside or behind each weak piece in the two front rows, so it can strike back.</source>
        <translation>Stelle neben oder hinter jede schwache Figur in den beiden vorderen Reihen eine Figur, die mindestens zwei Ränge höher ist, damit sie zurückschlagen kann.</translation>
    </message>
    <message>
        <source>Scouts in front find out what attacks you; Scouts at the back are kept for the end of the game.</source>
        <translation>Aufklärer vorne finden heraus, was dich angreift; Aufklärer hinten werden für das Spielende aufgespart.</translation>
    </message>
    <message>
        <source>Keep the Spy within two squares of the General: when the enemy Marshal takes the General, your Spy can take the Marshal.</source>
        <translation>Halte den Spion höchstens zwei Felder vom General entfernt: Wenn der gegnerische Feldmarschall den General schlägt, kann dein Spion den Feldmarschall schlagen.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Computer&apos;s analysis (up: Red better, down: Blue better)</source>
        <translation>Analyse des Computers (oben: Rot steht besser, unten: Blau steht besser)</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <translation>Spiel a&amp;nalysieren</translation>
    </message>
    <message>
        <source>Judge every move by what its player could know, in the background</source>
        <translation>Jeden Zug im Hintergrund danach beurteilen, was sein Spieler wissen konnte</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Vorheriger Fehler</translation>
    </message>
    <message>
        <source>Previous marked move: inaccuracy, mistake or blunder (P)</source>
        <translation>Vorheriger markierter Zug: Ungenauigkeit, Fehler oder Patzer (P)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Nächster Fehler</translation>
    </message>
    <message>
        <source>Next marked move: inaccuracy, mistake or blunder (N)</source>
        <translation>Nächster markierter Zug: Ungenauigkeit, Fehler oder Patzer (N)</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>The %1 attacks a known %2.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 the known piece it attacked</extracomment>
        <translation>Der %1 greift die als %2 bekannte Figur an.</translation>
    </message>
    <message>
        <source>The %1 attacks an unmoved piece: %2% chance of a Bomb.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage (38)</extracomment>
        <translation>Der %1 greift eine noch nicht bewegte Figur an: %2% Wahrscheinlichkeit für eine Bombe.</translation>
    </message>
    <message>
        <source>The %1 attacks a hidden piece: %2% chance that it loses or ties.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage</extracomment>
        <translation>Der %1 greift eine unbekannte Figur an: %2% Wahrscheinlichkeit, dass er verliert oder auf eine gleichrangige trifft.</translation>
    </message>
    <message>
        <source>The %1 stops next to a known %2 that beats it.</source>
        <extracomment>why a move was bad: %1 the moved piece, %2 the known enemy piece next to it</extracomment>
        <translation>Der %1 bleibt neben der als %2 bekannten Figur stehen, die ihn schlägt.</translation>
    </message>
    <message>
        <source>The %1 could have taken a known %2.</source>
        <extracomment>why a move was bad: %1 a piece that could have attacked, %2 the known weaker piece</extracomment>
        <translation>Der %1 hätte die als %2 bekannte Figur schlagen können.</translation>
    </message>
    <message>
        <source>%1: an inaccuracy (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: eine Ungenauigkeit (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a mistake (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: ein Fehler (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a blunder (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: ein Patzer (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: %2% → %3%.</source>
        <extracomment>the analysis of a move without a mark: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: %2% → %3%.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <extracomment>%1 the best move the computer found</extracomment>
        <translation>Besser: %1.</translation>
    </message>
    <message>
        <source>%1: accuracy %2%, inaccuracies %3, mistakes %4, blunders %5; worst moves: %6</source>
        <extracomment>each side&apos;s analysis: %1 the side, %2 the accuracy in percent, %3 inaccuracies, %4 mistakes, %5 blunders, %6 the worst moves by their number (&quot;12., 40…, 7.&quot;: a dot for Red&apos;s move, &quot;…&quot; for Blue&apos;s) or &quot;-&quot;</extracomment>
        <translation>%1: Genauigkeit %2%, Ungenauigkeiten %3, Fehler %4, Patzer %5; schlechteste Züge: %6</translation>
    </message>
</context>
<context>
    <name>ArmyModel</name>
    <message>
        <source>%1: Red %2 left, %3 gone; Blue %4 left, %5 gone</source>
        <extracomment>a row of the army table: %1 the rank (Scout, Bomb, …); %2 and %4 how many Red and Blue still have, %3 and %5 how many they lost</extracomment>
        <translation>%1: Rot %2 übrig, %3 geschlagen; Blau %4 übrig, %5 geschlagen</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read: %1 The file was kept as %2.</source>
        <extracomment>%1 the reason, a sentence of its own; %2 the path the damaged file was moved to</extracomment>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden: %1 Die Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be played on (%1). The file was kept as %2.</source>
        <extracomment>%1 what is wrong in the file; %2 the path the damaged file was moved to</extracomment>
        <translation>Das gespeicherte Spiel ist beschädigt und kann nicht fortgesetzt werden (%1). Die Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game is damaged (%1). It can go on after move %2; what came after that is lost. The damaged file was kept as %3.</source>
        <extracomment>%1 what is wrong in the file; %2 the number of the last good move; %3 the path the damaged file was moved to</extracomment>
        <translation>Das gespeicherte Spiel ist beschädigt (%1). Es kann nach Zug %2 weitergehen; was danach kam, ist verloren. Die beschädigte Datei wurde als %3 aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>BattleBanner</name>
    <message>
        <source>vs</source>
        <translation>gegen</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <extracomment>%1 the attacking piece, %2 the attacked piece (ranks such as Scout, Bomb)</extracomment>
        <translation>%1 greift %2 an</translation>
    </message>
</context>
<context>
    <name>BeliefsLayer</name>
    <message>
        <source>%1 had no idea yet where the Flag was.</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue)</extracomment>
        <translation>%1 hatte noch keine Ahnung, wo die Fahne stand.</translation>
    </message>
    <message>
        <source>%1 thought the Flag most likely on %2 (%3%).</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue), %2 a square (&quot;B2&quot;), %3 a chance in percent</extracomment>
        <translation>%1 vermutete die Fahne am ehesten auf %2 (%3%).</translation>
    </message>
    <message>
        <source>Beliefs</source>
        <translation>Vermutungen</translation>
    </message>
    <message>
        <source>Show what a player believed of the other&apos;s hidden pieces at this move (B): on each piece its likeliest rank and that rank&apos;s chance, and tinted squares where the Flag might be. Worked out by the computer&apos;s own belief model from that player&apos;s view alone. A side&apos;s view shows that side&apos;s beliefs; with everything revealed, the computer&apos;s in a game against it.</source>
        <translation>Zeigen, was ein Spieler beim gezeigten Zug über die verdeckten Figuren des anderen vermutete (B): auf jeder Figur ihr wahrscheinlichster Rang und dessen Wahrscheinlichkeit, dazu getönte Felder, wo die Fahne stehen könnte. Berechnet vom Vermutungsmodell des Computers, allein aus der Sicht dieses Spielers. Die Sicht einer Seite zeigt deren Vermutungen; bei „Alles aufgedeckt“ die des Computers in einem Spiel gegen ihn.</translation>
    </message>
    <message>
        <source>Show beliefs</source>
        <translation>Vermutungen zeigen</translation>
    </message>
</context>
<context>
    <name>BeliefsOverlay</name>
    <message>
        <source>%1 %2%</source>
        <extracomment>on a piece in the replay&apos;s beliefs layer: %1 a rank label (&quot;7&quot;, &quot;B&quot;), %2 its chance in percent</extracomment>
        <translation>%1 %2%</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>%1: lake</source>
        <extracomment>%1 the square (C5); read aloud by screen readers</extracomment>
        <translation>%1: See</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: %2 (deine Figur)</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: unbekannte gegnerische Figur</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece, has moved</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: unbekannte gegnerische Figur, wurde schon bewegt</translation>
    </message>
    <message>
        <source>%1: enemy Scout, not yet revealed</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: gegnerischer Aufklärer, noch nicht aufgedeckt</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>everything revealed: %1 the square (E4), %2 the owner (Red, Blue), %3 the rank (Scout, Bomb)</extracomment>
        <translation>%1: %3 (%2)</translation>
    </message>
    <message>
        <source>%1: enemy %2, revealed</source>
        <extracomment>%1 the square (E4), %2 the rank of the enemy piece</extracomment>
        <translation>%1: %2 des Gegners, aufgedeckt</translation>
    </message>
    <message>
        <source>%1: your %2, known to the opponent</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: %2 (deine Figur), dem Gegner bekannt</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move as a Scout</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: %2 (deine Figur), der Gegner sah sie wie einen Aufklärer ziehen</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: %2 (deine Figur), der Gegner sah sie ziehen</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <source>It is not a regular file (but a folder, a device or a pipe).</source>
        <translation>Das ist keine normale Datei (sondern ein Ordner, ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>The file is larger than 16 MiB.</source>
        <translation>Die Datei ist größer als 16 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <extracomment>%1 the system&apos;s reason, such as &quot;Permission denied&quot;</extracomment>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>you may not write to that folder</source>
        <translation>du darfst in diesen Ordner nicht schreiben</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>die Datei konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>EndOfGameBox</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Dieses Spiel wiedergeben</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>These files could not be read. They were left as they are:</source>
        <translation>Diese Dateien konnten nicht gelesen werden. Sie bleiben unverändert:</translation>
    </message>
    <message>
        <source>• %1: %2</source>
        <extracomment>a list item: %1 the path of a file, %2 why it could not be read</extracomment>
        <translation>• %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read and are not listed: %1</source>
        <extracomment>%n how many files; %1 their names, separated by commas</extracomment>
        <translation>
            <numerusform>%n Datei konnte nicht gelesen werden und wird nicht angezeigt: %1</numerusform>
            <numerusform>%n Dateien konnten nicht gelesen werden und werden nicht angezeigt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 what is wrong there</extracomment>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1 line, %2 what is wrong there</extracomment>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Deine Farbe</translation>
    </message>
</context>
<context>
    <name>GameLibraryPage</name>
    <message>
        <source>Delete game</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete the game against %1 for good?</source>
        <extracomment>%1 the opponent, such as &quot;Computer (level 3)&quot;</extracomment>
        <translation>Das Spiel gegen %1 endgültig löschen?</translation>
    </message>
    <message>
        <source>The file could not be deleted.</source>
        <translation>Die Datei konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spielaufzeichnungen (*.sgn)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Filter games…</source>
        <translation>Spiele filtern …</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>Datei ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Games (*.sgn *.xml *.gsn);;Game records (*.sgn);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Spiele (*.sgn *.xml *.gsn);;Spielaufzeichnungen (*.sgn);;Gravon-Spiele (*.xml *.gsn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Gravon games</source>
        <translation>Gravon-Spiele importieren</translation>
    </message>
    <message>
        <source>Zip archives (*.zip);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>ZIP-Archive (*.zip);;Gravon-Spiele (*.xml *.gsn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing Gravon games…</source>
        <translation>Gravon-Spiele werden importiert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import &amp;Gravon games…</source>
        <translation>&amp;Gravon-Spiele importieren …</translation>
    </message>
    <message>
        <source>Store every Gravon game file (.xml, .gsn) of a folder or a zip archive in the game library</source>
        <translation>Alle Gravon-Spieldateien (.xml, .gsn) aus einem Ordner oder ZIP-Archiv zu den gespeicherten Spielen legen</translation>
    </message>
    <message>
        <source>From a &amp;folder…</source>
        <translation>Aus einem &amp;Ordner …</translation>
    </message>
    <message>
        <source>From a &amp;zip archive…</source>
        <translation>Aus einem &amp;ZIP-Archiv …</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Let the computer judge every move of the chosen games, in the background; each game keeps its analysis</source>
        <translation>Den Computer im Hintergrund jeden Zug der gewählten Spiele beurteilen lassen; jedes Spiel behält seine Analyse</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik …</translation>
    </message>
    <message>
        <source>Your results against the computer by variant, level and setup</source>
        <translation>Deine Ergebnisse gegen den Computer nach Variante, Spielstärke und Aufstellung</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>Every game you finish against the computer is kept here; you can also open any .sgn file or Gravon game.</source>
        <translation>Jedes Spiel, das du gegen den Computer zu Ende spielst, wird hier aufbewahrt; du kannst auch jede .sgn-Datei und jedes Gravon-Spiel öffnen.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche nach einem guten Zug …</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 a suggested move such as E4-E5</extracomment>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Der Computer nimmt das Unentschieden an.</translation>
    </message>
    <message>
        <source>The computer declines the draw and plays on.</source>
        <translation>Der Computer lehnt das Unentschieden ab und spielt weiter.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>shown to the next player in a hot-seat game: %1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 hat %2 gezogen.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach …</translation>
    </message>
    <message>
        <source>Your move (%1)</source>
        <extracomment>%1 the player&apos;s side (Red, Blue)</extracomment>
        <translation>Du bist am Zug (%1)</translation>
    </message>
    <message>
        <source>The computer moves</source>
        <translation>Der Computer zieht</translation>
    </message>
    <message>
        <source>Not in a serious game</source>
        <translation>Im ernsthaften Spiel nicht verfügbar</translation>
    </message>
    <message>
        <source>You offer a draw; the computer considers it…</source>
        <translation>Du bietest ein Unentschieden an; der Computer überlegt …</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Unentschieden angeboten</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <extracomment>asked of the other player in a hot-seat game; %1 that player&apos;s side (Red, Blue)</extracomment>
        <translation>%1, nimmst du das Unentschieden an?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Willst du dieses Spiel wirklich aufgeben?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spielaufzeichnungen (*.sgn)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>%1 the path of the saved file</extracomment>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>The saved game of last time was damaged; it was kept as %1.</source>
        <extracomment>%1 the path the damaged file was moved to</extracomment>
        <translation>Das gespeicherte Spiel vom letzten Mal war beschädigt; es wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomben und die Fahne ziehen nie.</translation>
    </message>
</context>
<context>
    <name>GameSidePanel</name>
    <message>
        <source>Armies: left and gone (Red | Blue)</source>
        <translation>Armeen: übrig und geschlagen (Rot | Blau)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Unentschieden anbieten</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Thinking… %p%</source>
        <translation>Denkt nach … %p %</translation>
    </message>
</context>
<context>
    <name>GravonErrorText</name>
    <message>
        <source>This is not a Gravon game file (neither XML nor GSN).</source>
        <translation>Dies ist keine Gravon-Spieldatei (weder XML noch GSN).</translation>
    </message>
    <message>
        <source>The XML is not well formed: %1</source>
        <extracomment>%1 what is wrong, in English, from the XML reader</extracomment>
        <translation>Das XML ist nicht wohlgeformt: %1</translation>
    </message>
    <message>
        <source>There is no &lt;game&gt; element: not a Gravon game file.</source>
        <translation>Es gibt kein Element &lt;game&gt;: Das ist keine Gravon-Spieldatei.</translation>
    </message>
    <message>
        <source>The &lt;game&gt; element has no type.</source>
        <translation>Das Element &lt;game&gt; hat keinen Typ.</translation>
    </message>
    <message>
        <source>A game has two &lt;player&gt; elements; this file has %1.</source>
        <extracomment>%1 how many &lt;player&gt; elements the file has</extracomment>
        <translation>Ein Spiel hat zwei Elemente &lt;player&gt;; diese Datei hat %1.</translation>
    </message>
    <message>
        <source>A GSN file starts with &apos;#X38FA11 Stratego-Notation v1&apos;.</source>
        <translation>Eine GSN-Datei beginnt mit &apos;#X38FA11 Stratego-Notation v1&apos;.</translation>
    </message>
    <message>
        <source>The second line of a GSN file is &apos;type N&apos; (0 classic, 1 barrage, …).</source>
        <translation>Die zweite Zeile einer GSN-Datei lautet &apos;type N&apos; (0 classic, 1 barrage, …).</translation>
    </message>
    <message>
        <source>The file ends before END (is it cut short?).</source>
        <translation>Die Datei endet vor END (ist sie abgeschnitten?).</translation>
    </message>
    <message>
        <source>The file ends before the result line (is it cut short?).</source>
        <translation>Die Datei endet vor der Ergebniszeile (ist sie abgeschnitten?).</translation>
    </message>
    <message>
        <source>There is text after the result line: &apos;%1&apos;.</source>
        <extracomment>%1 the text found after the last line of a GSN file</extracomment>
        <translation>Nach der Ergebniszeile steht noch Text: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The Gravon variant &apos;%1&apos; is not played here (Flagfall plays classic, barrage and duell).</source>
        <extracomment>%1 the Gravon game type found in the file</extracomment>
        <translation>Die Gravon-Variante &apos;%1&apos; wird hier nicht gespielt (Flagfall spielt classic, barrage und duell).</translation>
    </message>
    <message>
        <source>The &lt;field&gt; element has no content.</source>
        <translation>Das Element &lt;field&gt; ist leer.</translation>
    </message>
    <message>
        <source>The file has no field: the game ended before both setups were complete.</source>
        <translation>Die Datei hat keine Startstellung: Das Spiel endete, bevor beide Aufstellungen vollständig waren.</translation>
    </message>
    <message>
        <source>The field has %1 letters, not 100.</source>
        <extracomment>%1 how many letters the field has</extracomment>
        <translation>Die Startstellung hat %1 Zeichen, nicht 100.</translation>
    </message>
    <message>
        <source>Letter %1 of the field (%2, &apos;%3&apos;)</source>
        <extracomment>%1 the letter&apos;s place in the field (1-100), %2 its square (C5), %3 the letter</extracomment>
        <translation>Zeichen %1 der Startstellung (%2, &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: a lake must be &apos;_&apos;.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: Ein See muss &apos;_&apos; sein.</translation>
    </message>
    <message>
        <source>%1: &apos;_&apos; (a lake) where there is no lake.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: &apos;_&apos; (ein See) an einer Stelle ohne See.</translation>
    </message>
    <message>
        <source>%1: no piece has this letter.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: Dieses Zeichen steht für keine Figur.</translation>
    </message>
    <message>
        <source>%1: a Blue piece outside rows 7-10.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: eine blaue Figur außerhalb der Reihen 7–10.</translation>
    </message>
    <message>
        <source>%1: a Red piece outside rows 1-4.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: eine rote Figur außerhalb der Reihen 1–4.</translation>
    </message>
    <message>
        <source>%1&apos;s setup: %2</source>
        <extracomment>%1 the side (Red, Blue), %2 what is wrong with its setup, in English</extracomment>
        <translation>Aufstellung von %1: %2</translation>
    </message>
    <message>
        <source>Move %1: a &lt;move&gt; needs a source and a target.</source>
        <extracomment>%1 the move&apos;s number as players count it (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s)</extracomment>
        <translation>Zug %1: Ein &lt;move&gt; braucht ein Start- und ein Zielfeld.</translation>
    </message>
    <message>
        <source>Move %1: expected a move like &apos;D4-D5&apos; or END, found &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the line found</extracomment>
        <translation>Zug %1: Erwartet wurde ein Zug wie &apos;D4-D5&apos; oder END, gefunden wurde &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1: there is no square &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the square as written</extracomment>
        <translation>Zug %1: Es gibt kein Feld &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the move (D4-D5), %3 why the rules refuse it</extracomment>
        <translation>Zug %1 (%2) ist ungültig: %3</translation>
    </message>
    <message>
        <source>There is no &lt;result&gt; element (is the file cut short?).</source>
        <translation>Es gibt kein Element &lt;result&gt; (ist die Datei abgeschnitten?).</translation>
    </message>
    <message>
        <source>The result&apos;s type must be a number.</source>
        <translation>Der Typ des Ergebnisses muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>The winner must be %1 (Red), %2 (Blue) or %3 (a draw).</source>
        <extracomment>%1, %2, %3 the numbers the file uses for Red, Blue and a draw</extracomment>
        <translation>Der Gewinner muss %1 (Rot), %2 (Blau) oder %3 (Unentschieden) sein.</translation>
    </message>
    <message>
        <source>Expected &apos;NAME vs NAME result T winner W&apos;, found &apos;%1&apos;.</source>
        <extracomment>%1 the line found</extracomment>
        <translation>Erwartet wurde &apos;NAME vs NAME result T winner W&apos;, gefunden wurde &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no Gravon result of type %1.</source>
        <extracomment>%1 the result type found in the file</extracomment>
        <translation>Es gibt kein Gravon-Ergebnis vom Typ %1.</translation>
    </message>
    <message>
        <source>The result says a Flag was captured, but no move captures it (is the file cut short?).</source>
        <translation>Laut Ergebnis wurde eine Fahne erobert, aber kein Zug erobert sie (ist die Datei abgeschnitten?).</translation>
    </message>
    <message>
        <source>The result says %1, but the moves end the game: %2, %3.</source>
        <extracomment>%1 the file&apos;s result (&quot;Red won&quot;), %2 the result of the moves, %3 how they end it</extracomment>
        <translation>Das Ergebnis lautet „%1“, doch nach den Zügen endet das Spiel so: %2, %3.</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>Rot hat gewonnen</translation>
    </message>
    <message>
        <source>Blue won</source>
        <translation>Blau hat gewonnen</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>the two-squares rule forbids another move back.</source>
        <translation>Die Zweifeld-Regel verbietet einen weiteren Zug zurück.</translation>
    </message>
    <message>
        <source>the chase rule forbids repeating a position of this chase.</source>
        <translation>Die Mehrfeld-Regel verbietet, eine Stellung dieser Verfolgung zu wiederholen.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>there is no piece on the starting square.</source>
        <translation>Auf dem Startfeld steht keine Figur.</translation>
    </message>
    <message>
        <source>the piece there is not the mover&apos;s.</source>
        <translation>Die Figur dort gehört nicht der Seite am Zug.</translation>
    </message>
    <message>
        <source>a Bomb or the Flag never moves.</source>
        <translation>Bomben und die Fahne ziehen nie.</translation>
    </message>
    <message>
        <source>pieces move straight along a row or column.</source>
        <translation>Figuren ziehen gerade entlang einer Reihe oder Spalte.</translation>
    </message>
    <message>
        <source>only a Scout moves more than one square.</source>
        <translation>Nur ein Aufklärer zieht mehr als ein Feld weit.</translation>
    </message>
    <message>
        <source>the way is blocked.</source>
        <translation>Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>no piece enters or crosses a lake.</source>
        <translation>Keine Figur betritt oder überquert einen See.</translation>
    </message>
    <message>
        <source>a piece cannot attack its own side.</source>
        <translation>Eine Figur kann keine Figur der eigenen Seite angreifen.</translation>
    </message>
    <message>
        <source>the rules do not allow it.</source>
        <translation>Die Regeln erlauben das nicht.</translation>
    </message>
</context>
<context>
    <name>GravonImport</name>
    <message>
        <source>could not be saved: %1</source>
        <extracomment>%1 why the file could not be written (&quot;the disk is full&quot;)</extracomment>
        <translation>konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Games imported: %1 of %2.</source>
        <extracomment>%1 games imported, %2 games tried</extracomment>
        <translation>Importierte Spiele: %1 von %2.</translation>
    </message>
    <message>
        <source>The import was canceled.</source>
        <translation>Der Import wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <extracomment>%n how many more files could not be read, beyond those listed</extracomment>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Hand the computer to the %1 player; the other player looks away.</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Gib den Computer an Spieler %1 weiter; der andere Spieler schaut weg.</translation>
    </message>
    <message>
        <source>I am %1: show my board</source>
        <extracomment>a button; %1 the side to move (Red, Blue)</extracomment>
        <translation>Ich bin %1: mein Brett zeigen</translation>
    </message>
</context>
<context>
    <name>LibraryAnalysis</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <extracomment>%1 the game under analysis, %2 how many games are to be analysed</extracomment>
        <translation>Spiel %1 von %2 wird analysiert …</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <source>The finished game could not be kept in the game library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Das beendete Spiel konnte nicht zu den gespeicherten Spielen gelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>LossesView</name>
    <message>
        <source>%1 × %2</source>
        <extracomment>%1 how many pieces were lost, %2 their rank: &quot;2 × Scout&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>keine Verluste</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>beside a picture of a piece: %1 how many of it were lost</extracomment>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>MainMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>Spiel &amp;öffnen …</translation>
    </message>
    <message>
        <source>&amp;Setups</source>
        <translation>&amp;Aufstellungen</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Flagfall</source>
        <translation>Flagfall</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Dateien, die nicht gelesen werden konnten</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Aufstellung öffnen</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>%1 konnte nicht geöffnet werden.
%2</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>%1 vs %2</source>
        <extracomment>after a move in the move list: %1 the attacking rank, %2 the attacked rank</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>ISF-Turnier</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Klassisch 1961</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>A second player at this computer</source>
        <translation>Ein zweiter Spieler an diesem Computer</translation>
    </message>
    <message>
        <source>Red (moves first)</source>
        <translation>Rot (zieht zuerst)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Serious game: no undo and no hints</source>
        <translation>Ernsthaftes Spiel: keine Zugrücknahme und keine Tipps</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Das nicht beendete Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>Your colour:</source>
        <translation>Deine Farbe:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Spielstärke des Computers:</translation>
    </message>
    <message>
        <source>Your setup:</source>
        <translation>Deine Aufstellung:</translation>
    </message>
</context>
<context>
    <name>OwnGamesDialog</name>
    <message>
        <source>Your games</source>
        <translation>Deine Spiele</translation>
    </message>
    <message>
        <source>No finished games against the computer in the library yet.</source>
        <translation>Unter den gespeicherten Spielen ist noch kein beendetes Spiel gegen den Computer.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished games against the computer in the library: won %1, drawn %2, lost %3.</source>
        <extracomment>%n the games counted; %1, %2 and %3 how many were won, drawn and lost</extracomment>
        <translation>
            <numerusform>%n beendetes Spiel gegen den Computer unter den gespeicherten Spielen: %1 gewonnen, %2 unentschieden, %3 verloren.</numerusform>
            <numerusform>%n beendete Spiele gegen den Computer unter den gespeicherten Spielen: %1 gewonnen, %2 unentschieden, %3 verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Nach Variante</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Nach Spielstärke des Computers</translation>
    </message>
    <message>
        <source>By setup</source>
        <translation>Nach Aufstellung</translation>
    </message>
</context>
<context>
    <name>OwnGamesModel</name>
    <message>
        <source>Level %1</source>
        <extracomment>%1 the computer&apos;s level, 1 to 5</extracomment>
        <translation>Spielstärke %1</translation>
    </message>
    <message>
        <source>Level not known</source>
        <translation>Spielstärke unbekannt</translation>
    </message>
    <message>
        <source>Setups not kept</source>
        <translation>Nicht übernommene Aufstellungen</translation>
    </message>
    <message>
        <source>Games won, a draw counting half</source>
        <translation>Gewonnene Spiele, ein Unentschieden zählt halb</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Quote</translation>
    </message>
</context>
<context>
    <name>PieceText</name>
    <message>
        <source>Flag</source>
        <translation>Fahne</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Aufklärer</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Mineur</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <translation>Oberst</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>Feldmarschall</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>unbekannte Figur</translation>
    </message>
    <message numerus="yes">
        <source>%n Flag(s) left</source>
        <extracomment>the setup editor&apos;s pieces still to place, in a list joined by commas; %n how many of this rank are left to place (the same for every rank below)</extracomment>
        <translation>
            <numerusform>%n Fahne übrig</numerusform>
            <numerusform>%n Fahnen übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Spy/Spies left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Spion übrig</numerusform>
            <numerusform>%n Spione übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Scout(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Aufklärer übrig</numerusform>
            <numerusform>%n Aufklärer übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Miner(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Mineur übrig</numerusform>
            <numerusform>%n Mineure übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sergeant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Unteroffizier übrig</numerusform>
            <numerusform>%n Unteroffiziere übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lieutenant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Leutnant übrig</numerusform>
            <numerusform>%n Leutnants übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Captain(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Hauptmann übrig</numerusform>
            <numerusform>%n Hauptleute übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Major(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Major übrig</numerusform>
            <numerusform>%n Majore übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Colonel(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Oberst übrig</numerusform>
            <numerusform>%n Oberste übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n General(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n General übrig</numerusform>
            <numerusform>%n Generäle übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marshal(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Feldmarschall übrig</numerusform>
            <numerusform>%n Feldmarschälle übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bomb(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n Bombe übrig</numerusform>
            <numerusform>%n Bomben übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Barrage</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Flag</source>
        <comment>in a sentence</comment>
        <translation>Fahne</translation>
    </message>
    <message>
        <source>Spy</source>
        <comment>in a sentence</comment>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Scout</source>
        <comment>in a sentence</comment>
        <translation>Aufklärer</translation>
    </message>
    <message>
        <source>Miner</source>
        <comment>in a sentence</comment>
        <translation>Mineur</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <comment>in a sentence</comment>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <comment>in a sentence</comment>
        <translation>Leutnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <comment>in a sentence</comment>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <source>Major</source>
        <comment>in a sentence</comment>
        <translation>Major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <comment>in a sentence</comment>
        <translation>Oberst</translation>
    </message>
    <message>
        <source>General</source>
        <comment>in a sentence</comment>
        <translation>General</translation>
    </message>
    <message>
        <source>Marshal</source>
        <comment>in a sentence</comment>
        <translation>Feldmarschall</translation>
    </message>
    <message>
        <source>Bomb</source>
        <comment>in a sentence</comment>
        <translation>Bombe</translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <source>(%n characters in all; the rest is not shown)</source>
        <extracomment>after a long text that was cut short: %n its length in characters</extracomment>
        <translation>
            <numerusform>(%n Zeichen insgesamt; der Rest wird nicht angezeigt)</numerusform>
            <numerusform>(%n Zeichen insgesamt; der Rest wird nicht angezeigt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPages</name>
    <message>
        <source>Unfinished game</source>
        <translation>Nicht beendetes Spiel</translation>
    </message>
    <message numerus="yes">
        <source>A game you did not finish was saved after %n move(s). Go on playing it?</source>
        <extracomment>%n moves as players count them (one move of each side is one move)</extracomment>
        <translation>
            <numerusform>Ein Spiel, das du nicht beendet hast, wurde nach %n Zug gespeichert. Möchtest du es weiterspielen?</numerusform>
            <numerusform>Ein Spiel, das du nicht beendet hast, wurde nach %n Zügen gespeichert. Möchtest du es weiterspielen?</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is finished.</source>
        <translation>Dieses Spiel ist beendet.</translation>
    </message>
    <message>
        <source>Abandon the unfinished game? It is kept in the game library, unfinished, and can be played on from there.</source>
        <translation>Willst du das nicht beendete Spiel verlassen? Es wird unbeendet bei den gespeicherten Spielen abgelegt und kann von dort weitergespielt werden.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept in the game library, so it stays where it is: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Das nicht beendete Spiel konnte nicht zu den gespeicherten Spielen gelegt werden und bleibt, wo es ist: %1</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message numerus="yes">
        <source>Refused by the two-squares rule: a piece may not go back and forth between the same squares more than %n time(s) in a row. Move another piece or go elsewhere.</source>
        <extracomment>%n how many times in a row a piece may go back and forth (3 or 5)</extracomment>
        <translation>
            <numerusform>Wegen der Zweifeld-Regel nicht erlaubt: Eine Figur darf nicht öfter als %n-mal hintereinander zwischen denselben Feldern hin- und herziehen. Ziehe eine andere Figur oder auf ein anderes Feld.</numerusform>
            <numerusform>Wegen der Zweifeld-Regel nicht erlaubt: Eine Figur darf nicht öfter als %n-mal hintereinander zwischen denselben Feldern hin- und herziehen. Ziehe eine andere Figur oder auf ein anderes Feld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused by the chase rule: this chasing move would bring back a position that already occurred in this chase. An endless chase is not allowed; give up the chase or chase another way.</source>
        <translation>Wegen der Mehrfeld-Regel nicht erlaubt: Dieser Verfolgungszug würde eine Stellung wiederherstellen, die in dieser Verfolgung schon vorgekommen ist. Endloses Verfolgen ist verboten; gib die Verfolgung auf oder verfolge auf anderem Weg.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Dieses Feld liegt nicht auf dem Spielbrett.</translation>
    </message>
    <message>
        <source>There is no piece there.</source>
        <translation>Dort steht keine Figur.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>Das ist nicht deine Figur.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomben und die Fahne ziehen nie.</translation>
    </message>
    <message>
        <source>Pieces move straight along a row or column.</source>
        <translation>Figuren ziehen gerade entlang einer Reihe oder Spalte.</translation>
    </message>
    <message>
        <source>Only a Scout moves more than one square.</source>
        <translation>Nur ein Aufklärer zieht mehr als ein Feld weit.</translation>
    </message>
    <message>
        <source>The way is blocked.</source>
        <translation>Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>No piece may enter a lake.</source>
        <translation>Keine Figur darf einen See betreten.</translation>
    </message>
    <message>
        <source>You cannot attack your own piece.</source>
        <translation>Du kannst keine eigene Figur angreifen.</translation>
    </message>
    <message>
        <source>Under these rules a Scout may not move and attack in the same turn.</source>
        <translation>Nach diesen Regeln darf ein Aufklärer nicht im selben Zug ziehen und angreifen.</translation>
    </message>
    <message>
        <source>%1 %2 attacks %3 %4: %5</source>
        <extracomment>%1 the attacking side (Red, Blue), %2 its rank, %3 the attacked side, %4 its rank, %5 the outcome (one of the next strings: &quot;the %1 wins.&quot;, …)</extracomment>
        <translation>%2 (%1) greift %4 (%3) an: %5</translation>
    </message>
    <message>
        <source>the Flag is captured!</source>
        <translation>Fahne erobert!</translation>
    </message>
    <message>
        <source>the %1 wins.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacker</extracomment>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>the %1 holds.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacked piece</extracomment>
        <translation>%1 hält stand.</translation>
    </message>
    <message>
        <source>both are removed.</source>
        <translation>Beide werden entfernt.</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <extracomment>%1 how the game ended, such as &quot;neither side can move&quot;</extracomment>
        <translation>Unentschieden: %1.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Du gewinnst: %1.</translation>
    </message>
    <message>
        <source>You lose: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Du verlierst: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <extracomment>%1 the winning side (Red, Blue), %2 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>%1 gewinnt: %2.</translation>
    </message>
    <message>
        <source>Strongest: plays its best, thinks up to 5 seconds</source>
        <translation>Stärkste Stufe: spielt mit voller Kraft, denkt bis zu 5 Sekunden nach</translation>
    </message>
    <message>
        <source>Strong: plays its best, thinks up to half a second</source>
        <translation>Stark: spielt mit voller Kraft, denkt bis zu einer halben Sekunde nach</translation>
    </message>
    <message>
        <source>That move does not match the target square: an attack needs an enemy piece there, a plain move an empty square.</source>
        <translation>Der Zug passt nicht zum Zielfeld: Ein Angriff braucht dort eine gegnerische Figur, ein normaler Zug ein leeres Feld.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Unentschieden nach Vereinbarung.</translation>
    </message>
    <message>
        <source>You win: the computer resigned.</source>
        <translation>Du gewinnst: Der Computer hat aufgegeben.</translation>
    </message>
    <message>
        <source>You lose: you resigned.</source>
        <translation>Du verlierst: Du hast aufgegeben.</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%1 the winning side, %2 the side that resigned (Red, Blue)</extracomment>
        <translation>%1 gewinnt: %2 hat aufgegeben.</translation>
    </message>
    <message>
        <source>Beginner: looks one move ahead, often blunders and soon forgets your pieces it has seen</source>
        <translation>Anfänger: sieht einen Zug voraus, patzt oft und vergisst bald, welche deiner Figuren er schon gesehen hat</translation>
    </message>
    <message>
        <source>Casual player: looks a little further, still careless, forgets your pieces after a while</source>
        <translation>Gelegenheitsspieler: sieht etwas weiter, bleibt aber unachtsam und vergisst deine Figuren nach einer Weile</translation>
    </message>
    <message>
        <source>Club player, the default: plays its best at once, sets up anew every game</source>
        <translation>Vereinsspieler, die Standardstufe: spielt sofort mit voller Kraft, stellt in jeder Partie neu auf</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>„%1“ ist schreibgeschützt.
Möchtest du die Datei trotzdem löschen?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <extracomment>%1 a file or folder name</extracomment>
        <translation>Willst du „%1“ wirklich löschen?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste der Orte und Lesezeichen</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Neuer Ordner</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Übergeordneter Ordner</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Neuer Ordner</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dateien des Typs:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Ordner suchen</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <extracomment>%1 the folder name that was typed</extracomment>
        <translation>%1
Der Ordner wurde nicht gefunden.
Bitte prüfe, ob der Ordnername richtig ist.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Der Ordner konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>Die Datei %1 existiert bereits.
Soll sie überschrieben werden?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Zum übergeordneten Ordner wechseln</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Zuletzt besucht</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Zur Detailansicht wechseln</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <extracomment>%1 the file name that was typed</extracomment>
        <translation>%1
Die Datei wurde nicht gefunden.
Bitte prüfe, ob der Dateiname richtig ist.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Zur Listenansicht wechseln</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Änderungsdatum</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mein Computer</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Details einblenden …</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Details ausblenden …</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <source>%1 – %2</source>
        <extracomment>the players of a game: %1 Red&apos;s name, %2 Blue&apos;s</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <extracomment>in the game library&apos;s Result column: %1 the winning side (Red, Blue)</extracomment>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>in the Result column: %1 the result (&quot;You won&quot;, &quot;Draw&quot;, …), %2 how the game ended (&quot;flag captured&quot;, &quot;by resignation&quot;, …)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Eigene Stellung</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <extracomment>a player&apos;s name in the game library; %1 the level, 1 to 5</extracomment>
        <translation>Computer (Spielstärke %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Red player</source>
        <translation>Spieler Rot</translation>
    </message>
    <message>
        <source>Blue player</source>
        <translation>Spieler Blau</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Du hast verloren</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>a comment in the move list: the computer suggested this move; %1 a move such as E4-E5</extracomment>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>A move was taken back here.</source>
        <translation>Hier wurde ein Zug zurückgenommen.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>%1 / %2</source>
        <extracomment>%1 the move shown, %2 the moves in the game</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One move back (Left, wheel up)</source>
        <translation>Einen Zug zurück (Pfeil links, Mausrad nach oben)</translation>
    </message>
    <message>
        <source>One move forward (Right, wheel down)</source>
        <translation>Einen Zug vor (Pfeil rechts, Mausrad nach unten)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Scrub through the game</source>
        <translation>Durch das Spiel spulen</translation>
    </message>
    <message>
        <source>Moves played / moves in the game</source>
        <translation>Gespielte Züge / Züge im Spiel</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Sehr langsam</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
</context>
<context>
    <name>ReplayFile</name>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the number of the move, %2 the move (E4-E5), %3 why it is illegal</extracomment>
        <translation>Zug %1 (%2) ist ungültig: %3</translation>
    </message>
</context>
<context>
    <name>ReplayMovesModel</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>Die Stellung vor dem ersten Zug</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>the ranks that met in a battle, as numbers or letters: %1 the attacker, %2 the attacked piece</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 moves %2</source>
        <extracomment>%1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1: the %2 takes the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 schlägt %3</translation>
    </message>
    <message>
        <source>%1: the %2 falls to the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 verliert gegen %3</translation>
    </message>
    <message>
        <source>%1: the %2 and the %3 are both removed</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 und %3 werden beide entfernt</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>This game cannot be shown.
%1</source>
        <extracomment>%1 what is wrong in the game</extracomment>
        <translation>Dieses Spiel kann nicht angezeigt werden.
%1</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>%1 konnte nicht geöffnet werden.
%2</translation>
    </message>
    <message>
        <source>No comment on this move.</source>
        <translation>Kein Kommentar zu diesem Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>in the replay&apos;s header: %n the length of the game in moves as players count them (one of each side)</extracomment>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Ans&amp;icht:</translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation>Sicht von Rot</translation>
    </message>
    <message>
        <source>Blue&apos;s view</source>
        <translation>Sicht von Blau</translation>
    </message>
    <message>
        <source>Everything revealed</source>
        <translation>Alles aufgedeckt</translation>
    </message>
    <message>
        <source>A side&apos;s view shows only what that player knew at the shown move.</source>
        <translation>Die Sicht einer Seite zeigt nur, was dieser Spieler beim gezeigten Zug wusste.</translation>
    </message>
    <message>
        <source>%1 lost:</source>
        <extracomment>%1 a side (Red, Blue); a list of its lost pieces follows</extracomment>
        <translation>Verluste von %1:</translation>
    </message>
    <message>
        <source>Material balance (up: Red ahead, down: Blue ahead)</source>
        <translation>Materialbilanz (oben: Rot vorn, unten: Blau vorn)</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Play on against the computer from the shown position</source>
        <translation>Ab der gezeigten Stellung gegen den Computer weiterspielen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Material balance</source>
        <translation>Materialbilanz</translation>
    </message>
    <message>
        <source>The analysis could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Die Analyse konnte nicht in %1 gespeichert werden.
%2</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Schreibe einen Kommentar zu diesem Zug</translation>
    </message>
    <message>
        <source>The comment could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Der Kommentar konnte nicht in %1 gespeichert werden.
%2</translation>
    </message>
</context>
<context>
    <name>ReviewPages</name>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>The board has 10 × 10 squares: columns A to J, rows 1 to 10 counted from Red&apos;s side.</source>
        <translation>Das Spielbrett hat 10 × 10 Felder: Spalten A bis J und Reihen 1 bis 10, von der Seite von Rot aus gezählt.</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Seen</translation>
    </message>
    <message>
        <source>The two lakes in the middle (C5, D5, C6, D6 and G5, H5, G6, H6) can never be entered or crossed.</source>
        <translation>Die beiden Seen in der Mitte (C5, D5, C6, D6 und G5, H5, G6, H6) dürfen nie betreten oder überquert werden.</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>The higher the rank, the stronger the piece. The table below shows every piece and how many each army has.</source>
        <translation>Je höher der Rang, desto stärker die Figur. Die Tabelle unten zeigt alle Figuren und wie viele davon jede Armee hat.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Red sets up in rows 1 to 4, Blue in rows 7 to 10. In Classic all 40 squares are filled; in Barrage and Duel the pieces go anywhere in the four rows. You never see the ranks of enemy pieces until they fight.</source>
        <translation>Rot stellt in den Reihen 1 bis 4 auf, Blau in den Reihen 7 bis 10. In der Variante Klassisch werden alle 40 Felder besetzt; bei Barrage und Duell dürfen die Figuren beliebig in den vier Reihen stehen. Die Ränge gegnerischer Figuren siehst du erst, wenn sie kämpfen.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Zugfolge</translation>
    </message>
    <message>
        <source>Red moves first, then the players take turns. You must move: you cannot pass.</source>
        <translation>Rot zieht zuerst, danach ziehen die Spieler abwechselnd. Du musst ziehen: Aussetzen ist nicht möglich.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>A piece moves one square forward, back, left or right, never diagonally, onto an empty square or onto an enemy piece to attack it.</source>
        <translation>Eine Figur zieht ein Feld nach vorne, hinten, links oder rechts, nie diagonal, auf ein leeres Feld oder auf eine gegnerische Figur, um sie anzugreifen.</translation>
    </message>
    <message>
        <source>Bombs and Flag</source>
        <translation>Bomben und Fahne</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomben und die Fahne ziehen nie.</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Aufklärer</translation>
    </message>
    <message>
        <source>A Scout moves any number of empty squares in a straight line, and (with attack at range on) may attack the first enemy piece on that line.</source>
        <translation>Ein Aufklärer zieht beliebig viele leere Felder in gerader Linie und darf (wenn „Angriff aus der Entfernung“ eingeschaltet ist) die erste gegnerische Figur auf dieser Linie angreifen.</translation>
    </message>
    <message>
        <source>Revealing</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>An attack shows both pieces&apos; ranks to both players, for the rest of the game.</source>
        <translation>Ein Angriff zeigt beiden Spielern die Ränge beider Figuren, für den Rest des Spiels.</translation>
    </message>
    <message>
        <source>Higher wins</source>
        <translation>Der höhere Rang gewinnt</translation>
    </message>
    <message>
        <source>The lower rank is removed. If the attacker wins, it moves onto the square.</source>
        <translation>Die Figur mit dem niedrigeren Rang wird entfernt. Gewinnt der Angreifer, zieht er auf das Feld.</translation>
    </message>
    <message>
        <source>Equal ranks</source>
        <translation>Gleicher Rang</translation>
    </message>
    <message>
        <source>When both ranks are equal, both pieces are removed.</source>
        <translation>Haben beide Figuren denselben Rang, werden beide entfernt.</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bomben</translation>
    </message>
    <message>
        <source>Every attacker except a Miner loses against a Bomb. A Miner removes the Bomb and takes its square.</source>
        <translation>Jeder Angreifer außer einem Mineur verliert gegen eine Bombe. Ein Mineur entfernt die Bombe und nimmt ihr Feld ein.</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>A Spy that attacks the Marshal wins. A Spy that is attacked loses to anything.</source>
        <translation>Ein Spion, der den Feldmarschall angreift, gewinnt. Wird ein Spion angegriffen, verliert er gegen jede Figur.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Fahne</translation>
    </message>
    <message>
        <source>Whoever attacks the enemy Flag captures it and wins at once.</source>
        <translation>Wer die gegnerische Fahne angreift, erobert sie und gewinnt sofort.</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>Two-squares rule</source>
        <translation>Zweifeld-Regel</translation>
    </message>
    <message>
        <source>A piece may not go back and forth between the same squares more than three times in a row (five in the ISF preset).</source>
        <translation>Eine Figur darf nicht öfter als dreimal hintereinander zwischen denselben Feldern hin- und herziehen (fünfmal bei den Regeln „ISF-Turnier“).</translation>
    </message>
    <message>
        <source>Chase rule</source>
        <translation>Mehrfeld-Regel</translation>
    </message>
    <message>
        <source>You may not chase an enemy piece endlessly: a chasing move may not repeat a position that occurred since the chase began.</source>
        <translation>Du darfst eine gegnerische Figur nicht endlos verfolgen: Ein Verfolgungszug darf keine Stellung wiederholen, die seit Beginn der Verfolgung schon vorgekommen ist.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Kein Fortschritt</translation>
    </message>
    <message>
        <source>If 200 moves in a row pass without an attack, the game is a draw.</source>
        <translation>Vergehen 200 Züge hintereinander ohne Angriff, endet das Spiel unentschieden.</translation>
    </message>
    <message>
        <source>Resign and draw</source>
        <translation>Aufgeben und Unentschieden</translation>
    </message>
    <message>
        <source>You may resign at any time. Two players may agree a draw; the computer accepts or declines a draw offer itself.</source>
        <translation>Du kannst jederzeit aufgeben. Zwei Spieler können sich auf ein Unentschieden einigen; der Computer entscheidet selbst, ob er ein angebotenes Unentschieden annimmt oder ablehnt.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Each player has an army. Capture the enemy Flag, or leave your opponent without a move, to win.</source>
        <translation>Jeder Spieler hat eine Armee. Um zu gewinnen, erobere die gegnerische Fahne oder lass deinem Gegner keinen Zug mehr.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>A player who cannot move loses. If neither player can move, the game is a draw.</source>
        <translation>Wer nicht ziehen kann, verliert. Kann keiner der beiden Spieler ziehen, endet das Spiel unentschieden.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The file is not in the settings format.</source>
        <translation>Die Datei hat nicht das Format der Einstellungen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Numbering:</source>
        <translation>&amp;Nummerierung:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Spielstärke des &amp;Computers:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Modern (Marshal 10, Spy 1)</source>
        <translation>Modern (Feldmarschall 10, Spion 1)</translation>
    </message>
    <message>
        <source>Classic (Marshal 1, Scout 9, Spy S)</source>
        <translation>Klassisch (Feldmarschall 1, Aufklärer 9, Spion S)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>ISF-Turnier</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Klassisch 1961</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>SetupBoardModel</name>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the piece placed there</extracomment>
        <translation>%1: %2 (deine Figur)</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>%1 versetzen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>%1 entfernen</translation>
    </message>
</context>
<context>
    <name>SetupChooser</name>
    <message>
        <source>Another one</source>
        <translation>Eine andere</translation>
    </message>
    <message>
        <source>Draw a different army</source>
        <translation>Eine andere Aufstellung erstellen</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <source>Change this army in the setup editor first</source>
        <translation>Diese Aufstellung zuerst im Aufstellungseditor ändern</translation>
    </message>
    <message>
        <source>The army you will get</source>
        <translation>Die Aufstellung, die du bekommst</translation>
    </message>
    <message>
        <source>Human-like, drawn for you</source>
        <translation>Wie ein Mensch, für dich erstellt</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>The one last edited in the setup editor</source>
        <translation>Die zuletzt im Aufstellungseditor bearbeitete</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <extracomment>%1 is the name of a setup in the player&apos;s setup library</extracomment>
        <translation>Aus deinen Aufstellungen: %1</translation>
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Put every piece back in the tray</source>
        <translation>Alle Figuren zurück in den Vorrat legen</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Place the remaining pieces at random</source>
        <translation>Die restlichen Figuren zufällig aufstellen</translation>
    </message>
    <message>
        <source>Human-like</source>
        <translation>Wie ein Mensch</translation>
    </message>
    <message>
        <source>Place the remaining pieces where human players tend to put them</source>
        <translation>Die restlichen Figuren dort aufstellen, wo menschliche Spieler sie meist hinstellen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen …</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep this setup in your setup library</source>
        <translation>Diese Aufstellung in deine Aufstellungen übernehmen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the setup string to the clipboard</source>
        <translation>Den Aufstellungstext in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Paste a setup string or Gravon&apos;s 40 letters</source>
        <translation>Einen Aufstellungstext oder die 40 Buchstaben von Gravon einfügen</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Aufzustellende Figuren</translation>
    </message>
    <message>
        <source>Your setup area</source>
        <translation>Dein Aufstellungsbereich</translation>
    </message>
    <message numerus="yes">
        <source>All %n pieces are placed.</source>
        <extracomment>%n the size of the army (40 in Classic)</extracomment>
        <translation>
            <numerusform>%n Figur ist aufgestellt.</numerusform>
            <numerusform>Alle %n Figuren sind aufgestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>My setup</source>
        <translation>Meine Aufstellung</translation>
    </message>
    <message>
        <source>Random fill</source>
        <translation>Zufällig auffüllen</translation>
    </message>
    <message>
        <source>Human-like fill</source>
        <translation>Wie ein Mensch auffüllen</translation>
    </message>
    <message>
        <source>There is no %1 left to place.</source>
        <extracomment>%1 a rank such as Scout</extracomment>
        <translation>%1: keine mehr zum Aufstellen übrig.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Place all pieces first.</source>
        <translation>Stelle zuerst alle Figuren auf.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Kept in your setup library.</source>
        <translation>In deine Aufstellungen übernommen.</translation>
    </message>
    <message>
        <source>That is not a setup string or a Gravon setup.</source>
        <translation>Das ist weder ein Aufstellungstext noch eine Gravon-Aufstellung.</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Aufstellung öffnen</translation>
    </message>
    <message>
        <source>Setups (*.setup);;All files (*)</source>
        <translation>Aufstellungen (*.setup);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save setup</source>
        <translation>Aufstellung speichern</translation>
    </message>
    <message>
        <source>Setups (*.setup)</source>
        <translation>Aufstellungen (*.setup)</translation>
    </message>
    <message>
        <source>Could not keep it in your setup library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Die Aufstellung konnte nicht in deine Aufstellungen übernommen werden: %1</translation>
    </message>
    <message>
        <source>“%1” is not complete, so it cannot be kept in your setup library. Leave it and lose the changes?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>„%1“ ist nicht vollständig und kann deshalb nicht in deine Aufstellungen übernommen werden. Trotzdem verlassen und die Änderungen verwerfen?</translation>
    </message>
    <message>
        <source>Keep “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>„%1“ in deine Aufstellungen übernehmen?</translation>
    </message>
    <message>
        <source>Keep the changes to “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Die Änderungen an „%1“ in deine Aufstellungen übernehmen?</translation>
    </message>
    <message>
        <source>Changes not kept</source>
        <translation>Nicht übernommene Änderungen</translation>
    </message>
</context>
<context>
    <name>SetupErrorText</name>
    <message>
        <source>A setup has four rows of ten pieces, separated by &apos;/&apos;.</source>
        <translation>Eine Aufstellung hat vier Reihen mit je zehn Figuren, getrennt durch &apos;/&apos;.</translation>
    </message>
    <message>
        <source>A &apos;/&apos; is missing at column %1.</source>
        <extracomment>%1 a column number in the setup string</extracomment>
        <translation>In Spalte %1 fehlt ein &apos;/&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is no piece.</source>
        <extracomment>%1 the character found, %2 its column</extracomment>
        <translation>&apos;%1&apos; in Spalte %2 ist keine Figur.</translation>
    </message>
    <message>
        <source>The %1 army has %2 of &apos;%3&apos;; this setup has %4.</source>
        <extracomment>%1 the variant, %2 how many pieces of kind %3 its army has, %4 how many the setup has</extracomment>
        <translation>Die Armee von %1 hat %2 von &apos;%3&apos;; diese Aufstellung hat %4.</translation>
    </message>
    <message>
        <source>There is no variant called &apos;%1&apos;.</source>
        <extracomment>%1 the variant name found in the file</extracomment>
        <translation>Es gibt keine Variante namens &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A second setup: a file holds only one.</source>
        <translation>Eine zweite Aufstellung: Eine Datei enthält nur eine.</translation>
    </message>
    <message>
        <source>The file holds no setup.</source>
        <translation>Die Datei enthält keine Aufstellung.</translation>
    </message>
</context>
<context>
    <name>SetupLibraryModel</name>
    <message>
        <source>%1 (copy)</source>
        <extracomment>the name of a duplicated setup; %1 the original name</extracomment>
        <translation>%1 (Kopie)</translation>
    </message>
</context>
<context>
    <name>SetupLibraryPage</name>
    <message>
        <source>Delete setup</source>
        <translation>Aufstellung löschen</translation>
    </message>
    <message>
        <source>Delete the setup “%1”?</source>
        <extracomment>%1 the name of the setup</extracomment>
        <translation>Die Aufstellung „%1“ löschen?</translation>
    </message>
    <message>
        <source>Your setups</source>
        <translation>Deine Aufstellungen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Neue Aufstellung</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>The setup could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Die Aufstellung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Play with this setup</source>
        <translation>Mit dieser Aufstellung spielen</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Leeres Brett</translation>
    </message>
    <message>
        <source>Human-like army</source>
        <translation>Aufstellung wie ein Mensch</translation>
    </message>
    <message>
        <source>Random army</source>
        <translation>Zufällige Aufstellung</translation>
    </message>
    <message>
        <source>No setups yet</source>
        <translation>Noch keine Aufstellungen</translation>
    </message>
    <message>
        <source>A setup you keep in the editor is kept here, with a picture of its army. Start one from:</source>
        <translation>Eine Aufstellung, die du im Editor behältst, wird hier mit einem Bild ihrer Armee aufbewahrt. Wähle, wie du beginnen möchtest:</translation>
    </message>
</context>
<context>
    <name>SetupStatsPanel</name>
    <message>
        <source>There are no human setups of this army to compare with.</source>
        <translation>Für diese Armee gibt es keine Aufstellungen menschlicher Spieler zum Vergleich.</translation>
    </message>
    <message>
        <source>Place the Flag and every Bomb to see how predictable they are.</source>
        <translation>Stelle die Fahne und alle Bomben auf, um zu sehen, wie vorhersehbar sie sind.</translation>
    </message>
    <message>
        <source>What human players do</source>
        <translation>Was menschliche Spieler tun</translation>
    </message>
    <message>
        <source>From the human setups of the Gravon archive, as the computer&apos;s setup prior counts them.</source>
        <translation>Aus den Aufstellungen menschlicher Spieler im Gravon-Archiv, so wie das Aufstellungsmodell des Computers sie zählt.</translation>
    </message>
    <message>
        <source>Heat map:</source>
        <translation>Heatmap:</translation>
    </message>
    <message>
        <source>Light the squares where many players put this piece and darken the rest. Choosing a piece in the tray shows its map.</source>
        <translation>Die Felder aufhellen, auf die viele Spieler diese Figur stellen, und die übrigen abdunkeln. Wählst du eine Figur im Vorrat, wird ihre Karte gezeigt.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
</context>
<context>
    <name>SetupStatsText</name>
    <message>
        <source>%1 of players put their %2 here.</source>
        <extracomment>%1 a share such as 12%, %2 a rank of which the army has one, such as Flag</extracomment>
        <translation>%2: %1 der Spieler stellen diese Figur hierhin.</translation>
    </message>
    <message>
        <source>%1 of players put a %2 here.</source>
        <extracomment>%1 a share such as 34%, %2 a rank of which the army has several, such as Bomb</extracomment>
        <translation>%2: %1 der Spieler stellen eine solche Figur hierhin.</translation>
    </message>
    <message>
        <source>%1: %2 of players put theirs here (average setup: %3)</source>
        <extracomment>%1 a rank such as Flag, %2 and %3 shares such as 9%</extracomment>
        <translation>%1: %2 der Spieler stellen sie auf dasselbe Feld wie du (Durchschnittsaufstellung: %3)</translation>
    </message>
    <message>
        <source>%1: on average %2 of players put one where yours stand (average setup: %3)</source>
        <extracomment>%1 a rank such as Bomb, %2 and %3 shares such as 19%</extracomment>
        <translation>%1: Im Schnitt stellen %2 der Spieler eine dorthin, wo deine stehen (Durchschnittsaufstellung: %3)</translation>
    </message>
    <message>
        <source>Predictability: %1 of the average setup&apos;s</source>
        <extracomment>%1 how well the computer&apos;s guess fits, against the average setup, such as 64%</extracomment>
        <translation>Vorhersehbarkeit: %1 der Durchschnittsaufstellung</translation>
    </message>
    <message>
        <source>Less predictable than the average setup: your Flag and Bombs stand where few players put theirs.</source>
        <translation>Weniger vorhersehbar als die Durchschnittsaufstellung: Deine Fahne und deine Bomben stehen, wo wenige Spieler ihre hinstellen.</translation>
    </message>
    <message>
        <source>About as predictable as the average setup.</source>
        <translation>Etwa so vorhersehbar wie die Durchschnittsaufstellung.</translation>
    </message>
    <message>
        <source>More predictable than the average setup: your Flag and Bombs stand where many players put theirs.</source>
        <translation>Vorhersehbarer als die Durchschnittsaufstellung: Deine Fahne und deine Bomben stehen, wo viele Spieler ihre hinstellen.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Flagfall</source>
        <translation>Flagfall</translation>
    </message>
    <message>
        <source>Capture the enemy Flag. Guard your own.</source>
        <translation>Erobere die gegnerische Fahne. Beschütze deine eigene.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Setups</source>
        <translation>Aufstellungen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Noch keine Spiele gegen den Computer.</translation>
    </message>
    <message>
        <source>Your games against the computer</source>
        <translation>Deine Spiele gegen den Computer</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
</context>
<context>
    <name>TerminationText</name>
    <message>
        <source>the Flag was captured</source>
        <translation>Die Fahne wurde erobert</translation>
    </message>
    <message>
        <source>flag captured</source>
        <translation>Fahne erobert</translation>
    </message>
    <message>
        <source>no legal move was left</source>
        <translation>Es gab keinen gültigen Zug mehr</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>keine Züge mehr</translation>
    </message>
    <message>
        <source>neither side can move</source>
        <translation>Keine Seite kann ziehen</translation>
    </message>
    <message>
        <source>neither can move</source>
        <translation>keiner kann ziehen</translation>
    </message>
    <message>
        <source>no attack in too many moves (no progress)</source>
        <translation>zu viele Züge ohne Angriff (kein Fortschritt)</translation>
    </message>
    <message>
        <source>no progress</source>
        <translation>kein Fortschritt</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>ein regelwidriger Zug</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>regelwidriger Zug</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine Antwort in der Zeit</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>the program stopped</source>
        <translation>Das Programm wurde beendet</translation>
    </message>
    <message>
        <source>program crashed</source>
        <translation>Programm abgestürzt</translation>
    </message>
    <message>
        <source>an answer that could not be read</source>
        <translation>eine unlesbare Antwort</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>unlesbare Antwort</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>Die Zuggrenze wurde erreicht</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>Zuggrenze</translation>
    </message>
    <message>
        <source>by resignation</source>
        <translation>durch Aufgabe</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>nach Vereinbarung</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <source>not a zip archive</source>
        <translation>kein ZIP-Archiv</translation>
    </message>
    <message>
        <source>a ZIP64 archive, which is not supported</source>
        <translation>ein ZIP64-Archiv, das nicht unterstützt wird</translation>
    </message>
    <message>
        <source>the archive is damaged (its directory)</source>
        <translation>das Archiv ist beschädigt (sein Inhaltsverzeichnis)</translation>
    </message>
    <message>
        <source>the archive cannot be unpacked</source>
        <translation>das Archiv kann nicht entpackt werden</translation>
    </message>
    <message>
        <source>the archive is damaged (a member does not unpack)</source>
        <translation>das Archiv ist beschädigt (eine Datei darin lässt sich nicht entpacken)</translation>
    </message>
    <message>
        <source>an encrypted member</source>
        <translation>eine verschlüsselte Datei im Archiv</translation>
    </message>
    <message>
        <source>a compression this program does not read</source>
        <translation>eine Kompression, die dieses Programm nicht lesen kann</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <translation>die Datei ist größer als 16 MiB</translation>
    </message>
    <message>
        <source>the archive is damaged (a member&apos;s header)</source>
        <translation>das Archiv ist beschädigt (der Kopf einer Datei)</translation>
    </message>
    <message>
        <source>the archive is damaged (a member is cut short)</source>
        <translation>das Archiv ist beschädigt (eine Datei ist abgeschnitten)</translation>
    </message>
    <message>
        <source>the archive is damaged (a wrong checksum)</source>
        <translation>das Archiv ist beschädigt (eine falsche Prüfsumme)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A setup or game file to open.</source>
        <translation>Eine Aufstellungs- oder Spieldatei zum Öffnen.</translation>
    </message>
</context>
</TS>
