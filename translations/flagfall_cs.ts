<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AdvicePanel</name>
    <message>
        <source>Setup advice</source>
        <translation>Rady k rozestavení</translation>
    </message>
    <message>
        <source>Setup advice is for the Classic army of 40 pieces.</source>
        <translation>Rady k rozestavení platí pro klasickou armádu o 40 figurkách.</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>dodrženo</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>nedodrženo</translation>
    </message>
    <message>
        <source>Setup advice, checked once all pieces are placed</source>
        <translation>Rady k rozestavení, zkontrolují se, až budou rozmístěny všechny figurky</translation>
    </message>
    <message>
        <source>not yet checked</source>
        <translation>zatím nezkontrolováno</translation>
    </message>
</context>
<context>
    <name>AdviceText</name>
    <message>
        <source>Flag on the back row, walled in by Bombs</source>
        <translation>Vlajka v zadní řadě, obehnaná bombami</translation>
    </message>
    <message>
        <source>A decoy walled in by Bombs</source>
        <translation>Návnada obehnaná bombami</translation>
    </message>
    <message>
        <source>Few Bombs in the front row</source>
        <translation>Málo bomb v přední řadě</translation>
    </message>
    <message>
        <source>Strong and weak pieces mixed in front</source>
        <translation>Vpředu promíchané silné a slabé figurky</translation>
    </message>
    <message>
        <source>Scouts in front and at the back</source>
        <translation>Průzkumníci vpředu i vzadu</translation>
    </message>
    <message>
        <source>The Spy close to the General</source>
        <translation>Špión blízko generála</translation>
    </message>
    <message>
        <source>On the back row the Flag can only be reached from the front and sides; Bombs on every side keep all but Miners away.</source>
        <translation>V zadní řadě se k vlajce dá dostat jen zepředu a z boků; bomby ze všech stran zadrží každého kromě minérů.</translation>
    </message>
    <message>
        <source>Bombs around another back-row square make your opponent guess where the Flag really is.</source>
        <translation>Bomby kolem jiného pole v zadní řadě donutí soupeře hádat, kde vlajka doopravdy je.</translation>
    </message>
    <message>
        <source>You only have six Bombs, and in the front row they block your own pieces.</source>
        <translation>Máš jen šest bomb a v přední řadě by blokovaly tvoje vlastní figurky.</translation>
    </message>
    <message>
        <source>Put a piece at least two ranks higher beside or behind each weak piece in the two front rows, so it can strike back.</source>
        <translation>Vedle každé slabé figurky v obou předních řadách nebo za ni postav figurku aspoň o dvě hodnosti vyšší, aby mohla útok oplatit.</translation>
    </message>
    <message>
        <source>Scouts in front find out what attacks you; Scouts at the back are kept for the end of the game.</source>
        <translation>Průzkumníci vpředu zjistí, co na tebe útočí; průzkumníci vzadu zůstanou v záloze na konec hry.</translation>
    </message>
    <message>
        <source>Keep the Spy within two squares of the General: when the enemy Marshal takes the General, your Spy can take the Marshal.</source>
        <translation>Drž špióna nejvýš dvě pole od generála: když nepřátelský maršál vezme generála, tvůj špión může vzít maršála.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Computer&apos;s analysis (up: Red better, down: Blue better)</source>
        <translation>Analýza počítače (nahoru: lépe stojí Červený, dolů: lépe stojí Modrý)</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Analyzovat hru</translation>
    </message>
    <message>
        <source>Judge every move by what its player could know, in the background</source>
        <translation>Na pozadí posoudit každý tah podle toho, co mohl vědět hráč, který ho zahrál</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Průběh analýzy</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Předchozí chyba</translation>
    </message>
    <message>
        <source>Previous marked move: inaccuracy, mistake or blunder (P)</source>
        <translation>Předchozí označený tah: nepřesnost, chyba nebo hrubá chyba (P)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Další chyba</translation>
    </message>
    <message>
        <source>Next marked move: inaccuracy, mistake or blunder (N)</source>
        <translation>Další označený tah: nepřesnost, chyba nebo hrubá chyba (N)</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>The %1 attacks a known %2.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 the known piece it attacked</extracomment>
        <translation>%1 útočí na figurku, o které se ví, že je to %2.</translation>
    </message>
    <message>
        <source>The %1 attacks an unmoved piece: %2% chance of a Bomb.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage (38)</extracomment>
        <translation>%1 útočí na figurku, která ještě netáhla: s %2% pravděpodobností je to bomba.</translation>
    </message>
    <message>
        <source>The %1 attacks a hidden piece: %2% chance that it loses or ties.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage</extracomment>
        <translation>%1 útočí na skrytou figurku: s %2% pravděpodobností prohraje nebo padnou obě.</translation>
    </message>
    <message>
        <source>The %1 stops next to a known %2 that beats it.</source>
        <extracomment>why a move was bad: %1 the moved piece, %2 the known enemy piece next to it</extracomment>
        <translation>%1 se zastaví vedle figurky, o které se ví, že je to %2 a že ho porazí.</translation>
    </message>
    <message>
        <source>The %1 could have taken a known %2.</source>
        <extracomment>why a move was bad: %1 a piece that could have attacked, %2 the known weaker piece</extracomment>
        <translation>%1 mohl vzít figurku, o které se vědělo, že je to %2.</translation>
    </message>
    <message>
        <source>%1: an inaccuracy (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: nepřesnost (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a mistake (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: chyba (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a blunder (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: hrubá chyba (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: %2% → %3%.</source>
        <extracomment>the analysis of a move without a mark: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: %2% → %3%.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <extracomment>%1 the best move the computer found</extracomment>
        <translation>Lepší tah: %1.</translation>
    </message>
    <message>
        <source>%1: accuracy %2%, inaccuracies %3, mistakes %4, blunders %5; worst moves: %6</source>
        <extracomment>each side&apos;s analysis: %1 the side, %2 the accuracy in percent, %3 inaccuracies, %4 mistakes, %5 blunders, %6 the worst moves by their number (&quot;12., 40…, 7.&quot;: a dot for Red&apos;s move, &quot;…&quot; for Blue&apos;s) or &quot;-&quot;</extracomment>
        <translation>%1: přesnost %2%, nepřesnosti %3, chyby %4, hrubé chyby %5; nejhorší tahy: %6</translation>
    </message>
</context>
<context>
    <name>ArmyModel</name>
    <message>
        <source>%1: Red %2 left, %3 gone; Blue %4 left, %5 gone</source>
        <extracomment>a row of the army table: %1 the rank (Scout, Bomb, …); %2 and %4 how many Red and Blue still have, %3 and %5 how many they lost</extracomment>
        <translation>%1: Červený – zbývá %2, vyřazeno %3; Modrý – zbývá %4, vyřazeno %5</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read: %1 The file was kept as %2.</source>
        <extracomment>%1 the reason, a sentence of its own; %2 the path the damaged file was moved to</extracomment>
        <translation>Uloženou hru se nepodařilo přečíst: %1 Soubor byl uschován jako %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be played on (%1). The file was kept as %2.</source>
        <extracomment>%1 what is wrong in the file; %2 the path the damaged file was moved to</extracomment>
        <translation>Uložená hra je poškozená a nelze v ní pokračovat (%1). Soubor byl uschován jako %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged (%1). It can go on after move %2; what came after that is lost. The damaged file was kept as %3.</source>
        <extracomment>%1 what is wrong in the file; %2 the number of the last good move; %3 the path the damaged file was moved to</extracomment>
        <translation>Uložená hra je poškozená (%1). Může pokračovat po tahu %2; co následovalo, je ztraceno. Poškozený soubor byl uschován jako %3.</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Hru se nepodařilo uložit: %1</translation>
    </message>
</context>
<context>
    <name>BattleBanner</name>
    <message>
        <source>vs</source>
        <translation>vs.</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <extracomment>%1 the attacking piece, %2 the attacked piece (ranks such as Scout, Bomb)</extracomment>
        <translation>Útočí %1, brání se %2</translation>
    </message>
</context>
<context>
    <name>BeliefsLayer</name>
    <message>
        <source>%1 had no idea yet where the Flag was.</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue)</extracomment>
        <translation>%1 zatím netušil, kde je vlajka.</translation>
    </message>
    <message>
        <source>%1 thought the Flag most likely on %2 (%3%).</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue), %2 a square (&quot;B2&quot;), %3 a chance in percent</extracomment>
        <translation>%1 myslel, že vlajka je nejspíš na %2 (%3%).</translation>
    </message>
    <message>
        <source>Beliefs</source>
        <translation>Domněnky</translation>
    </message>
    <message>
        <source>Show what a player believed of the other&apos;s hidden pieces at this move (B): on each piece its likeliest rank and that rank&apos;s chance, and tinted squares where the Flag might be. Worked out by the computer&apos;s own belief model from that player&apos;s view alone. A side&apos;s view shows that side&apos;s beliefs; with everything revealed, the computer&apos;s in a game against it.</source>
        <translation>Zobrazit, co si hráč v tomto tahu myslel o skrytých figurkách soupeře (B): na každé figurce její nejpravděpodobnější hodnost a pravděpodobnost této hodnosti a podbarvená pole, kde může být vlajka. Počítá to vlastní model domněnek počítače jen z pohledu tohoto hráče. Pohled jedné strany ukazuje domněnky této strany; při volbě „Vše odhaleno“ domněnky počítače ve hře proti němu.</translation>
    </message>
    <message>
        <source>Show beliefs</source>
        <translation>Zobrazit domněnky</translation>
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
        <translation>%1: jezero</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: prázdné pole</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: tvoje figurka %2</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: neznámá nepřátelská figurka</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece, has moved</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: neznámá nepřátelská figurka, už táhla</translation>
    </message>
    <message>
        <source>%1: enemy Scout, not yet revealed</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: nepřátelský průzkumník, zatím neodhalený</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>everything revealed: %1 the square (E4), %2 the owner (Red, Blue), %3 the rank (Scout, Bomb)</extracomment>
        <translation>%1: %3 (%2)</translation>
    </message>
    <message>
        <source>%1: enemy %2, revealed</source>
        <extracomment>%1 the square (E4), %2 the rank of the enemy piece</extracomment>
        <translation>%1: odhalená nepřátelská figurka %2</translation>
    </message>
    <message>
        <source>%1: your %2, known to the opponent</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: tvoje figurka %2, soupeř ji zná</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move as a Scout</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: tvoje figurka %2, soupeř ji viděl táhnout jako průzkumníka</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: tvoje figurka %2, soupeř ji viděl táhnout</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Soubor neexistuje.</translation>
    </message>
    <message>
        <source>It is not a regular file (but a folder, a device or a pipe).</source>
        <translation>Není to běžný soubor (ale složka, zařízení nebo roura).</translation>
    </message>
    <message>
        <source>The file is larger than 16 MiB.</source>
        <translation>Soubor je větší než 16 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <extracomment>%1 the system&apos;s reason, such as &quot;Permission denied&quot;</extracomment>
        <translation>Soubor nelze otevřít: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>Soubor nelze přečíst: %1</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>you may not write to that folder</source>
        <translation>do této složky nesmíš zapisovat</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>soubor se nepodařilo zapsat</translation>
    </message>
</context>
<context>
    <name>EndOfGameBox</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Přehrát tuto hru</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>These files could not be read. They were left as they are:</source>
        <translation>Tyto soubory se nepodařilo přečíst. Zůstaly, jak byly:</translation>
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
            <numerusform>%n soubor se nepodařilo přečíst a není zobrazen: %1</numerusform>
            <numerusform>%n soubory se nepodařilo přečíst a nejsou zobrazeny: %1</numerusform>
            <numerusform>%n souborů se nepodařilo přečíst a nejsou zobrazeny: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 what is wrong there</extracomment>
        <translation>Řádek %1, sloupec %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1 line, %2 what is wrong there</extracomment>
        <translation>Řádek %1: %2</translation>
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
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Tvoje barva</translation>
    </message>
</context>
<context>
    <name>GameLibraryPage</name>
    <message>
        <source>Delete game</source>
        <translation>Smazat hru</translation>
    </message>
    <message>
        <source>Delete the game against %1 for good?</source>
        <extracomment>%1 the opponent, such as &quot;Computer (level 3)&quot;</extracomment>
        <translation>Natrvalo smazat hru (soupeř: %1)?</translation>
    </message>
    <message>
        <source>The file could not be deleted.</source>
        <translation>Soubor se nepodařilo smazat.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exportovat hru</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Záznamy her (*.sgn)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Žádné nedávné hry</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Knihovna her</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Návrat</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Přehrát</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Nedávné</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>Filter games…</source>
        <translation>Filtrovat hry…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportovat…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>&amp;Otevřít soubor…</translation>
    </message>
    <message>
        <source>Games (*.sgn *.xml *.gsn);;Game records (*.sgn);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Hry (*.sgn *.xml *.gsn);;Záznamy her (*.sgn);;Hry z Gravonu (*.xml *.gsn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Import Gravon games</source>
        <translation>Importovat hry z Gravonu</translation>
    </message>
    <message>
        <source>Zip archives (*.zip);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Archivy ZIP (*.zip);;Hry z Gravonu (*.xml *.gsn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Importing Gravon games…</source>
        <translation>Probíhá import her z Gravonu…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Import &amp;Gravon games…</source>
        <translation>Importovat hry z &amp;Gravonu…</translation>
    </message>
    <message>
        <source>Store every Gravon game file (.xml, .gsn) of a folder or a zip archive in the game library</source>
        <translation>Uložit do knihovny her všechny soubory her z Gravonu (.xml, .gsn) ze složky nebo z archivu ZIP</translation>
    </message>
    <message>
        <source>From a &amp;folder…</source>
        <translation>Ze &amp;složky…</translation>
    </message>
    <message>
        <source>From a &amp;zip archive…</source>
        <translation>Z archivu &amp;ZIP…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyzovat</translation>
    </message>
    <message>
        <source>Let the computer judge every move of the chosen games, in the background; each game keeps its analysis</source>
        <translation>Nechat počítač na pozadí posoudit každý tah vybraných her; každá hra si svou analýzu ponechá</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistika…</translation>
    </message>
    <message>
        <source>Your results against the computer by variant, level and setup</source>
        <translation>Tvoje výsledky proti počítači podle varianty, obtížnosti a rozestavení</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Zatím žádné hry</translation>
    </message>
    <message>
        <source>Every game you finish against the computer is kept here; you can also open any .sgn file or Gravon game.</source>
        <translation>Každá hra, kterou dohraješ proti počítači, se uloží sem; otevřít můžeš i jakýkoli soubor .sgn nebo hru z Gravonu.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Looking for a good move…</source>
        <translation>Hledám dobrý tah…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 a suggested move such as E4-E5</extracomment>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Počítač remízu přijímá.</translation>
    </message>
    <message>
        <source>The computer declines the draw and plays on.</source>
        <translation>Počítač remízu odmítá a hraje dál.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Hru se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>shown to the next player in a hot-seat game: %1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 táhl %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Na tahu je %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Počítač přemýšlí…</translation>
    </message>
    <message>
        <source>Your move (%1)</source>
        <extracomment>%1 the player&apos;s side (Red, Blue)</extracomment>
        <translation>Jsi na tahu (%1)</translation>
    </message>
    <message>
        <source>The computer moves</source>
        <translation>Počítač táhne</translation>
    </message>
    <message>
        <source>Not in a serious game</source>
        <translation>Ve vážné hře není k dispozici</translation>
    </message>
    <message>
        <source>You offer a draw; the computer considers it…</source>
        <translation>Nabízíš remízu; počítač ji zvažuje…</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Nabídka remízy</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <extracomment>asked of the other player in a hot-seat game; %1 that player&apos;s side (Red, Blue)</extracomment>
        <translation>%1, přijímáš remízu?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát hru</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Opravdu chceš tuto hru vzdát?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Záznamy her (*.sgn)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>%1 the path of the saved file</extracomment>
        <translation>Uloženo jako %1</translation>
    </message>
    <message>
        <source>The saved game of last time was damaged; it was kept as %1.</source>
        <extracomment>%1 the path the damaged file was moved to</extracomment>
        <translation>Uložená hra z minula byla poškozená; byla uschována jako %1.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomby a vlajka se nikdy nepohybují.</translation>
    </message>
</context>
<context>
    <name>GameSidePanel</name>
    <message>
        <source>Armies: left and gone (Red | Blue)</source>
        <translation>Figurky: zbývající a vyřazené (Červený | Modrý)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Nabídnout remízu</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát hru</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Uložit jako…</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Thinking… %p%</source>
        <translation>Přemýšlí… %p&#xa0;%</translation>
    </message>
</context>
<context>
    <name>GravonErrorText</name>
    <message>
        <source>This is not a Gravon game file (neither XML nor GSN).</source>
        <translation>Toto není soubor s hrou z Gravonu (není to XML ani GSN).</translation>
    </message>
    <message>
        <source>The XML is not well formed: %1</source>
        <extracomment>%1 what is wrong, in English, from the XML reader</extracomment>
        <translation>XML není správně strukturované: %1</translation>
    </message>
    <message>
        <source>There is no &lt;game&gt; element: not a Gravon game file.</source>
        <translation>Chybí element &lt;game&gt;: nejde o soubor s hrou z Gravonu.</translation>
    </message>
    <message>
        <source>The &lt;game&gt; element has no type.</source>
        <translation>Element &lt;game&gt; nemá typ.</translation>
    </message>
    <message>
        <source>A game has two &lt;player&gt; elements; this file has %1.</source>
        <extracomment>%1 how many &lt;player&gt; elements the file has</extracomment>
        <translation>Hra má dva elementy &lt;player&gt;; tento soubor jich má %1.</translation>
    </message>
    <message>
        <source>A GSN file starts with &apos;#X38FA11 Stratego-Notation v1&apos;.</source>
        <translation>Soubor GSN začíná řádkem &apos;#X38FA11 Stratego-Notation v1&apos;.</translation>
    </message>
    <message>
        <source>The second line of a GSN file is &apos;type N&apos; (0 classic, 1 barrage, …).</source>
        <translation>Druhý řádek souboru GSN je &apos;type N&apos; (0 classic, 1 barrage, …).</translation>
    </message>
    <message>
        <source>The file ends before END (is it cut short?).</source>
        <translation>Soubor končí před END (není zkrácený?).</translation>
    </message>
    <message>
        <source>The file ends before the result line (is it cut short?).</source>
        <translation>Soubor končí před řádkem s výsledkem (není zkrácený?).</translation>
    </message>
    <message>
        <source>There is text after the result line: &apos;%1&apos;.</source>
        <extracomment>%1 the text found after the last line of a GSN file</extracomment>
        <translation>Za řádkem s výsledkem je ještě text: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The Gravon variant &apos;%1&apos; is not played here (Flagfall plays classic, barrage and duell).</source>
        <extracomment>%1 the Gravon game type found in the file</extracomment>
        <translation>Varianta &apos;%1&apos; z Gravonu se zde nehraje (Flagfall hraje classic, barrage a duell).</translation>
    </message>
    <message>
        <source>The &lt;field&gt; element has no content.</source>
        <translation>Element &lt;field&gt; je prázdný.</translation>
    </message>
    <message>
        <source>The file has no field: the game ended before both setups were complete.</source>
        <translation>Soubor nemá výchozí pozici: hra skončila dřív, než byla obě rozestavení hotová.</translation>
    </message>
    <message>
        <source>The field has %1 letters, not 100.</source>
        <extracomment>%1 how many letters the field has</extracomment>
        <translation>Počet znaků výchozí pozice je %1, ne 100.</translation>
    </message>
    <message>
        <source>Letter %1 of the field (%2, &apos;%3&apos;)</source>
        <extracomment>%1 the letter&apos;s place in the field (1-100), %2 its square (C5), %3 the letter</extracomment>
        <translation>Znak %1 výchozí pozice (%2, &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: a lake must be &apos;_&apos;.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: jezero musí být &apos;_&apos;.</translation>
    </message>
    <message>
        <source>%1: &apos;_&apos; (a lake) where there is no lake.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: &apos;_&apos; (jezero) tam, kde žádné jezero není.</translation>
    </message>
    <message>
        <source>%1: no piece has this letter.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: tento znak neoznačuje žádnou figurku.</translation>
    </message>
    <message>
        <source>%1: a Blue piece outside rows 7-10.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: modrá figurka mimo řady 7–10.</translation>
    </message>
    <message>
        <source>%1: a Red piece outside rows 1-4.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: červená figurka mimo řady 1–4.</translation>
    </message>
    <message>
        <source>%1&apos;s setup: %2</source>
        <extracomment>%1 the side (Red, Blue), %2 what is wrong with its setup, in English</extracomment>
        <translation>Rozestavení (%1): %2</translation>
    </message>
    <message>
        <source>Move %1: a &lt;move&gt; needs a source and a target.</source>
        <extracomment>%1 the move&apos;s number as players count it (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s)</extracomment>
        <translation>Tah %1: &lt;move&gt; potřebuje výchozí a cílové pole.</translation>
    </message>
    <message>
        <source>Move %1: expected a move like &apos;D4-D5&apos; or END, found &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the line found</extracomment>
        <translation>Tah %1: měl tu být tah jako &apos;D4-D5&apos; nebo END, ale je tu &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1: there is no square &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the square as written</extracomment>
        <translation>Tah %1: pole &apos;%2&apos; neexistuje.</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the move (D4-D5), %3 why the rules refuse it</extracomment>
        <translation>Tah %1 (%2) je neplatný: %3</translation>
    </message>
    <message>
        <source>There is no &lt;result&gt; element (is the file cut short?).</source>
        <translation>Chybí element &lt;result&gt; (není soubor zkrácený?).</translation>
    </message>
    <message>
        <source>The result&apos;s type must be a number.</source>
        <translation>Typ výsledku musí být číslo.</translation>
    </message>
    <message>
        <source>The winner must be %1 (Red), %2 (Blue) or %3 (a draw).</source>
        <extracomment>%1, %2, %3 the numbers the file uses for Red, Blue and a draw</extracomment>
        <translation>Vítěz musí být uveden jako %1 (Červený), %2 (Modrý) nebo %3 (remíza).</translation>
    </message>
    <message>
        <source>Expected &apos;NAME vs NAME result T winner W&apos;, found &apos;%1&apos;.</source>
        <extracomment>%1 the line found</extracomment>
        <translation>Měl tu být řádek &apos;NAME vs NAME result T winner W&apos;, ale je tu &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no Gravon result of type %1.</source>
        <extracomment>%1 the result type found in the file</extracomment>
        <translation>Gravon nemá výsledek typu %1.</translation>
    </message>
    <message>
        <source>The result says a Flag was captured, but no move captures it (is the file cut short?).</source>
        <translation>Podle výsledku byla dobyta vlajka, ale žádný tah ji nedobyl (není soubor zkrácený?).</translation>
    </message>
    <message>
        <source>The result says %1, but the moves end the game: %2, %3.</source>
        <extracomment>%1 the file&apos;s result (&quot;Red won&quot;), %2 the result of the moves, %3 how they end it</extracomment>
        <translation>Výsledek zní „%1“, ale podle tahů hra končí takto: %2, %3.</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>Červený vyhrál</translation>
    </message>
    <message>
        <source>Blue won</source>
        <translation>Modrý vyhrál</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>remíza</translation>
    </message>
    <message>
        <source>the two-squares rule forbids another move back.</source>
        <translation>pravidlo dvou polí zakazuje další tah zpět.</translation>
    </message>
    <message>
        <source>the chase rule forbids repeating a position of this chase.</source>
        <translation>pravidlo pronásledování zakazuje zopakovat pozici z tohoto pronásledování.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>hra už skončila.</translation>
    </message>
    <message>
        <source>there is no piece on the starting square.</source>
        <translation>na výchozím poli není žádná figurka.</translation>
    </message>
    <message>
        <source>the piece there is not the mover&apos;s.</source>
        <translation>figurka na výchozím poli nepatří hráči na tahu.</translation>
    </message>
    <message>
        <source>a Bomb or the Flag never moves.</source>
        <translation>bomby a vlajka se nikdy nepohybují.</translation>
    </message>
    <message>
        <source>pieces move straight along a row or column.</source>
        <translation>figurky se pohybují rovně po řadě nebo po sloupci.</translation>
    </message>
    <message>
        <source>only a Scout moves more than one square.</source>
        <translation>o víc než jedno pole se smí pohnout jen průzkumník.</translation>
    </message>
    <message>
        <source>the way is blocked.</source>
        <translation>cesta je zablokovaná.</translation>
    </message>
    <message>
        <source>no piece enters or crosses a lake.</source>
        <translation>žádná figurka nesmí vstoupit do jezera ani ho přejít.</translation>
    </message>
    <message>
        <source>a piece cannot attack its own side.</source>
        <translation>figurka nemůže útočit na figurky vlastní strany.</translation>
    </message>
    <message>
        <source>the rules do not allow it.</source>
        <translation>pravidla to nedovolují.</translation>
    </message>
</context>
<context>
    <name>GravonImport</name>
    <message>
        <source>could not be saved: %1</source>
        <extracomment>%1 why the file could not be written (&quot;the disk is full&quot;)</extracomment>
        <translation>nepodařilo se uložit: %1</translation>
    </message>
    <message>
        <source>Games imported: %1 of %2.</source>
        <extracomment>%1 games imported, %2 games tried</extracomment>
        <translation>Importované hry: %1 z %2.</translation>
    </message>
    <message>
        <source>The import was canceled.</source>
        <translation>Import byl zrušen.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <extracomment>%n how many more files could not be read, beyond those listed</extracomment>
        <translation>
            <numerusform>… a %n další</numerusform>
            <numerusform>… a %n další</numerusform>
            <numerusform>… a %n dalších</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Na tahu je %1</translation>
    </message>
    <message>
        <source>Hand the computer to the %1 player; the other player looks away.</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Předej počítač – teď hraje %1. Druhý hráč se dívá jinam.</translation>
    </message>
    <message>
        <source>I am %1: show my board</source>
        <extracomment>a button; %1 the side to move (Red, Blue)</extracomment>
        <translation>Jsem %1: ukaž moji desku</translation>
    </message>
</context>
<context>
    <name>LibraryAnalysis</name>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <extracomment>%1 the game under analysis, %2 how many games are to be analysed</extracomment>
        <translation>Analyzuje se hra %1 z %2…</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <source>The finished game could not be kept in the game library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Dokončenou hru se nepodařilo uložit do knihovny her: %1</translation>
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
        <translation>nic</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>žádné ztráty</translation>
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
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>&amp;Pokračovat ve hře</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Otevřít hru…</translation>
    </message>
    <message>
        <source>&amp;Setups</source>
        <translation>&amp;Rozestavení</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
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
        <translation>Soubory, které se nepodařilo přečíst</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Otevřít rozestavení</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Nelze otevřít %1.
%2</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>%1 vs %2</source>
        <extracomment>after a move in the move list: %1 the attacking rank, %2 the attacked rank</extracomment>
        <translation>%1 vs. %2</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>Turnaj ISF</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Klasická 1961</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>A second player at this computer</source>
        <translation>Druhý hráč u tohoto počítače</translation>
    </message>
    <message>
        <source>Red (moves first)</source>
        <translation>Červená (táhne první)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <source>Serious game: no undo and no hints</source>
        <translation>Vážná hra: bez vracení tahů a bez rad</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Návrat</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Pokračovat v nedokončené hře</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varianta:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Pravidla:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Soupeř:</translation>
    </message>
    <message>
        <source>Your colour:</source>
        <translation>Tvoje barva:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Obtížnost počítače:</translation>
    </message>
    <message>
        <source>Your setup:</source>
        <translation>Tvoje rozestavení:</translation>
    </message>
</context>
<context>
    <name>OwnGamesDialog</name>
    <message>
        <source>Your games</source>
        <translation>Tvoje hry</translation>
    </message>
    <message>
        <source>No finished games against the computer in the library yet.</source>
        <translation>V knihovně her zatím nejsou žádné dokončené hry proti počítači.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished games against the computer in the library: won %1, drawn %2, lost %3.</source>
        <extracomment>%n the games counted; %1, %2 and %3 how many were won, drawn and lost</extracomment>
        <translation>
            <numerusform>%n dokončená hra proti počítači v knihovně her: výhry %1, remízy %2, prohry %3.</numerusform>
            <numerusform>%n dokončené hry proti počítači v knihovně her: výhry %1, remízy %2, prohry %3.</numerusform>
            <numerusform>%n dokončených her proti počítači v knihovně her: výhry %1, remízy %2, prohry %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Podle varianty</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Podle obtížnosti počítače</translation>
    </message>
    <message>
        <source>By setup</source>
        <translation>Podle rozestavení</translation>
    </message>
</context>
<context>
    <name>OwnGamesModel</name>
    <message>
        <source>Level %1</source>
        <extracomment>%1 the computer&apos;s level, 1 to 5</extracomment>
        <translation>Obtížnost %1</translation>
    </message>
    <message>
        <source>Level not known</source>
        <translation>Neznámá obtížnost</translation>
    </message>
    <message>
        <source>Setups not kept</source>
        <translation>Neuschovaná rozestavení</translation>
    </message>
    <message>
        <source>Games won, a draw counting half</source>
        <translation>Vyhrané hry, remíza se počítá za polovinu</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Rozestavení</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Úspěšnost</translation>
    </message>
</context>
<context>
    <name>PieceText</name>
    <message>
        <source>Flag</source>
        <translation>Vlajka</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Špión</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Průzkumník</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minér</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Seržant</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Poručík</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitán</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <translation>Plukovník</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generál</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>Maršál</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>neznámá figurka</translation>
    </message>
    <message numerus="yes">
        <source>%n Flag(s) left</source>
        <extracomment>the setup editor&apos;s pieces still to place, in a list joined by commas; %n how many of this rank are left to place (the same for every rank below)</extracomment>
        <translation>
            <numerusform>Zbývá %n vlajka</numerusform>
            <numerusform>Zbývají %n vlajky</numerusform>
            <numerusform>Zbývá %n vlajek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Spy/Spies left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n špión</numerusform>
            <numerusform>Zbývají %n špióni</numerusform>
            <numerusform>Zbývá %n špiónů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Scout(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n průzkumník</numerusform>
            <numerusform>Zbývají %n průzkumníci</numerusform>
            <numerusform>Zbývá %n průzkumníků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Miner(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n minér</numerusform>
            <numerusform>Zbývají %n minéři</numerusform>
            <numerusform>Zbývá %n minérů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sergeant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n seržant</numerusform>
            <numerusform>Zbývají %n seržanti</numerusform>
            <numerusform>Zbývá %n seržantů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lieutenant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n poručík</numerusform>
            <numerusform>Zbývají %n poručíci</numerusform>
            <numerusform>Zbývá %n poručíků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Captain(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n kapitán</numerusform>
            <numerusform>Zbývají %n kapitáni</numerusform>
            <numerusform>Zbývá %n kapitánů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Major(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n major</numerusform>
            <numerusform>Zbývají %n majoři</numerusform>
            <numerusform>Zbývá %n majorů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Colonel(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n plukovník</numerusform>
            <numerusform>Zbývají %n plukovníci</numerusform>
            <numerusform>Zbývá %n plukovníků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n General(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n generál</numerusform>
            <numerusform>Zbývají %n generálové</numerusform>
            <numerusform>Zbývá %n generálů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marshal(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n maršál</numerusform>
            <numerusform>Zbývají %n maršálové</numerusform>
            <numerusform>Zbývá %n maršálů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bomb(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>Zbývá %n bomba</numerusform>
            <numerusform>Zbývají %n bomby</numerusform>
            <numerusform>Zbývá %n bomb</numerusform>
        </translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červený</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrý</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasická</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Barrage</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duel</translation>
    </message>
    <message>
        <source>Flag</source>
        <comment>in a sentence</comment>
        <translation>vlajka</translation>
    </message>
    <message>
        <source>Spy</source>
        <comment>in a sentence</comment>
        <translation>špión</translation>
    </message>
    <message>
        <source>Scout</source>
        <comment>in a sentence</comment>
        <translation>průzkumník</translation>
    </message>
    <message>
        <source>Miner</source>
        <comment>in a sentence</comment>
        <translation>minér</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <comment>in a sentence</comment>
        <translation>seržant</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <comment>in a sentence</comment>
        <translation>poručík</translation>
    </message>
    <message>
        <source>Captain</source>
        <comment>in a sentence</comment>
        <translation>kapitán</translation>
    </message>
    <message>
        <source>Major</source>
        <comment>in a sentence</comment>
        <translation>major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <comment>in a sentence</comment>
        <translation>plukovník</translation>
    </message>
    <message>
        <source>General</source>
        <comment>in a sentence</comment>
        <translation>generál</translation>
    </message>
    <message>
        <source>Marshal</source>
        <comment>in a sentence</comment>
        <translation>maršál</translation>
    </message>
    <message>
        <source>Bomb</source>
        <comment>in a sentence</comment>
        <translation>bomba</translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <source>(%n characters in all; the rest is not shown)</source>
        <extracomment>after a long text that was cut short: %n its length in characters</extracomment>
        <translation>
            <numerusform>(celkem %n znak; zbytek není zobrazen)</numerusform>
            <numerusform>(celkem %n znaky; zbytek není zobrazen)</numerusform>
            <numerusform>(celkem %n znaků; zbytek není zobrazen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPages</name>
    <message>
        <source>Unfinished game</source>
        <translation>Nedokončená hra</translation>
    </message>
    <message numerus="yes">
        <source>A game you did not finish was saved after %n move(s). Go on playing it?</source>
        <extracomment>%n moves as players count them (one move of each side is one move)</extracomment>
        <translation>
            <numerusform>Nedokončená hra byla uložena po %n tahu. Chceš ji dohrát?</numerusform>
            <numerusform>Nedokončená hra byla uložena po %n tazích. Chceš ji dohrát?</numerusform>
            <numerusform>Nedokončená hra byla uložena po %n tazích. Chceš ji dohrát?</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is finished.</source>
        <translation>Tato hra už skončila.</translation>
    </message>
    <message>
        <source>Abandon the unfinished game? It is kept in the game library, unfinished, and can be played on from there.</source>
        <translation>Opustit nedokončenou hru? Uloží se nedokončená do knihovny her a odtud v ní lze pokračovat.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept in the game library, so it stays where it is: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Nedokončenou hru se nepodařilo uložit do knihovny her, takže zůstává, kde je: %1</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message numerus="yes">
        <source>Refused by the two-squares rule: a piece may not go back and forth between the same squares more than %n time(s) in a row. Move another piece or go elsewhere.</source>
        <extracomment>%n how many times in a row a piece may go back and forth (3 or 5)</extracomment>
        <translation>
            <numerusform>Pravidlo dvou polí tento tah nedovoluje: figurka nesmí přecházet tam a zpět mezi stejnými poli víc než %nkrát za sebou. Táhni jinou figurkou nebo jinam.</numerusform>
            <numerusform>Pravidlo dvou polí tento tah nedovoluje: figurka nesmí přecházet tam a zpět mezi stejnými poli víc než %nkrát za sebou. Táhni jinou figurkou nebo jinam.</numerusform>
            <numerusform>Pravidlo dvou polí tento tah nedovoluje: figurka nesmí přecházet tam a zpět mezi stejnými poli víc než %nkrát za sebou. Táhni jinou figurkou nebo jinam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused by the chase rule: this chasing move would bring back a position that already occurred in this chase. An endless chase is not allowed; give up the chase or chase another way.</source>
        <translation>Pravidlo pronásledování tento tah nedovoluje: tímto pronásledujícím tahem by se zopakovala pozice, která už během tohoto pronásledování nastala. Nekonečné pronásledování není dovoleno; přestaň pronásledovat, nebo pronásleduj jinak.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Takové pole na desce není.</translation>
    </message>
    <message>
        <source>There is no piece there.</source>
        <translation>Tam žádná figurka není.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>To není tvoje figurka.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomby a vlajka se nikdy nepohybují.</translation>
    </message>
    <message>
        <source>Pieces move straight along a row or column.</source>
        <translation>Figurky se pohybují rovně po řadě nebo po sloupci.</translation>
    </message>
    <message>
        <source>Only a Scout moves more than one square.</source>
        <translation>O víc než jedno pole se smí pohnout jen průzkumník.</translation>
    </message>
    <message>
        <source>The way is blocked.</source>
        <translation>Cesta je zablokovaná.</translation>
    </message>
    <message>
        <source>No piece may enter a lake.</source>
        <translation>Do jezera nesmí vstoupit žádná figurka.</translation>
    </message>
    <message>
        <source>You cannot attack your own piece.</source>
        <translation>Nemůžeš útočit na vlastní figurku.</translation>
    </message>
    <message>
        <source>Under these rules a Scout may not move and attack in the same turn.</source>
        <translation>Podle těchto pravidel nesmí průzkumník v jednom tahu postoupit a zároveň zaútočit.</translation>
    </message>
    <message>
        <source>%1 %2 attacks %3 %4: %5</source>
        <extracomment>%1 the attacking side (Red, Blue), %2 its rank, %3 the attacked side, %4 its rank, %5 the outcome (one of the next strings: &quot;the %1 wins.&quot;, …)</extracomment>
        <translation>%2 (%1) útočí, brání se %4 (%3): %5</translation>
    </message>
    <message>
        <source>the Flag is captured!</source>
        <translation>vlajka je dobyta!</translation>
    </message>
    <message>
        <source>the %1 wins.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacker</extracomment>
        <translation>vítězí %1.</translation>
    </message>
    <message>
        <source>the %1 holds.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacked piece</extracomment>
        <translation>%1 odolá.</translation>
    </message>
    <message>
        <source>both are removed.</source>
        <translation>obě figurky jsou odstraněny.</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <extracomment>%1 how the game ended, such as &quot;neither side can move&quot;</extracomment>
        <translation>Remíza: %1.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Hra pokračuje.</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Výhra: %1.</translation>
    </message>
    <message>
        <source>You lose: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Prohra: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <extracomment>%1 the winning side (Red, Blue), %2 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>%1 vítězí: %2.</translation>
    </message>
    <message>
        <source>Strongest: plays its best, thinks up to 5 seconds</source>
        <translation>Nejsilnější: hraje, jak nejlépe umí, přemýšlí až 5 sekund</translation>
    </message>
    <message>
        <source>Strong: plays its best, thinks up to half a second</source>
        <translation>Silný: hraje, jak nejlépe umí, přemýšlí až půl sekundy</translation>
    </message>
    <message>
        <source>That move does not match the target square: an attack needs an enemy piece there, a plain move an empty square.</source>
        <translation>Tah neodpovídá cílovému poli: útok potřebuje nepřátelskou figurku, běžný tah prázdné pole.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remíza dohodou.</translation>
    </message>
    <message>
        <source>You win: the computer resigned.</source>
        <translation>Výhra: počítač se vzdal.</translation>
    </message>
    <message>
        <source>You lose: you resigned.</source>
        <translation>Prohra: vzdal ses.</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%1 the winning side, %2 the side that resigned (Red, Blue)</extracomment>
        <translation>%1 vítězí: %2 se vzdal.</translation>
    </message>
    <message>
        <source>Beginner: looks one move ahead, often blunders and soon forgets your pieces it has seen</source>
        <translation>Začátečník: vidí jeden tah dopředu, často chybuje a brzy zapomene, které tvoje figurky už viděl</translation>
    </message>
    <message>
        <source>Casual player: looks a little further, still careless, forgets your pieces after a while</source>
        <translation>Příležitostný hráč: vidí o kousek dál, ale pořád je nepozorný a po čase tvoje figurky zapomene</translation>
    </message>
    <message>
        <source>Club player, the default: plays its best at once, sets up anew every game</source>
        <translation>Klubový hráč, výchozí úroveň: hraje hned, jak nejlépe umí, v každé hře rozestaví figurky jinak</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>Soubor</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Složka</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Neznámý</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Soubory</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>„%1“ je chráněn proti zápisu.
Chceš ho přesto smazat?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <extracomment>%1 a file or folder name</extracomment>
        <translation>Opravdu chceš smazat „%1“?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Seznam míst a záložek</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Název &amp;souboru:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nová složka</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Nadřazená složka</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nová složka</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odstranit</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Hledat v:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Soubory typu:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Najít složku</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Ukázat skryté soubory</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Uložit jako</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <extracomment>%1 the folder name that was typed</extracomment>
        <translation>%1
Složku se nepodařilo nalézt.
Zkontroluj, zda je název složky správný.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Postranní panel</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Pohled se seznamem</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Vybrat</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Složky</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Přejmenovat</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Složku se nepodařilo smazat.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Složka:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>Soubor %1 již existuje.
Chceš ho nahradit?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dopředu</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Přejít vpřed</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Přejít do nadřazené složky</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Naposledy navštívené</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Přejít zpět</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Přepnout na podrobný pohled</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Podrobný pohled</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <extracomment>%1 the file name that was typed</extracomment>
        <translation>%1
Soubor se nepodařilo nalézt.
Zkontroluj, zda je název souboru správný.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Přepnout na pohled se seznamem</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Datum změny</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Můj počítač</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Ukázat podrobnosti…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Skrýt podrobnosti…</translation>
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
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Přerušit</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použít</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vrátit</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opakovat</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Obnovit výchozí</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorovat</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;e, žádné</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Uložit vše</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ano, &amp;vše</translation>
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
        <translation>%1 vyhrál</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nedokončeno</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>in the Result column: %1 the result (&quot;You won&quot;, &quot;Draw&quot;, …), %2 how the game ended (&quot;flag captured&quot;, &quot;by resignation&quot;, …)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Vlastní pozice</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <extracomment>a player&apos;s name in the game library; %1 the level, 1 to 5</extracomment>
        <translation>Počítač (obtížnost %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Red player</source>
        <translation>Červený hráč</translation>
    </message>
    <message>
        <source>Blue player</source>
        <translation>Modrý hráč</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>a comment in the move list: the computer suggested this move; %1 a move such as E4-E5</extracomment>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>A move was taken back here.</source>
        <translation>Zde byl tah vrácen.</translation>
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
        <translation>Pozastavit (mezerník)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Přehrát (mezerník)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začátek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left, wheel up)</source>
        <translation>O tah zpět (šipka vlevo, kolečko nahoru)</translation>
    </message>
    <message>
        <source>One move forward (Right, wheel down)</source>
        <translation>O tah vpřed (šipka vpravo, kolečko dolů)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na konec (End)</translation>
    </message>
    <message>
        <source>Scrub through the game</source>
        <translation>Procházet hru</translation>
    </message>
    <message>
        <source>Moves played / moves in the game</source>
        <translation>Odehrané tahy / všechny tahy hry</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Rychlost:</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Velmi pomalá</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Velmi rychlá</translation>
    </message>
</context>
<context>
    <name>ReplayFile</name>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the number of the move, %2 the move (E4-E5), %3 why it is illegal</extracomment>
        <translation>Tah %1 (%2) je neplatný: %3</translation>
    </message>
</context>
<context>
    <name>ReplayMovesModel</name>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>Pozice před prvním tahem</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>the ranks that met in a battle, as numbers or letters: %1 the attacker, %2 the attacked piece</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 moves %2</source>
        <extracomment>%1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 táhne %2</translation>
    </message>
    <message>
        <source>%1: the %2 takes the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 vítězí nad figurkou %3</translation>
    </message>
    <message>
        <source>%1: the %2 falls to the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 podléhá figurce %3</translation>
    </message>
    <message>
        <source>%1: the %2 and the %3 are both removed</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 i %3 – obě figurky jsou odstraněny</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>This game cannot be shown.
%1</source>
        <extracomment>%1 what is wrong in the game</extracomment>
        <translation>Tuto hru nelze zobrazit.
%1</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Nelze otevřít %1.
%2</translation>
    </message>
    <message>
        <source>No comment on this move.</source>
        <translation>K tomuto tahu není žádný komentář.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>in the replay&apos;s header: %n the length of the game in moves as players count them (one of each side)</extracomment>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Není otevřena žádná hra.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Zo&amp;brazit:</translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation>Pohled Červeného</translation>
    </message>
    <message>
        <source>Blue&apos;s view</source>
        <translation>Pohled Modrého</translation>
    </message>
    <message>
        <source>Everything revealed</source>
        <translation>Vše odhaleno</translation>
    </message>
    <message>
        <source>A side&apos;s view shows only what that player knew at the shown move.</source>
        <translation>Pohled jedné strany ukazuje jen to, co její hráč věděl v zobrazeném tahu.</translation>
    </message>
    <message>
        <source>%1 lost:</source>
        <extracomment>%1 a side (Red, Blue); a list of its lost pieces follows</extracomment>
        <translation>%1 ztratil:</translation>
    </message>
    <message>
        <source>Material balance (up: Red ahead, down: Blue ahead)</source>
        <translation>Materiálová bilance (nahoru: vede Červený, dolů: vede Modrý)</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Komentář:</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Pokračovat odsud</translation>
    </message>
    <message>
        <source>Play on against the computer from the shown position</source>
        <translation>Hrát dál proti počítači od zobrazené pozice</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Návrat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Material balance</source>
        <translation>Materiálová bilance</translation>
    </message>
    <message>
        <source>The analysis could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Analýzu se nepodařilo uložit do %1.
%2</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Napiš k tomuto tahu komentář</translation>
    </message>
    <message>
        <source>The comment could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Komentář se nepodařilo uložit do %1.
%2</translation>
    </message>
</context>
<context>
    <name>ReviewPages</name>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rank</source>
        <translation>Hodnost</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figurka</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Hrací deska</translation>
    </message>
    <message>
        <source>The board has 10 × 10 squares: columns A to J, rows 1 to 10 counted from Red&apos;s side.</source>
        <translation>Hrací deska má 10 × 10 polí: sloupce A až J a řady 1 až 10 počítané od strany Červeného.</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Jezera</translation>
    </message>
    <message>
        <source>The two lakes in the middle (C5, D5, C6, D6 and G5, H5, G6, H6) can never be entered or crossed.</source>
        <translation>Do dvou jezer uprostřed (C5, D5, C6, D6 a G5, H5, G6, H6) nelze nikdy vstoupit ani je přejít.</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Hodnosti</translation>
    </message>
    <message>
        <source>The higher the rank, the stronger the piece. The table below shows every piece and how many each army has.</source>
        <translation>Čím vyšší hodnost, tím silnější figurka. Tabulka níže ukazuje všechny figurky a kolik jich má každá armáda.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Rozestavení</translation>
    </message>
    <message>
        <source>Red sets up in rows 1 to 4, Blue in rows 7 to 10. In Classic all 40 squares are filled; in Barrage and Duel the pieces go anywhere in the four rows. You never see the ranks of enemy pieces until they fight.</source>
        <translation>Červený rozestavuje v řadách 1 až 4, Modrý v řadách 7 až 10. Ve variantě Klasická se zaplní všech 40 polí; ve variantách Barrage a Duel mohou figurky stát kdekoli v těchto čtyřech řadách. Hodnosti nepřátelských figurek neuvidíš, dokud s nimi nedojde k boji.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Střídání tahů</translation>
    </message>
    <message>
        <source>Red moves first, then the players take turns. You must move: you cannot pass.</source>
        <translation>Červený táhne první, pak se hráči střídají. Táhnout musíš: tah nelze vynechat.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Pohyb</translation>
    </message>
    <message>
        <source>A piece moves one square forward, back, left or right, never diagonally, onto an empty square or onto an enemy piece to attack it.</source>
        <translation>Figurka se pohybuje o jedno pole dopředu, dozadu, doleva nebo doprava, nikdy úhlopříčně, a to na prázdné pole, nebo na nepřátelskou figurku, na kterou tím zaútočí.</translation>
    </message>
    <message>
        <source>Bombs and Flag</source>
        <translation>Bomby a vlajka</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomby a vlajka se nikdy nepohybují.</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Průzkumníci</translation>
    </message>
    <message>
        <source>A Scout moves any number of empty squares in a straight line, and (with attack at range on) may attack the first enemy piece on that line.</source>
        <translation>Průzkumník se pohybuje o libovolný počet prázdných polí v přímém směru a (je-li zapnutý útok na dálku) smí zaútočit na první nepřátelskou figurku v této linii.</translation>
    </message>
    <message>
        <source>Revealing</source>
        <translation>Odhalení</translation>
    </message>
    <message>
        <source>An attack shows both pieces&apos; ranks to both players, for the rest of the game.</source>
        <translation>Útok odhalí hodnosti obou figurek oběma hráčům, a to až do konce hry.</translation>
    </message>
    <message>
        <source>Higher wins</source>
        <translation>Vyšší hodnost vítězí</translation>
    </message>
    <message>
        <source>The lower rank is removed. If the attacker wins, it moves onto the square.</source>
        <translation>Figurka s nižší hodností je odstraněna. Pokud vyhraje útočník, přesune se na její pole.</translation>
    </message>
    <message>
        <source>Equal ranks</source>
        <translation>Stejné hodnosti</translation>
    </message>
    <message>
        <source>When both ranks are equal, both pieces are removed.</source>
        <translation>Mají-li obě figurky stejnou hodnost, odstraní se obě.</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bomby</translation>
    </message>
    <message>
        <source>Every attacker except a Miner loses against a Bomb. A Miner removes the Bomb and takes its square.</source>
        <translation>Každý útočník kromě minéra proti bombě prohrává. Minér bombu odstraní a obsadí její pole.</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Špión</translation>
    </message>
    <message>
        <source>A Spy that attacks the Marshal wins. A Spy that is attacked loses to anything.</source>
        <translation>Špión, který zaútočí na maršála, vyhrává. Napadený špión prohrává proti jakékoli figurce.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Vlajka</translation>
    </message>
    <message>
        <source>Whoever attacks the enemy Flag captures it and wins at once.</source>
        <translation>Kdo zaútočí na nepřátelskou vlajku, dobude ji a okamžitě vyhrává.</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Žádné tahy</translation>
    </message>
    <message>
        <source>Two-squares rule</source>
        <translation>Pravidlo dvou polí</translation>
    </message>
    <message>
        <source>A piece may not go back and forth between the same squares more than three times in a row (five in the ISF preset).</source>
        <translation>Figurka nesmí přecházet tam a zpět mezi stejnými poli víc než třikrát za sebou (v pravidlech Turnaj ISF víc než pětkrát).</translation>
    </message>
    <message>
        <source>Chase rule</source>
        <translation>Pravidlo pronásledování</translation>
    </message>
    <message>
        <source>You may not chase an enemy piece endlessly: a chasing move may not repeat a position that occurred since the chase began.</source>
        <translation>Nepřátelskou figurku nesmíš pronásledovat donekonečna: pronásledující tah nesmí zopakovat pozici, která už od začátku pronásledování nastala.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Žádný postup</translation>
    </message>
    <message>
        <source>If 200 moves in a row pass without an attack, the game is a draw.</source>
        <translation>Pokud 200 tahů za sebou proběhne bez útoku, končí hra remízou.</translation>
    </message>
    <message>
        <source>Resign and draw</source>
        <translation>Vzdání a remíza</translation>
    </message>
    <message>
        <source>You may resign at any time. Two players may agree a draw; the computer accepts or declines a draw offer itself.</source>
        <translation>Hru můžeš kdykoli vzdát. Dva hráči se mohou dohodnout na remíze; počítač nabídku remízy přijme, nebo odmítne podle vlastního uvážení.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Each player has an army. Capture the enemy Flag, or leave your opponent without a move, to win.</source>
        <translation>Každý hráč má svou armádu. Vyhraješ, když dobudeš nepřátelskou vlajku, nebo když soupeři nezbude žádný tah.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figurky</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Návrat</translation>
    </message>
    <message>
        <source>A player who cannot move loses. If neither player can move, the game is a draw.</source>
        <translation>Hráč, který nemůže táhnout, prohrává. Pokud nemůže táhnout ani jeden z hráčů, končí hra remízou.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The file is not in the settings format.</source>
        <translation>Soubor není ve formátu nastavení.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>&amp;Numbering:</source>
        <translation>Čís&amp;lování:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Pravidla:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Obtížnost počítače:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animace:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <source>Modern (Marshal 10, Spy 1)</source>
        <translation>Moderní (maršál 10, špión 1)</translation>
    </message>
    <message>
        <source>Classic (Marshal 1, Scout 9, Spy S)</source>
        <translation>Klasické (maršál 1, průzkumník 9, špión S)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>Turnaj ISF</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Klasická 1961</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
</context>
<context>
    <name>SetupBoardModel</name>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: prázdné pole</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the piece placed there</extracomment>
        <translation>%1: tvoje figurka %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Umístit figurku %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Přesunout figurku %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Odebrat figurku %1</translation>
    </message>
</context>
<context>
    <name>SetupChooser</name>
    <message>
        <source>Another one</source>
        <translation>Další</translation>
    </message>
    <message>
        <source>Draw a different army</source>
        <translation>Vytvořit jiné rozestavení</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Upravit…</translation>
    </message>
    <message>
        <source>Change this army in the setup editor first</source>
        <translation>Nejdřív upravit toto rozestavení v editoru rozestavení</translation>
    </message>
    <message>
        <source>The army you will get</source>
        <translation>Rozestavení, které dostaneš</translation>
    </message>
    <message>
        <source>Human-like, drawn for you</source>
        <translation>Jako člověk, vytvořené pro tebe</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodné</translation>
    </message>
    <message>
        <source>The one last edited in the setup editor</source>
        <translation>Naposledy upravené v editoru rozestavení</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <extracomment>%1 is the name of a setup in the player&apos;s setup library</extracomment>
        <translation>Knihovna: %1</translation>
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <source>Back</source>
        <translation>Návrat</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vyprázdnit</translation>
    </message>
    <message>
        <source>Put every piece back in the tray</source>
        <translation>Vrátit všechny figurky do zásobníku</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <source>Place the remaining pieces at random</source>
        <translation>Rozmístit zbývající figurky náhodně</translation>
    </message>
    <message>
        <source>Human-like</source>
        <translation>Jako člověk</translation>
    </message>
    <message>
        <source>Place the remaining pieces where human players tend to put them</source>
        <translation>Rozmístit zbývající figurky tam, kam je obvykle dávají lidští hráči</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otevřít…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Uložit…</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Uschovat</translation>
    </message>
    <message>
        <source>Keep this setup in your setup library</source>
        <translation>Uschovat toto rozestavení do tvé knihovny rozestavení</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Copy the setup string to the clipboard</source>
        <translation>Zkopírovat řetězec rozestavení do schránky</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Vložit</translation>
    </message>
    <message>
        <source>Paste a setup string or Gravon&apos;s 40 letters</source>
        <translation>Vložit řetězec rozestavení nebo 40 písmen z Gravonu</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varianta:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Název:</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Figurky k rozmístění</translation>
    </message>
    <message>
        <source>Your setup area</source>
        <translation>Tvoje oblast rozestavení</translation>
    </message>
    <message numerus="yes">
        <source>All %n pieces are placed.</source>
        <extracomment>%n the size of the army (40 in Classic)</extracomment>
        <translation>
            <numerusform>%n figurka je rozmístěna.</numerusform>
            <numerusform>Všechny %n figurky jsou rozmístěny.</numerusform>
            <numerusform>Všech %n figurek je rozmístěno.</numerusform>
        </translation>
    </message>
    <message>
        <source>My setup</source>
        <translation>Moje rozestavení</translation>
    </message>
    <message>
        <source>Random fill</source>
        <translation>Náhodné doplnění</translation>
    </message>
    <message>
        <source>Human-like fill</source>
        <translation>Doplnění jako člověk</translation>
    </message>
    <message>
        <source>There is no %1 left to place.</source>
        <extracomment>%1 a rank such as Scout</extracomment>
        <translation>K rozmístění už nezbývá žádná figurka %1.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Nelze otevřít %1: %2</translation>
    </message>
    <message>
        <source>Place all pieces first.</source>
        <translation>Nejdřív rozmísti všechny figurky.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Nelze uložit %1: %2</translation>
    </message>
    <message>
        <source>Kept in your setup library.</source>
        <translation>Uschováno v tvé knihovně rozestavení.</translation>
    </message>
    <message>
        <source>That is not a setup string or a Gravon setup.</source>
        <translation>Toto není řetězec rozestavení ani rozestavení z Gravonu.</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Otevřít rozestavení</translation>
    </message>
    <message>
        <source>Setups (*.setup);;All files (*)</source>
        <translation>Rozestavení (*.setup);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Save setup</source>
        <translation>Uložit rozestavení</translation>
    </message>
    <message>
        <source>Setups (*.setup)</source>
        <translation>Rozestavení (*.setup)</translation>
    </message>
    <message>
        <source>Could not keep it in your setup library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Rozestavení se nepodařilo uschovat do tvé knihovny rozestavení: %1</translation>
    </message>
    <message>
        <source>“%1” is not complete, so it cannot be kept in your setup library. Leave it and lose the changes?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>„%1“ není úplné, a proto ho nelze uschovat v tvé knihovně rozestavení. Odejít a přijít o změny?</translation>
    </message>
    <message>
        <source>Keep “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Uschovat „%1“ v tvé knihovně rozestavení?</translation>
    </message>
    <message>
        <source>Keep the changes to “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Uschovat změny v „%1“ v tvé knihovně rozestavení?</translation>
    </message>
    <message>
        <source>Changes not kept</source>
        <translation>Neuschované změny</translation>
    </message>
</context>
<context>
    <name>SetupErrorText</name>
    <message>
        <source>A setup has four rows of ten pieces, separated by &apos;/&apos;.</source>
        <translation>Rozestavení má čtyři řady po deseti figurkách, oddělené znakem &apos;/&apos;.</translation>
    </message>
    <message>
        <source>A &apos;/&apos; is missing at column %1.</source>
        <extracomment>%1 a column number in the setup string</extracomment>
        <translation>Ve sloupci %1 chybí &apos;/&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is no piece.</source>
        <extracomment>%1 the character found, %2 its column</extracomment>
        <translation>&apos;%1&apos; ve sloupci %2 není figurka.</translation>
    </message>
    <message>
        <source>The %1 army has %2 of &apos;%3&apos;; this setup has %4.</source>
        <extracomment>%1 the variant, %2 how many pieces of kind %3 its army has, %4 how many the setup has</extracomment>
        <translation>Armáda varianty %1 má %2× &apos;%3&apos;; toto rozestavení má %4.</translation>
    </message>
    <message>
        <source>There is no variant called &apos;%1&apos;.</source>
        <extracomment>%1 the variant name found in the file</extracomment>
        <translation>Varianta s názvem &apos;%1&apos; neexistuje.</translation>
    </message>
    <message>
        <source>A second setup: a file holds only one.</source>
        <translation>Druhé rozestavení: soubor obsahuje jen jedno.</translation>
    </message>
    <message>
        <source>The file holds no setup.</source>
        <translation>Soubor neobsahuje žádné rozestavení.</translation>
    </message>
</context>
<context>
    <name>SetupLibraryModel</name>
    <message>
        <source>%1 (copy)</source>
        <extracomment>the name of a duplicated setup; %1 the original name</extracomment>
        <translation>%1 (kopie)</translation>
    </message>
</context>
<context>
    <name>SetupLibraryPage</name>
    <message>
        <source>Delete setup</source>
        <translation>Smazat rozestavení</translation>
    </message>
    <message>
        <source>Delete the setup “%1”?</source>
        <extracomment>%1 the name of the setup</extracomment>
        <translation>Smazat rozestavení „%1“?</translation>
    </message>
    <message>
        <source>Your setups</source>
        <translation>Tvoje rozestavení</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Návrat</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Nové rozestavení</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Upravit</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Přejmenovat</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplikovat</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>The setup could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Rozestavení se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Play with this setup</source>
        <translation>Hrát s tímto rozestavením</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Prázdná hrací deska</translation>
    </message>
    <message>
        <source>Human-like army</source>
        <translation>Rozestavení jako od člověka</translation>
    </message>
    <message>
        <source>Random army</source>
        <translation>Náhodné rozestavení</translation>
    </message>
    <message>
        <source>No setups yet</source>
        <translation>Zatím žádná rozestavení</translation>
    </message>
    <message>
        <source>A setup you keep in the editor is kept here, with a picture of its army. Start one from:</source>
        <translation>Rozestavení, které si v editoru uschováš, se uloží sem i s obrázkem armády. Vyber si, jak začneš:</translation>
    </message>
</context>
<context>
    <name>SetupStatsPanel</name>
    <message>
        <source>There are no human setups of this army to compare with.</source>
        <translation>Pro tuto armádu nejsou k porovnání žádná rozestavení lidských hráčů.</translation>
    </message>
    <message>
        <source>Place the Flag and every Bomb to see how predictable they are.</source>
        <translation>Rozmísti vlajku a všechny bomby a uvidíš, jak jsou předvídatelné.</translation>
    </message>
    <message>
        <source>What human players do</source>
        <translation>Co dělají lidští hráči</translation>
    </message>
    <message>
        <source>From the human setups of the Gravon archive, as the computer&apos;s setup prior counts them.</source>
        <translation>Z rozestavení lidských hráčů v archivu Gravonu, jak je započítává apriorní model rozestavení, který používá počítač.</translation>
    </message>
    <message>
        <source>Heat map:</source>
        <translation>Tepelná mapa:</translation>
    </message>
    <message>
        <source>Light the squares where many players put this piece and darken the rest. Choosing a piece in the tray shows its map.</source>
        <translation>Zvýraznit pole, kam tuto figurku staví mnoho hráčů, a ztmavit ostatní. Když v zásobníku vybereš figurku, zobrazí se její mapa.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
</context>
<context>
    <name>SetupStatsText</name>
    <message>
        <source>%1 of players put their %2 here.</source>
        <extracomment>%1 a share such as 12%, %2 a rank of which the army has one, such as Flag</extracomment>
        <translation>%2: %1 hráčů sem staví tuto figurku.</translation>
    </message>
    <message>
        <source>%1 of players put a %2 here.</source>
        <extracomment>%1 a share such as 34%, %2 a rank of which the army has several, such as Bomb</extracomment>
        <translation>%2: %1 hráčů sem staví jednu z těchto figurek.</translation>
    </message>
    <message>
        <source>%1: %2 of players put theirs here (average setup: %3)</source>
        <extracomment>%1 a rank such as Flag, %2 and %3 shares such as 9%</extracomment>
        <translation>%1: %2 hráčů ji staví na stejné pole jako ty (průměrné rozestavení: %3)</translation>
    </message>
    <message>
        <source>%1: on average %2 of players put one where yours stand (average setup: %3)</source>
        <extracomment>%1 a rank such as Bomb, %2 and %3 shares such as 19%</extracomment>
        <translation>%1: v průměru %2 hráčů staví jednu tam, kde stojí tvoje (průměrné rozestavení: %3)</translation>
    </message>
    <message>
        <source>Predictability: %1 of the average setup&apos;s</source>
        <extracomment>%1 how well the computer&apos;s guess fits, against the average setup, such as 64%</extracomment>
        <translation>Předvídatelnost: %1 předvídatelnosti průměrného rozestavení</translation>
    </message>
    <message>
        <source>Less predictable than the average setup: your Flag and Bombs stand where few players put theirs.</source>
        <translation>Méně předvídatelné než průměrné rozestavení: tvoje vlajka a bomby stojí tam, kam je staví málo hráčů.</translation>
    </message>
    <message>
        <source>About as predictable as the average setup.</source>
        <translation>Zhruba stejně předvídatelné jako průměrné rozestavení.</translation>
    </message>
    <message>
        <source>More predictable than the average setup: your Flag and Bombs stand where many players put theirs.</source>
        <translation>Předvídatelnější než průměrné rozestavení: tvoje vlajka a bomby stojí tam, kam je staví mnoho hráčů.</translation>
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
        <translation>Dobuď nepřátelskou vlajku. Ubraň tu svou.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Setups</source>
        <translation>Rozestavení</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Pokračovat ve hře</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Zatím žádné hry proti počítači.</translation>
    </message>
    <message>
        <source>Your games against the computer</source>
        <translation>Tvoje hry proti počítači</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Obtížnost</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remízy</translation>
    </message>
</context>
<context>
    <name>TerminationText</name>
    <message>
        <source>the Flag was captured</source>
        <translation>vlajka byla dobyta</translation>
    </message>
    <message>
        <source>flag captured</source>
        <translation>vlajka dobyta</translation>
    </message>
    <message>
        <source>no legal move was left</source>
        <translation>nezbyl žádný platný tah</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>žádné tahy</translation>
    </message>
    <message>
        <source>neither side can move</source>
        <translation>žádná strana nemůže táhnout</translation>
    </message>
    <message>
        <source>neither can move</source>
        <translation>nikdo nemůže táhnout</translation>
    </message>
    <message>
        <source>no attack in too many moves (no progress)</source>
        <translation>příliš mnoho tahů bez útoku (žádný postup)</translation>
    </message>
    <message>
        <source>no progress</source>
        <translation>žádný postup</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>přerušeno</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>nepovolený tah</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>nepovolený tah</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>žádná odpověď včas</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>na čas</translation>
    </message>
    <message>
        <source>the program stopped</source>
        <translation>program skončil</translation>
    </message>
    <message>
        <source>program crashed</source>
        <translation>program spadl</translation>
    </message>
    <message>
        <source>an answer that could not be read</source>
        <translation>odpověď, kterou nešlo přečíst</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>nečitelná odpověď</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>byl dosažen limit tahů</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>limit tahů</translation>
    </message>
    <message>
        <source>by resignation</source>
        <translation>vzdáno</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>dohodou</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <source>not a zip archive</source>
        <translation>není to archiv ZIP</translation>
    </message>
    <message>
        <source>a ZIP64 archive, which is not supported</source>
        <translation>archiv ZIP64, který není podporován</translation>
    </message>
    <message>
        <source>the archive is damaged (its directory)</source>
        <translation>archiv je poškozený (jeho adresář)</translation>
    </message>
    <message>
        <source>the archive cannot be unpacked</source>
        <translation>archiv nelze rozbalit</translation>
    </message>
    <message>
        <source>the archive is damaged (a member does not unpack)</source>
        <translation>archiv je poškozený (soubor v něm nejde rozbalit)</translation>
    </message>
    <message>
        <source>an encrypted member</source>
        <translation>zašifrovaný soubor v archivu</translation>
    </message>
    <message>
        <source>a compression this program does not read</source>
        <translation>komprese, kterou tento program neumí přečíst</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <translation>soubor je větší než 16 MiB</translation>
    </message>
    <message>
        <source>the archive is damaged (a member&apos;s header)</source>
        <translation>archiv je poškozený (hlavička souboru v něm)</translation>
    </message>
    <message>
        <source>the archive is damaged (a member is cut short)</source>
        <translation>archiv je poškozený (soubor v něm je zkrácený)</translation>
    </message>
    <message>
        <source>the archive is damaged (a wrong checksum)</source>
        <translation>archiv je poškozený (chybný kontrolní součet)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A setup or game file to open.</source>
        <translation>Soubor s rozestavením nebo hrou, který se má otevřít.</translation>
    </message>
</context>
</TS>
