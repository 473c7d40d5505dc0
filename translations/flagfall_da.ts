<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>AdvicePanel</name>
    <message>
        <source>Setup advice</source>
        <translation>Råd til opstillingen</translation>
    </message>
    <message>
        <source>Setup advice is for the Classic army of 40 pieces.</source>
        <translation>Rådene gælder den klassiske hær på 40 brikker.</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>fulgt</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>ikke fulgt</translation>
    </message>
    <message>
        <source>Setup advice, checked once all pieces are placed</source>
        <translation>Råd til opstillingen, tjekkes når alle brikker er stillet op</translation>
    </message>
    <message>
        <source>not yet checked</source>
        <translation>endnu ikke tjekket</translation>
    </message>
</context>
<context>
    <name>AdviceText</name>
    <message>
        <source>Flag on the back row, walled in by Bombs</source>
        <translation>Fanen på bagerste række, omgivet af bomber</translation>
    </message>
    <message>
        <source>A decoy walled in by Bombs</source>
        <translation>En falsk fane omgivet af bomber</translation>
    </message>
    <message>
        <source>Few Bombs in the front row</source>
        <translation>Få bomber på forreste række</translation>
    </message>
    <message>
        <source>Strong and weak pieces mixed in front</source>
        <translation>Stærke og svage brikker blandet forrest</translation>
    </message>
    <message>
        <source>Scouts in front and at the back</source>
        <translation>Spejdere både forrest og bagerst</translation>
    </message>
    <message>
        <source>The Spy close to the General</source>
        <translation>Spionen tæt på generalen</translation>
    </message>
    <message>
        <source>On the back row the Flag can only be reached from the front and sides; Bombs on every side keep all but Miners away.</source>
        <translation>På bagerste række kan fanen kun nås forfra og fra siderne; bomber på alle sider holder alle andre end modstanderens minører væk.</translation>
    </message>
    <message>
        <source>Bombs around another back-row square make your opponent guess where the Flag really is.</source>
        <translation>Bomber omkring et andet felt på bagerste række får modstanderen til at gætte på, hvor fanen i virkeligheden står.</translation>
    </message>
    <message>
        <source>You only have six Bombs, and in the front row they block your own pieces.</source>
        <translation>Du har kun seks bomber, og på forreste række spærrer de for dine egne brikker.</translation>
    </message>
    <message>
        <source>Put a piece at least two ranks higher beside or behind each weak piece in the two front rows, so it can strike back.</source>
        <translation>Stil en brik, der er mindst to rangtrin højere, ved siden af eller bag hver svag brik på de to forreste rækker, så den kan slå tilbage.</translation>
    </message>
    <message>
        <source>Scouts in front find out what attacks you; Scouts at the back are kept for the end of the game.</source>
        <translation>Spejdere forrest afslører, hvad der angriber dig; spejdere bagerst gemmes til slutspillet.</translation>
    </message>
    <message>
        <source>Keep the Spy within two squares of the General: when the enemy Marshal takes the General, your Spy can take the Marshal.</source>
        <translation>Hold spionen højst to felter fra generalen: når fjendens feltmarskal slår generalen, kan din spion slå feltmarskalen.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Computer&apos;s analysis (up: Red better, down: Blue better)</source>
        <translation>Computerens analyse (op: Rød står bedst, ned: Blå står bedst)</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Analysér spil</translation>
    </message>
    <message>
        <source>Judge every move by what its player could know, in the background</source>
        <translation>Bedøm i baggrunden hvert træk ud fra det, spilleren kunne vide</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Vurdering</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Analysens fremskridt</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Forrige fejl</translation>
    </message>
    <message>
        <source>Previous marked move: inaccuracy, mistake or blunder (P)</source>
        <translation>Forrige markerede træk: unøjagtighed, fejl eller brøler (P)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Næste fejl</translation>
    </message>
    <message>
        <source>Next marked move: inaccuracy, mistake or blunder (N)</source>
        <translation>Næste markerede træk: unøjagtighed, fejl eller brøler (N)</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>The %1 attacks a known %2.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 the known piece it attacked</extracomment>
        <translation>En %1 angriber en kendt %2.</translation>
    </message>
    <message>
        <source>The %1 attacks an unmoved piece: %2% chance of a Bomb.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage (38)</extracomment>
        <translation>En %1 angriber en brik, der ikke har flyttet sig: %2% chance for en bombe.</translation>
    </message>
    <message>
        <source>The %1 attacks a hidden piece: %2% chance that it loses or ties.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage</extracomment>
        <translation>En %1 angriber en skjult brik: %2% chance for, at den taber eller ender uafgjort.</translation>
    </message>
    <message>
        <source>The %1 stops next to a known %2 that beats it.</source>
        <extracomment>why a move was bad: %1 the moved piece, %2 the known enemy piece next to it</extracomment>
        <translation>En %1 standser ved siden af en kendt %2, der slår den.</translation>
    </message>
    <message>
        <source>The %1 could have taken a known %2.</source>
        <extracomment>why a move was bad: %1 a piece that could have attacked, %2 the known weaker piece</extracomment>
        <translation>En %1 kunne have slået en kendt %2.</translation>
    </message>
    <message>
        <source>%1: an inaccuracy (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: en unøjagtighed (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a mistake (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: en fejl (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a blunder (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: en brøler (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: %2% → %3%.</source>
        <extracomment>the analysis of a move without a mark: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: %2% → %3%.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <extracomment>%1 the best move the computer found</extracomment>
        <translation>Bedre: %1.</translation>
    </message>
    <message>
        <source>%1: accuracy %2%, inaccuracies %3, mistakes %4, blunders %5; worst moves: %6</source>
        <extracomment>each side&apos;s analysis: %1 the side, %2 the accuracy in percent, %3 inaccuracies, %4 mistakes, %5 blunders, %6 the worst moves by their number (&quot;12., 40…, 7.&quot;: a dot for Red&apos;s move, &quot;…&quot; for Blue&apos;s) or &quot;-&quot;</extracomment>
        <translation>%1: præcision %2%, unøjagtigheder %3, fejl %4, brølere %5; værste træk: %6</translation>
    </message>
</context>
<context>
    <name>ArmyModel</name>
    <message>
        <source>%1: Red %2 left, %3 gone; Blue %4 left, %5 gone</source>
        <extracomment>a row of the army table: %1 the rank (Scout, Bomb, …); %2 and %4 how many Red and Blue still have, %3 and %5 how many they lost</extracomment>
        <translation>%1: Rød %2 tilbage, %3 tabt; Blå %4 tilbage, %5 tabt</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read: %1 The file was kept as %2.</source>
        <extracomment>%1 the reason, a sentence of its own; %2 the path the damaged file was moved to</extracomment>
        <translation>Det gemte spil kunne ikke læses: %1 Filen blev gemt som %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be played on (%1). The file was kept as %2.</source>
        <extracomment>%1 what is wrong in the file; %2 the path the damaged file was moved to</extracomment>
        <translation>Det gemte spil er beskadiget og kan ikke spilles videre (%1). Filen blev gemt som %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged (%1). It can go on after move %2; what came after that is lost. The damaged file was kept as %3.</source>
        <extracomment>%1 what is wrong in the file; %2 the number of the last good move; %3 the path the damaged file was moved to</extracomment>
        <translation>Det gemte spil er beskadiget (%1). Det kan fortsætte efter træk %2; det, der kom efter, er tabt. Den beskadigede fil blev gemt som %3.</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Spillet kunne ikke gemmes: %1</translation>
    </message>
</context>
<context>
    <name>BattleBanner</name>
    <message>
        <source>vs</source>
        <translation>mod</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <extracomment>%1 the attacking piece, %2 the attacked piece (ranks such as Scout, Bomb)</extracomment>
        <translation>%1 angriber %2</translation>
    </message>
</context>
<context>
    <name>BeliefsLayer</name>
    <message>
        <source>%1 had no idea yet where the Flag was.</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue)</extracomment>
        <translation>%1 anede endnu ikke, hvor fanen stod.</translation>
    </message>
    <message>
        <source>%1 thought the Flag most likely on %2 (%3%).</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue), %2 a square (&quot;B2&quot;), %3 a chance in percent</extracomment>
        <translation>%1 mente, at fanen mest sandsynligt stod på %2 (%3%).</translation>
    </message>
    <message>
        <source>Beliefs</source>
        <translation>Formodninger</translation>
    </message>
    <message>
        <source>Show what a player believed of the other&apos;s hidden pieces at this move (B): on each piece its likeliest rank and that rank&apos;s chance, and tinted squares where the Flag might be. Worked out by the computer&apos;s own belief model from that player&apos;s view alone. A side&apos;s view shows that side&apos;s beliefs; with everything revealed, the computer&apos;s in a game against it.</source>
        <translation>Vis, hvad en spiller formodede om modstanderens skjulte brikker ved dette træk (B): på hver brik dens mest sandsynlige rang og chancen for den, og farvede felter, hvor fanen kan stå. Beregnet af computerens egen model alene ud fra, hvad den spiller kunne se. Set fra en side vises den sides formodninger; med alt afsløret computerens i et spil mod den.</translation>
    </message>
    <message>
        <source>Show beliefs</source>
        <translation>Vis formodninger</translation>
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
        <translation>%1: sø</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: tomt</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: ukendt fjendtlig brik</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece, has moved</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: ukendt fjendtlig brik, har flyttet sig</translation>
    </message>
    <message>
        <source>%1: enemy Scout, not yet revealed</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: fjendtlig spejder, endnu ikke afsløret</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>everything revealed: %1 the square (E4), %2 the owner (Red, Blue), %3 the rank (Scout, Bomb)</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: enemy %2, revealed</source>
        <extracomment>%1 the square (E4), %2 the rank of the enemy piece</extracomment>
        <translation>%1: fjendtlig %2, afsløret</translation>
    </message>
    <message>
        <source>%1: your %2, known to the opponent</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2, kendt af modstanderen</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move as a Scout</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2, set flytte som en spejder</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2, set flytte</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Filen findes ikke.</translation>
    </message>
    <message>
        <source>It is not a regular file (but a folder, a device or a pipe).</source>
        <translation>Det er ikke en almindelig fil (men en mappe, en enhed eller en pipe).</translation>
    </message>
    <message>
        <source>The file is larger than 16 MiB.</source>
        <translation>Filen er større end 16 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <extracomment>%1 the system&apos;s reason, such as &quot;Permission denied&quot;</extracomment>
        <translation>Filen kan ikke åbnes: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>Filen kan ikke læses: %1</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>you may not write to that folder</source>
        <translation>du må ikke skrive i den mappe</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>filen kunne ikke skrives</translation>
    </message>
</context>
<context>
    <name>EndOfGameBox</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Genafspil dette spil</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>These files could not be read. They were left as they are:</source>
        <translation>Disse filer kunne ikke læses. De er ladt urørt:</translation>
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
            <numerusform>%n fil kunne ikke læses og vises ikke: %1</numerusform>
            <numerusform>%n filer kunne ikke læses og vises ikke: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 what is wrong there</extracomment>
        <translation>Linje %1, kolonne %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1 line, %2 what is wrong there</extracomment>
        <translation>Linje %1: %2</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Din farve</translation>
    </message>
</context>
<context>
    <name>GameLibraryPage</name>
    <message>
        <source>Delete game</source>
        <translation>Slet spil</translation>
    </message>
    <message>
        <source>Delete the game against %1 for good?</source>
        <extracomment>%1 the opponent, such as &quot;Computer (level 3)&quot;</extracomment>
        <translation>Vil du slette spillet mod %1 for altid?</translation>
    </message>
    <message>
        <source>The file could not be deleted.</source>
        <translation>Filen kunne ikke slettes.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Eksportér spil</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spilfiler (*.sgn)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Ingen nylige spil</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Spilarkiv</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Genafspil</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Seneste</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Kunne ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Filter games…</source>
        <translation>Filtrér spil …</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportér …</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>Åbn &amp;fil …</translation>
    </message>
    <message>
        <source>Games (*.sgn *.xml *.gsn);;Game records (*.sgn);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Spil (*.sgn *.xml *.gsn);;Spilfiler (*.sgn);;Gravon-spil (*.xml *.gsn);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Import Gravon games</source>
        <translation>Importér Gravon-spil</translation>
    </message>
    <message>
        <source>Zip archives (*.zip);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Zip-arkiver (*.zip);;Gravon-spil (*.xml *.gsn);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Importing Gravon games…</source>
        <translation>Importerer Gravon-spil …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Import &amp;Gravon games…</source>
        <translation>&amp;Importér Gravon-spil …</translation>
    </message>
    <message>
        <source>Store every Gravon game file (.xml, .gsn) of a folder or a zip archive in the game library</source>
        <translation>Læg alle Gravon-spilfiler (.xml, .gsn) fra en mappe eller et zip-arkiv i spilarkivet</translation>
    </message>
    <message>
        <source>From a &amp;folder…</source>
        <translation>Fra en &amp;mappe …</translation>
    </message>
    <message>
        <source>From a &amp;zip archive…</source>
        <translation>Fra et &amp;zip-arkiv …</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysér</translation>
    </message>
    <message>
        <source>Let the computer judge every move of the chosen games, in the background; each game keeps its analysis</source>
        <translation>Lad computeren bedømme hvert træk i de valgte spil i baggrunden; hvert spil beholder sin analyse</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>Your results against the computer by variant, level and setup</source>
        <translation>Dine resultater mod computeren efter variant, niveau og opstilling</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ingen spil endnu</translation>
    </message>
    <message>
        <source>Every game you finish against the computer is kept here; you can also open any .sgn file or Gravon game.</source>
        <translation>Hvert spil, du spiller færdigt mod computeren, gemmes her; du kan også åbne enhver .sgn-fil og ethvert Gravon-spil.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Looking for a good move…</source>
        <translation>Leder efter et godt træk …</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 a suggested move such as E4-E5</extracomment>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Computeren accepterer uafgjort.</translation>
    </message>
    <message>
        <source>The computer declines the draw and plays on.</source>
        <translation>Computeren afslår uafgjort og spiller videre.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Spillet kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>shown to the next player in a hot-seat game: %1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 trak %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 i trækket</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Computeren tænker …</translation>
    </message>
    <message>
        <source>Your move (%1)</source>
        <extracomment>%1 the player&apos;s side (Red, Blue)</extracomment>
        <translation>Din tur (%1)</translation>
    </message>
    <message>
        <source>The computer moves</source>
        <translation>Computeren trækker</translation>
    </message>
    <message>
        <source>Not in a serious game</source>
        <translation>Ikke i et seriøst spil</translation>
    </message>
    <message>
        <source>You offer a draw; the computer considers it…</source>
        <translation>Du tilbyder uafgjort; computeren overvejer det …</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Tilbud om uafgjort</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <extracomment>asked of the other player in a hot-seat game; %1 that player&apos;s side (Red, Blue)</extracomment>
        <translation>%1, accepterer du uafgjort?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Giv op</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Vil du virkelig give op i dette spil?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Gem spil</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spilfiler (*.sgn)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>%1 the path of the saved file</extracomment>
        <translation>Gemt som %1</translation>
    </message>
    <message>
        <source>The saved game of last time was damaged; it was kept as %1.</source>
        <extracomment>%1 the path the damaged file was moved to</extracomment>
        <translation>Det gemte spil fra sidst var beskadiget; det blev gemt som %1.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomber og fanen flytter aldrig.</translation>
    </message>
</context>
<context>
    <name>GameSidePanel</name>
    <message>
        <source>Armies: left and gone (Red | Blue)</source>
        <translation>Hære: tilbage og tabt (Rød | Blå)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Tilbyd uafgjort</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Giv op</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Gem som …</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Thinking… %p%</source>
        <translation>Tænker … %p%</translation>
    </message>
</context>
<context>
    <name>GravonErrorText</name>
    <message>
        <source>This is not a Gravon game file (neither XML nor GSN).</source>
        <translation>Dette er ikke en Gravon-spilfil (hverken XML eller GSN).</translation>
    </message>
    <message>
        <source>The XML is not well formed: %1</source>
        <extracomment>%1 what is wrong, in English, from the XML reader</extracomment>
        <translation>XML-koden er ikke velformet: %1</translation>
    </message>
    <message>
        <source>There is no &lt;game&gt; element: not a Gravon game file.</source>
        <translation>Der er intet element &lt;game&gt;: det er ikke en Gravon-spilfil.</translation>
    </message>
    <message>
        <source>The &lt;game&gt; element has no type.</source>
        <translation>Elementet &lt;game&gt; har ingen type.</translation>
    </message>
    <message>
        <source>A game has two &lt;player&gt; elements; this file has %1.</source>
        <extracomment>%1 how many &lt;player&gt; elements the file has</extracomment>
        <translation>Et spil har to elementer &lt;player&gt;; denne fil har %1.</translation>
    </message>
    <message>
        <source>A GSN file starts with &apos;#X38FA11 Stratego-Notation v1&apos;.</source>
        <translation>En GSN-fil begynder med &apos;#X38FA11 Stratego-Notation v1&apos;.</translation>
    </message>
    <message>
        <source>The second line of a GSN file is &apos;type N&apos; (0 classic, 1 barrage, …).</source>
        <translation>Anden linje i en GSN-fil er &apos;type N&apos; (0 classic, 1 barrage, …).</translation>
    </message>
    <message>
        <source>The file ends before END (is it cut short?).</source>
        <translation>Filen slutter før END (er den afkortet?).</translation>
    </message>
    <message>
        <source>The file ends before the result line (is it cut short?).</source>
        <translation>Filen slutter før resultatlinjen (er den afkortet?).</translation>
    </message>
    <message>
        <source>There is text after the result line: &apos;%1&apos;.</source>
        <extracomment>%1 the text found after the last line of a GSN file</extracomment>
        <translation>Der står tekst efter resultatlinjen: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The Gravon variant &apos;%1&apos; is not played here (Flagfall plays classic, barrage and duell).</source>
        <extracomment>%1 the Gravon game type found in the file</extracomment>
        <translation>Gravon-varianten &apos;%1&apos; spilles ikke her (Flagfall spiller classic, barrage og duell).</translation>
    </message>
    <message>
        <source>The &lt;field&gt; element has no content.</source>
        <translation>Elementet &lt;field&gt; er tomt.</translation>
    </message>
    <message>
        <source>The file has no field: the game ended before both setups were complete.</source>
        <translation>Filen har ingen startstilling: spillet sluttede, før begge opstillinger var færdige.</translation>
    </message>
    <message>
        <source>The field has %1 letters, not 100.</source>
        <extracomment>%1 how many letters the field has</extracomment>
        <translation>Startstillingen har %1 tegn, ikke 100.</translation>
    </message>
    <message>
        <source>Letter %1 of the field (%2, &apos;%3&apos;)</source>
        <extracomment>%1 the letter&apos;s place in the field (1-100), %2 its square (C5), %3 the letter</extracomment>
        <translation>Tegn %1 i startstillingen (%2, &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: a lake must be &apos;_&apos;.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: en sø skal være &apos;_&apos;.</translation>
    </message>
    <message>
        <source>%1: &apos;_&apos; (a lake) where there is no lake.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: &apos;_&apos; (en sø), hvor der ikke er nogen sø.</translation>
    </message>
    <message>
        <source>%1: no piece has this letter.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: tegnet står ikke for nogen brik.</translation>
    </message>
    <message>
        <source>%1: a Blue piece outside rows 7-10.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: en blå brik uden for rækkerne 7–10.</translation>
    </message>
    <message>
        <source>%1: a Red piece outside rows 1-4.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: en rød brik uden for rækkerne 1–4.</translation>
    </message>
    <message>
        <source>%1&apos;s setup: %2</source>
        <extracomment>%1 the side (Red, Blue), %2 what is wrong with its setup, in English</extracomment>
        <translation>Opstillingen for %1: %2</translation>
    </message>
    <message>
        <source>Move %1: a &lt;move&gt; needs a source and a target.</source>
        <extracomment>%1 the move&apos;s number as players count it (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s)</extracomment>
        <translation>Træk %1: et &lt;move&gt; kræver et startfelt og et målfelt.</translation>
    </message>
    <message>
        <source>Move %1: expected a move like &apos;D4-D5&apos; or END, found &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the line found</extracomment>
        <translation>Træk %1: der skulle stå et træk som &apos;D4-D5&apos; eller END, men der står &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1: there is no square &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the square as written</extracomment>
        <translation>Træk %1: der findes intet felt &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the move (D4-D5), %3 why the rules refuse it</extracomment>
        <translation>Træk %1 (%2) er ulovligt: %3</translation>
    </message>
    <message>
        <source>There is no &lt;result&gt; element (is the file cut short?).</source>
        <translation>Der er intet element &lt;result&gt; (er filen afkortet?).</translation>
    </message>
    <message>
        <source>The result&apos;s type must be a number.</source>
        <translation>Resultatets type skal være et tal.</translation>
    </message>
    <message>
        <source>The winner must be %1 (Red), %2 (Blue) or %3 (a draw).</source>
        <extracomment>%1, %2, %3 the numbers the file uses for Red, Blue and a draw</extracomment>
        <translation>Vinderen skal være %1 (Rød), %2 (Blå) eller %3 (uafgjort).</translation>
    </message>
    <message>
        <source>Expected &apos;NAME vs NAME result T winner W&apos;, found &apos;%1&apos;.</source>
        <extracomment>%1 the line found</extracomment>
        <translation>Der skulle stå &apos;NAME vs NAME result T winner W&apos;, men der står &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no Gravon result of type %1.</source>
        <extracomment>%1 the result type found in the file</extracomment>
        <translation>Der findes intet Gravon-resultat af typen %1.</translation>
    </message>
    <message>
        <source>The result says a Flag was captured, but no move captures it (is the file cut short?).</source>
        <translation>Ifølge resultatet blev en fane erobret, men intet træk erobrer den (er filen afkortet?).</translation>
    </message>
    <message>
        <source>The result says %1, but the moves end the game: %2, %3.</source>
        <extracomment>%1 the file&apos;s result (&quot;Red won&quot;), %2 the result of the moves, %3 how they end it</extracomment>
        <translation>Resultatet er »%1«, men ifølge trækkene ender spillet sådan: %2, %3.</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>Rød vandt</translation>
    </message>
    <message>
        <source>Blue won</source>
        <translation>Blå vandt</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>uafgjort</translation>
    </message>
    <message>
        <source>the two-squares rule forbids another move back.</source>
        <translation>tofeltsreglen forbyder endnu et træk tilbage.</translation>
    </message>
    <message>
        <source>the chase rule forbids repeating a position of this chase.</source>
        <translation>jagtreglen forbyder at gentage en stilling fra denne jagt.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>spillet er slut.</translation>
    </message>
    <message>
        <source>there is no piece on the starting square.</source>
        <translation>der står ingen brik på startfeltet.</translation>
    </message>
    <message>
        <source>the piece there is not the mover&apos;s.</source>
        <translation>brikken dér tilhører ikke den, der trækker.</translation>
    </message>
    <message>
        <source>a Bomb or the Flag never moves.</source>
        <translation>bomber og fanen flytter aldrig.</translation>
    </message>
    <message>
        <source>pieces move straight along a row or column.</source>
        <translation>brikker flytter kun i lige linje langs en række eller søjle.</translation>
    </message>
    <message>
        <source>only a Scout moves more than one square.</source>
        <translation>kun en spejder kan flytte mere end ét felt.</translation>
    </message>
    <message>
        <source>the way is blocked.</source>
        <translation>vejen er spærret.</translation>
    </message>
    <message>
        <source>no piece enters or crosses a lake.</source>
        <translation>ingen brik må gå ind i eller krydse en sø.</translation>
    </message>
    <message>
        <source>a piece cannot attack its own side.</source>
        <translation>en brik kan ikke angribe brikker fra sin egen side.</translation>
    </message>
    <message>
        <source>the rules do not allow it.</source>
        <translation>reglerne tillader det ikke.</translation>
    </message>
</context>
<context>
    <name>GravonImport</name>
    <message>
        <source>could not be saved: %1</source>
        <extracomment>%1 why the file could not be written (&quot;the disk is full&quot;)</extracomment>
        <translation>kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>Games imported: %1 of %2.</source>
        <extracomment>%1 games imported, %2 games tried</extracomment>
        <translation>Importerede spil: %1 af %2.</translation>
    </message>
    <message>
        <source>The import was canceled.</source>
        <translation>Importen blev afbrudt.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <extracomment>%n how many more files could not be read, beyond those listed</extracomment>
        <translation>
            <numerusform>… og %n til</numerusform>
            <numerusform>… og %n til</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 i trækket</translation>
    </message>
    <message>
        <source>Hand the computer to the %1 player; the other player looks away.</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Giv computeren videre til %1; den anden spiller kigger væk.</translation>
    </message>
    <message>
        <source>I am %1: show my board</source>
        <extracomment>a button; %1 the side to move (Red, Blue)</extracomment>
        <translation>Jeg er %1: vis mit bræt</translation>
    </message>
</context>
<context>
    <name>LibraryAnalysis</name>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <extracomment>%1 the game under analysis, %2 how many games are to be analysed</extracomment>
        <translation>Analyserer spil %1 af %2 …</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <source>The finished game could not be kept in the game library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Det færdige spil kunne ikke gemmes i spilarkivet: %1</translation>
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
        <translation>intet</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>ingen tab</translation>
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
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>&amp;Fortsæt spillet</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil …</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Åbn spil …</translation>
    </message>
    <message>
        <source>&amp;Setups</source>
        <translation>&amp;Opstillinger</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Indstillinger …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
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
        <translation>Filer, der ikke kunne læses</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Åbn opstilling</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Kunne ikke åbne %1.
%2</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>%1 vs %2</source>
        <extracomment>after a move in the move list: %1 the attacking rank, %2 the attacked rank</extracomment>
        <translation>%1 mod %2</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>ISF-turnering</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Klassisk 1961</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Computeren</translation>
    </message>
    <message>
        <source>A second player at this computer</source>
        <translation>En anden spiller ved denne computer</translation>
    </message>
    <message>
        <source>Red (moves first)</source>
        <translation>Rød (begynder)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Serious game: no undo and no hints</source>
        <translation>Seriøst spil: ingen tilbagetagning af træk og ingen tip</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Fortsæt det uafsluttede spil</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Modstander:</translation>
    </message>
    <message>
        <source>Your colour:</source>
        <translation>Din farve:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Computerniveau:</translation>
    </message>
    <message>
        <source>Your setup:</source>
        <translation>Din opstilling:</translation>
    </message>
</context>
<context>
    <name>OwnGamesDialog</name>
    <message>
        <source>Your games</source>
        <translation>Dine spil</translation>
    </message>
    <message>
        <source>No finished games against the computer in the library yet.</source>
        <translation>Endnu ingen færdigspillede spil mod computeren i spilarkivet.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished games against the computer in the library: won %1, drawn %2, lost %3.</source>
        <extracomment>%n the games counted; %1, %2 and %3 how many were won, drawn and lost</extracomment>
        <translation>
            <numerusform>%n færdigspillet spil mod computeren i spilarkivet: %1 vundet, %2 uafgjort, %3 tabt.</numerusform>
            <numerusform>%n færdigspillede spil mod computeren i spilarkivet: %1 vundet, %2 uafgjort, %3 tabt.</numerusform>
        </translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Efter variant</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Efter computerens niveau</translation>
    </message>
    <message>
        <source>By setup</source>
        <translation>Efter opstilling</translation>
    </message>
</context>
<context>
    <name>OwnGamesModel</name>
    <message>
        <source>Level %1</source>
        <extracomment>%1 the computer&apos;s level, 1 to 5</extracomment>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Level not known</source>
        <translation>Ukendt niveau</translation>
    </message>
    <message>
        <source>Setups not kept</source>
        <translation>Opstillinger, der ikke er beholdt</translation>
    </message>
    <message>
        <source>Games won, a draw counting half</source>
        <translation>Vundne spil, hvor uafgjort tæller halvt</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Opstilling</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>PieceText</name>
    <message>
        <source>Flag</source>
        <translation>Fane</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Spejder</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minør</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Løjtnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kaptajn</translation>
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
        <translation>Feltmarskal</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>ukendt brik</translation>
    </message>
    <message numerus="yes">
        <source>%n Flag(s) left</source>
        <extracomment>the setup editor&apos;s pieces still to place, in a list joined by commas; %n how many of this rank are left to place (the same for every rank below)</extracomment>
        <translation>
            <numerusform>%n fane tilbage</numerusform>
            <numerusform>%n faner tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Spy/Spies left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n spion tilbage</numerusform>
            <numerusform>%n spioner tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Scout(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n spejder tilbage</numerusform>
            <numerusform>%n spejdere tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Miner(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n minør tilbage</numerusform>
            <numerusform>%n minører tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sergeant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n sergent tilbage</numerusform>
            <numerusform>%n sergenter tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lieutenant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n løjtnant tilbage</numerusform>
            <numerusform>%n løjtnanter tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Captain(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n kaptajn tilbage</numerusform>
            <numerusform>%n kaptajner tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Major(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n major tilbage</numerusform>
            <numerusform>%n majorer tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Colonel(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n oberst tilbage</numerusform>
            <numerusform>%n oberster tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n General(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n general tilbage</numerusform>
            <numerusform>%n generaler tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marshal(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n feltmarskal tilbage</numerusform>
            <numerusform>%n feltmarskaller tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bomb(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n bombe tilbage</numerusform>
            <numerusform>%n bomber tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
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
        <translation>fane</translation>
    </message>
    <message>
        <source>Spy</source>
        <comment>in a sentence</comment>
        <translation>spion</translation>
    </message>
    <message>
        <source>Scout</source>
        <comment>in a sentence</comment>
        <translation>spejder</translation>
    </message>
    <message>
        <source>Miner</source>
        <comment>in a sentence</comment>
        <translation>minør</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <comment>in a sentence</comment>
        <translation>sergent</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <comment>in a sentence</comment>
        <translation>løjtnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <comment>in a sentence</comment>
        <translation>kaptajn</translation>
    </message>
    <message>
        <source>Major</source>
        <comment>in a sentence</comment>
        <translation>major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <comment>in a sentence</comment>
        <translation>oberst</translation>
    </message>
    <message>
        <source>General</source>
        <comment>in a sentence</comment>
        <translation>general</translation>
    </message>
    <message>
        <source>Marshal</source>
        <comment>in a sentence</comment>
        <translation>feltmarskal</translation>
    </message>
    <message>
        <source>Bomb</source>
        <comment>in a sentence</comment>
        <translation>bombe</translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <source>(%n characters in all; the rest is not shown)</source>
        <extracomment>after a long text that was cut short: %n its length in characters</extracomment>
        <translation>
            <numerusform>(%n tegn i alt; resten vises ikke)</numerusform>
            <numerusform>(%n tegn i alt; resten vises ikke)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPages</name>
    <message>
        <source>Unfinished game</source>
        <translation>Uafsluttet spil</translation>
    </message>
    <message numerus="yes">
        <source>A game you did not finish was saved after %n move(s). Go on playing it?</source>
        <extracomment>%n moves as players count them (one move of each side is one move)</extracomment>
        <translation>
            <numerusform>Et spil, du ikke spillede færdigt, blev gemt efter %n træk. Vil du spille videre?</numerusform>
            <numerusform>Et spil, du ikke spillede færdigt, blev gemt efter %n træk. Vil du spille videre?</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is finished.</source>
        <translation>Dette spil er slut.</translation>
    </message>
    <message>
        <source>Abandon the unfinished game? It is kept in the game library, unfinished, and can be played on from there.</source>
        <translation>Vil du forlade det uafsluttede spil? Det gemmes i spilarkivet som uafsluttet og kan spilles videre derfra.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept in the game library, so it stays where it is: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Det uafsluttede spil kunne ikke gemmes i spilarkivet, så det bliver, hvor det er: %1</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message numerus="yes">
        <source>Refused by the two-squares rule: a piece may not go back and forth between the same squares more than %n time(s) in a row. Move another piece or go elsewhere.</source>
        <extracomment>%n how many times in a row a piece may go back and forth (3 or 5)</extracomment>
        <translation>
            <numerusform>Afvist af tofeltsreglen: en brik må ikke flytte frem og tilbage mellem de samme felter mere end %n gang i træk. Flyt en anden brik, eller vælg et andet felt.</numerusform>
            <numerusform>Afvist af tofeltsreglen: en brik må ikke flytte frem og tilbage mellem de samme felter mere end %n gange i træk. Flyt en anden brik, eller vælg et andet felt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused by the chase rule: this chasing move would bring back a position that already occurred in this chase. An endless chase is not allowed; give up the chase or chase another way.</source>
        <translation>Afvist af jagtreglen: dette jagttræk ville gentage en stilling, der allerede har været i denne jagt. Endeløs jagt er ikke tilladt; opgiv jagten, eller jag på en anden måde.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Det felt findes ikke på brættet.</translation>
    </message>
    <message>
        <source>There is no piece there.</source>
        <translation>Der står ingen brik der.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>Det er ikke din brik.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomber og fanen flytter aldrig.</translation>
    </message>
    <message>
        <source>Pieces move straight along a row or column.</source>
        <translation>Brikker flytter kun i lige linje langs en række eller søjle.</translation>
    </message>
    <message>
        <source>Only a Scout moves more than one square.</source>
        <translation>Kun en spejder kan flytte mere end ét felt.</translation>
    </message>
    <message>
        <source>The way is blocked.</source>
        <translation>Vejen er spærret.</translation>
    </message>
    <message>
        <source>No piece may enter a lake.</source>
        <translation>Ingen brik må gå ind i en sø.</translation>
    </message>
    <message>
        <source>You cannot attack your own piece.</source>
        <translation>Du kan ikke angribe din egen brik.</translation>
    </message>
    <message>
        <source>Under these rules a Scout may not move and attack in the same turn.</source>
        <translation>Med disse regler må en spejder ikke både flytte og angribe i samme tur.</translation>
    </message>
    <message>
        <source>%1 %2 attacks %3 %4: %5</source>
        <extracomment>%1 the attacking side (Red, Blue), %2 its rank, %3 the attacked side, %4 its rank, %5 the outcome (one of the next strings: &quot;the %1 wins.&quot;, …)</extracomment>
        <translation>%1 %2 angriber %3 %4: %5</translation>
    </message>
    <message>
        <source>the Flag is captured!</source>
        <translation>fanen er erobret!</translation>
    </message>
    <message>
        <source>the %1 wins.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacker</extracomment>
        <translation>%1 vinder.</translation>
    </message>
    <message>
        <source>the %1 holds.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacked piece</extracomment>
        <translation>%1 holder stand.</translation>
    </message>
    <message>
        <source>both are removed.</source>
        <translation>begge tages af brættet.</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <extracomment>%1 how the game ended, such as &quot;neither side can move&quot;</extracomment>
        <translation>Uafgjort: %1.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Spillet fortsætter.</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Du vinder: %1.</translation>
    </message>
    <message>
        <source>You lose: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Du taber: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <extracomment>%1 the winning side (Red, Blue), %2 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>%1 vinder: %2.</translation>
    </message>
    <message>
        <source>Strongest: plays its best, thinks up to 5 seconds</source>
        <translation>Stærkest: spiller sit bedste, tænker op til 5 sekunder</translation>
    </message>
    <message>
        <source>Strong: plays its best, thinks up to half a second</source>
        <translation>Stærk: spiller sit bedste, tænker op til et halvt sekund</translation>
    </message>
    <message>
        <source>That move does not match the target square: an attack needs an enemy piece there, a plain move an empty square.</source>
        <translation>Trækket passer ikke til målfeltet: et angreb kræver en fjendtlig brik dér, et almindeligt træk et tomt felt.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Uafgjort efter aftale.</translation>
    </message>
    <message>
        <source>You win: the computer resigned.</source>
        <translation>Du vinder: computeren gav op.</translation>
    </message>
    <message>
        <source>You lose: you resigned.</source>
        <translation>Du taber: du gav op.</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%1 the winning side, %2 the side that resigned (Red, Blue)</extracomment>
        <translation>%1 vinder: %2 gav op.</translation>
    </message>
    <message>
        <source>Beginner: looks one move ahead, often blunders and soon forgets your pieces it has seen</source>
        <translation>Begynder: ser ét træk frem, laver tit fejl og glemmer snart de af dine brikker, den har set</translation>
    </message>
    <message>
        <source>Casual player: looks a little further, still careless, forgets your pieces after a while</source>
        <translation>Fritidsspiller: ser lidt længere frem, men er stadig skødesløs og glemmer efter et stykke tid dine brikker</translation>
    </message>
    <message>
        <source>Club player, the default: plays its best at once, sets up anew every game</source>
        <translation>Klubspiller, standardniveauet: spiller sit bedste med det samme, stiller op på en ny måde i hvert spil</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drev</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ukendt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åbn</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>»%1« er skrivebeskyttet.
Vil du slette den alligevel?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <extracomment>%1 a file or folder name</extracomment>
        <translation>Er du sikker på, at du vil slette »%1«?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste med steder og bogmærker</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Filnavn:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Ovenliggende mappe</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Kig i:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Opret en ny mappe</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Filer af type:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Find mappe</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis s&amp;kjulte filer</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Gem som</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <extracomment>%1 the folder name that was typed</extracomment>
        <translation>%1
Mappen blev ikke fundet.
Kontrollér, at det korrekte mappenavn blev givet.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidebjælke</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Vælg</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mapper</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Omdøb</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Kunne ikke slette mappen.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappe:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 findes allerede.
Vil du erstatte den?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Frem</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fremad</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til den overliggende mappe</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nylige steder</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbage</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Skift til detaljeret visningstilstand</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Opret ny mappe</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljeret visning</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <extracomment>%1 the file name that was typed</extracomment>
        <translation>%1
Filen blev ikke fundet.
Kontrollér, at det korrekte filnavn blev givet.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Skift til listevisningstilstand</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ændringsdato</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Denne computer</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Vis detaljer …</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Skjul detaljer …</translation>
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
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjælp</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Afbryd</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anvend</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nulstil</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Genskab standarder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Ne&amp;j til alle</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Gem alle</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
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
        <translation>%1 vandt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Uafsluttet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>in the Result column: %1 the result (&quot;You won&quot;, &quot;Draw&quot;, …), %2 how the game ended (&quot;flag captured&quot;, &quot;by resignation&quot;, …)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Egen stilling</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <extracomment>a player&apos;s name in the game library; %1 the level, 1 to 5</extracomment>
        <translation>Computer (niveau %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Red player</source>
        <translation>Rød spiller</translation>
    </message>
    <message>
        <source>Blue player</source>
        <translation>Blå spiller</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Du vandt</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Du tabte</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>a comment in the move list: the computer suggested this move; %1 a move such as E4-E5</extracomment>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>A move was taken back here.</source>
        <translation>Her blev et træk taget tilbage.</translation>
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
        <translation>Pause (Mellemrum)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Afspil (Mellemrum)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Til starten (Home)</translation>
    </message>
    <message>
        <source>One move back (Left, wheel up)</source>
        <translation>Ét træk tilbage (Venstre pil, hjulet op)</translation>
    </message>
    <message>
        <source>One move forward (Right, wheel down)</source>
        <translation>Ét træk frem (Højre pil, hjulet ned)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Til slutningen (End)</translation>
    </message>
    <message>
        <source>Scrub through the game</source>
        <translation>Spol gennem spillet</translation>
    </message>
    <message>
        <source>Moves played / moves in the game</source>
        <translation>Spillede træk / træk i alt</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Hastighe&amp;d:</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Meget langsom</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Meget hurtig</translation>
    </message>
</context>
<context>
    <name>ReplayFile</name>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the number of the move, %2 the move (E4-E5), %3 why it is illegal</extracomment>
        <translation>Træk %1 (%2) er ulovligt: %3</translation>
    </message>
</context>
<context>
    <name>ReplayMovesModel</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>Stillingen før første træk</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>the ranks that met in a battle, as numbers or letters: %1 the attacker, %2 the attacked piece</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 moves %2</source>
        <extracomment>%1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 trækker %2</translation>
    </message>
    <message>
        <source>%1: the %2 takes the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 slår %3</translation>
    </message>
    <message>
        <source>%1: the %2 falls to the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 taber til %3</translation>
    </message>
    <message>
        <source>%1: the %2 and the %3 are both removed</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 og %3 tages begge af brættet</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>This game cannot be shown.
%1</source>
        <extracomment>%1 what is wrong in the game</extracomment>
        <translation>Dette spil kan ikke vises.
%1</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Kunne ikke åbne %1.
%2</translation>
    </message>
    <message>
        <source>No comment on this move.</source>
        <translation>Ingen kommentar til dette træk.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>in the replay&apos;s header: %n the length of the game in moves as players count them (one of each side)</extracomment>
        <translation>
            <numerusform>%n træk</numerusform>
            <numerusform>%n træk</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Genafspilning</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Vis:</translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation>Set fra Rød</translation>
    </message>
    <message>
        <source>Blue&apos;s view</source>
        <translation>Set fra Blå</translation>
    </message>
    <message>
        <source>Everything revealed</source>
        <translation>Alt afsløret</translation>
    </message>
    <message>
        <source>A side&apos;s view shows only what that player knew at the shown move.</source>
        <translation>Når du ser fra en spillers side, vises kun det, den spiller vidste ved det viste træk.</translation>
    </message>
    <message>
        <source>%1 lost:</source>
        <extracomment>%1 a side (Red, Blue); a list of its lost pieces follows</extracomment>
        <translation>%1 mistede:</translation>
    </message>
    <message>
        <source>Material balance (up: Red ahead, down: Blue ahead)</source>
        <translation>Materialebalance (op: Rød fører, ned: Blå fører)</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Fortsæt herfra</translation>
    </message>
    <message>
        <source>Play on against the computer from the shown position</source>
        <translation>Spil videre mod computeren fra den viste stilling</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Material balance</source>
        <translation>Materialebalance</translation>
    </message>
    <message>
        <source>The analysis could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Analysen kunne ikke gemmes i %1.
%2</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Skriv en kommentar til dette træk</translation>
    </message>
    <message>
        <source>The comment could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Kommentaren kunne ikke gemmes i %1.
%2</translation>
    </message>
</context>
<context>
    <name>ReviewPages</name>
    <message>
        <source>Open game</source>
        <translation>Åbn spil</translation>
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
        <translation>Brik</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brættet</translation>
    </message>
    <message>
        <source>The board has 10 × 10 squares: columns A to J, rows 1 to 10 counted from Red&apos;s side.</source>
        <translation>Brættet har 10 × 10 felter: søjlerne A til J og rækkerne 1 til 10 talt fra Røds side.</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Søerne</translation>
    </message>
    <message>
        <source>The two lakes in the middle (C5, D5, C6, D6 and G5, H5, G6, H6) can never be entered or crossed.</source>
        <translation>Ingen brik må nogensinde gå ind i eller over de to søer i midten (C5, D5, C6, D6 og G5, H5, G6, H6).</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ranglisten</translation>
    </message>
    <message>
        <source>The higher the rank, the stronger the piece. The table below shows every piece and how many each army has.</source>
        <translation>Jo højere rang, desto stærkere brik. Tabellen nedenfor viser alle brikkerne, og hvor mange hver hær har af dem.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Opstilling</translation>
    </message>
    <message>
        <source>Red sets up in rows 1 to 4, Blue in rows 7 to 10. In Classic all 40 squares are filled; in Barrage and Duel the pieces go anywhere in the four rows. You never see the ranks of enemy pieces until they fight.</source>
        <translation>Rød stiller op på række 1 til 4, Blå på række 7 til 10. I Klassisk bliver alle 40 felter fyldt; i Barrage og Duel må brikkerne stå hvor som helst i de fire rækker. Du ser aldrig rangen på modstanderens brikker, før de kommer i kamp.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turfølge</translation>
    </message>
    <message>
        <source>Red moves first, then the players take turns. You must move: you cannot pass.</source>
        <translation>Rød begynder, og derefter skiftes spillerne til at trække. Du skal trække: du kan ikke melde pas.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Sådan flytter brikkerne</translation>
    </message>
    <message>
        <source>A piece moves one square forward, back, left or right, never diagonally, onto an empty square or onto an enemy piece to attack it.</source>
        <translation>En brik flytter ét felt frem, tilbage, til venstre eller til højre, aldrig på skrå, ind på et tomt felt eller ind på en fjendtlig brik for at angribe den.</translation>
    </message>
    <message>
        <source>Bombs and Flag</source>
        <translation>Bomber og fanen</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomber og fanen flytter aldrig.</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Spejdere</translation>
    </message>
    <message>
        <source>A Scout moves any number of empty squares in a straight line, and (with attack at range on) may attack the first enemy piece on that line.</source>
        <translation>En spejder flytter så mange tomme felter, den vil, i lige linje og må (når angreb på afstand er slået til) angribe den første fjendtlige brik på linjen.</translation>
    </message>
    <message>
        <source>Revealing</source>
        <translation>Afsløring</translation>
    </message>
    <message>
        <source>An attack shows both pieces&apos; ranks to both players, for the rest of the game.</source>
        <translation>Et angreb viser begge brikkers rang for begge spillere resten af spillet.</translation>
    </message>
    <message>
        <source>Higher wins</source>
        <translation>Højeste rang vinder</translation>
    </message>
    <message>
        <source>The lower rank is removed. If the attacker wins, it moves onto the square.</source>
        <translation>Brikken med den laveste rang tages af brættet. Vinder angriberen, rykker den ind på feltet.</translation>
    </message>
    <message>
        <source>Equal ranks</source>
        <translation>Samme rang</translation>
    </message>
    <message>
        <source>When both ranks are equal, both pieces are removed.</source>
        <translation>Har begge brikker samme rang, tages begge af brættet.</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <source>Every attacker except a Miner loses against a Bomb. A Miner removes the Bomb and takes its square.</source>
        <translation>Enhver angriber undtagen en minør taber til en bombe. En minør fjerner bomben og rykker ind på dens felt.</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>A Spy that attacks the Marshal wins. A Spy that is attacked loses to anything.</source>
        <translation>En spion, der angriber feltmarskalen, vinder. En spion, der bliver angrebet, taber til alle.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Fane</translation>
    </message>
    <message>
        <source>Whoever attacks the enemy Flag captures it and wins at once.</source>
        <translation>Den, der angriber modstanderens fane, erobrer den og vinder straks.</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Ingen træk</translation>
    </message>
    <message>
        <source>Two-squares rule</source>
        <translation>Tofeltsreglen</translation>
    </message>
    <message>
        <source>A piece may not go back and forth between the same squares more than three times in a row (five in the ISF preset).</source>
        <translation>En brik må ikke flytte frem og tilbage mellem de samme felter mere end tre gange i træk (fem med reglerne for ISF-turnering).</translation>
    </message>
    <message>
        <source>Chase rule</source>
        <translation>Jagtreglen</translation>
    </message>
    <message>
        <source>You may not chase an enemy piece endlessly: a chasing move may not repeat a position that occurred since the chase began.</source>
        <translation>Du må ikke jagte en fjendtlig brik i det uendelige: et jagttræk må ikke gentage en stilling, der har været, siden jagten begyndte.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Ingen fremgang</translation>
    </message>
    <message>
        <source>If 200 moves in a row pass without an attack, the game is a draw.</source>
        <translation>Går der 200 træk uden et eneste angreb, er spillet uafgjort.</translation>
    </message>
    <message>
        <source>Resign and draw</source>
        <translation>Opgivelse og uafgjort</translation>
    </message>
    <message>
        <source>You may resign at any time. Two players may agree a draw; the computer accepts or declines a draw offer itself.</source>
        <translation>Du kan give op når som helst. To spillere kan aftale uafgjort; computeren afgør selv, om den vil tage imod et tilbud om uafgjort.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Each player has an army. Capture the enemy Flag, or leave your opponent without a move, to win.</source>
        <translation>Hver spiller har en hær. Du vinder ved at erobre modstanderens fane eller ved at efterlade modstanderen uden et eneste træk.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Brikker</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>A player who cannot move loses. If neither player can move, the game is a draw.</source>
        <translation>En spiller, der ikke kan trække, taber. Kan ingen af spillerne trække, er spillet uafgjort.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The file is not in the settings format.</source>
        <translation>Filen er ikke i indstillingernes format.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <source>&amp;Numbering:</source>
        <translation>&amp;Nummerering:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Computerniveau:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>Modern (Marshal 10, Spy 1)</source>
        <translation>Moderne (feltmarskal 10, spion 1)</translation>
    </message>
    <message>
        <source>Classic (Marshal 1, Scout 9, Spy S)</source>
        <translation>Klassisk (feltmarskal 1, spejder 9, spion S)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>ISF-turnering</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Klassisk 1961</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
</context>
<context>
    <name>SetupBoardModel</name>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: tomt</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the piece placed there</extracomment>
        <translation>%1: din %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Placér %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Flyt %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Fjern %1</translation>
    </message>
</context>
<context>
    <name>SetupChooser</name>
    <message>
        <source>Another one</source>
        <translation>En anden</translation>
    </message>
    <message>
        <source>Draw a different army</source>
        <translation>Lav en anden opstilling</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Redigér …</translation>
    </message>
    <message>
        <source>Change this army in the setup editor first</source>
        <translation>Ret først opstillingen i opstillingseditoren</translation>
    </message>
    <message>
        <source>The army you will get</source>
        <translation>Den opstilling, du får</translation>
    </message>
    <message>
        <source>Human-like, drawn for you</source>
        <translation>Som et menneske, lavet til dig</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>The one last edited in the setup editor</source>
        <translation>Den, du sidst redigerede i opstillingseditoren</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <extracomment>%1 is the name of a setup in the player&apos;s setup library</extracomment>
        <translation>Opstillinger: %1</translation>
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Omgør</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>Put every piece back in the tray</source>
        <translation>Læg alle brikker tilbage i bakken</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Place the remaining pieces at random</source>
        <translation>Stil de resterende brikker op tilfældigt</translation>
    </message>
    <message>
        <source>Human-like</source>
        <translation>Som et menneske</translation>
    </message>
    <message>
        <source>Place the remaining pieces where human players tend to put them</source>
        <translation>Stil de resterende brikker op, hvor menneskelige spillere plejer at stille dem</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Åbn …</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Gem …</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behold</translation>
    </message>
    <message>
        <source>Keep this setup in your setup library</source>
        <translation>Behold opstillingen blandt dine opstillinger</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <source>Copy the setup string to the clipboard</source>
        <translation>Kopiér opstillingsteksten til udklipsholderen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Indsæt</translation>
    </message>
    <message>
        <source>Paste a setup string or Gravon&apos;s 40 letters</source>
        <translation>Indsæt en opstillingstekst eller Gravons 40 bogstaver</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Brikker, der skal stilles op</translation>
    </message>
    <message>
        <source>Your setup area</source>
        <translation>Dit opstillingsområde</translation>
    </message>
    <message numerus="yes">
        <source>All %n pieces are placed.</source>
        <extracomment>%n the size of the army (40 in Classic)</extracomment>
        <translation>
            <numerusform>%n brik er stillet op.</numerusform>
            <numerusform>Alle %n brikker er stillet op.</numerusform>
        </translation>
    </message>
    <message>
        <source>My setup</source>
        <translation>Min opstilling</translation>
    </message>
    <message>
        <source>Random fill</source>
        <translation>Tilfældig udfyldning</translation>
    </message>
    <message>
        <source>Human-like fill</source>
        <translation>Udfyldning som et menneske</translation>
    </message>
    <message>
        <source>There is no %1 left to place.</source>
        <extracomment>%1 a rank such as Scout</extracomment>
        <translation>Der er ingen %1 tilbage at stille op.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Kunne ikke åbne %1: %2</translation>
    </message>
    <message>
        <source>Place all pieces first.</source>
        <translation>Stil alle brikker op først.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Kunne ikke gemme %1: %2</translation>
    </message>
    <message>
        <source>Kept in your setup library.</source>
        <translation>Opstillingen er nu blandt dine opstillinger.</translation>
    </message>
    <message>
        <source>That is not a setup string or a Gravon setup.</source>
        <translation>Det er hverken en opstillingstekst eller en Gravon-opstilling.</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Åbn opstilling</translation>
    </message>
    <message>
        <source>Setups (*.setup);;All files (*)</source>
        <translation>Opstillinger (*.setup);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Save setup</source>
        <translation>Gem opstilling</translation>
    </message>
    <message>
        <source>Setups (*.setup)</source>
        <translation>Opstillinger (*.setup)</translation>
    </message>
    <message>
        <source>Could not keep it in your setup library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Kunne ikke beholde den blandt dine opstillinger: %1</translation>
    </message>
    <message>
        <source>“%1” is not complete, so it cannot be kept in your setup library. Leave it and lose the changes?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>»%1« er ikke færdig, så den kan ikke beholdes blandt dine opstillinger. Vil du forlade den og miste ændringerne?</translation>
    </message>
    <message>
        <source>Keep “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Vil du beholde »%1« blandt dine opstillinger?</translation>
    </message>
    <message>
        <source>Keep the changes to “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Vil du beholde ændringerne i »%1« blandt dine opstillinger?</translation>
    </message>
    <message>
        <source>Changes not kept</source>
        <translation>Ændringer ikke beholdt</translation>
    </message>
</context>
<context>
    <name>SetupErrorText</name>
    <message>
        <source>A setup has four rows of ten pieces, separated by &apos;/&apos;.</source>
        <translation>En opstilling har fire rækker med ti brikker, adskilt af &apos;/&apos;.</translation>
    </message>
    <message>
        <source>A &apos;/&apos; is missing at column %1.</source>
        <extracomment>%1 a column number in the setup string</extracomment>
        <translation>Der mangler en &apos;/&apos; i kolonne %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is no piece.</source>
        <extracomment>%1 the character found, %2 its column</extracomment>
        <translation>&apos;%1&apos; i kolonne %2 er ikke en brik.</translation>
    </message>
    <message>
        <source>The %1 army has %2 of &apos;%3&apos;; this setup has %4.</source>
        <extracomment>%1 the variant, %2 how many pieces of kind %3 its army has, %4 how many the setup has</extracomment>
        <translation>Hæren i %1 har %2 af &apos;%3&apos;; denne opstilling har %4.</translation>
    </message>
    <message>
        <source>There is no variant called &apos;%1&apos;.</source>
        <extracomment>%1 the variant name found in the file</extracomment>
        <translation>Der findes ingen variant ved navn &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A second setup: a file holds only one.</source>
        <translation>En opstilling til: en fil rummer kun én.</translation>
    </message>
    <message>
        <source>The file holds no setup.</source>
        <translation>Filen indeholder ingen opstilling.</translation>
    </message>
</context>
<context>
    <name>SetupLibraryModel</name>
    <message>
        <source>%1 (copy)</source>
        <extracomment>the name of a duplicated setup; %1 the original name</extracomment>
        <translation>%1 (kopi)</translation>
    </message>
</context>
<context>
    <name>SetupLibraryPage</name>
    <message>
        <source>Delete setup</source>
        <translation>Slet opstilling</translation>
    </message>
    <message>
        <source>Delete the setup “%1”?</source>
        <extracomment>%1 the name of the setup</extracomment>
        <translation>Vil du slette opstillingen »%1«?</translation>
    </message>
    <message>
        <source>Your setups</source>
        <translation>Dine opstillinger</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Ny opstilling</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Redigér</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Omdøb</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplikér</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>The setup could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Opstillingen kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>Play with this setup</source>
        <translation>Spil med denne opstilling</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Tomt bræt</translation>
    </message>
    <message>
        <source>Human-like army</source>
        <translation>Opstilling som et menneskes</translation>
    </message>
    <message>
        <source>Random army</source>
        <translation>Tilfældig opstilling</translation>
    </message>
    <message>
        <source>No setups yet</source>
        <translation>Ingen opstillinger endnu</translation>
    </message>
    <message>
        <source>A setup you keep in the editor is kept here, with a picture of its army. Start one from:</source>
        <translation>En opstilling, du beholder i editoren, gemmes her med et billede af hæren. Vælg, hvordan du vil begynde:</translation>
    </message>
</context>
<context>
    <name>SetupStatsPanel</name>
    <message>
        <source>There are no human setups of this army to compare with.</source>
        <translation>Der er ingen menneskelige opstillinger af denne hær at sammenligne med.</translation>
    </message>
    <message>
        <source>Place the Flag and every Bomb to see how predictable they are.</source>
        <translation>Placér fanen og alle bomber for at se, hvor forudsigelige de er.</translation>
    </message>
    <message>
        <source>What human players do</source>
        <translation>Hvad menneskelige spillere gør</translation>
    </message>
    <message>
        <source>From the human setups of the Gravon archive, as the computer&apos;s setup prior counts them.</source>
        <translation>Fra de menneskelige opstillinger i Gravon-arkivet, sådan som computerens forhåndsmodel for opstillinger tæller dem.</translation>
    </message>
    <message>
        <source>Heat map:</source>
        <translation>Varmekort:</translation>
    </message>
    <message>
        <source>Light the squares where many players put this piece and darken the rest. Choosing a piece in the tray shows its map.</source>
        <translation>Lys de felter op, hvor mange spillere stiller denne brik, og gør resten mørkere. Vælger du en brik i bakken, vises dens kort.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
</context>
<context>
    <name>SetupStatsText</name>
    <message>
        <source>%1 of players put their %2 here.</source>
        <extracomment>%1 a share such as 12%, %2 a rank of which the army has one, such as Flag</extracomment>
        <translation>%1 af spillerne stiller deres %2 her.</translation>
    </message>
    <message>
        <source>%1 of players put a %2 here.</source>
        <extracomment>%1 a share such as 34%, %2 a rank of which the army has several, such as Bomb</extracomment>
        <translation>%1 af spillerne stiller en %2 her.</translation>
    </message>
    <message>
        <source>%1: %2 of players put theirs here (average setup: %3)</source>
        <extracomment>%1 a rank such as Flag, %2 and %3 shares such as 9%</extracomment>
        <translation>%1: %2 af spillerne stiller deres på samme sted som dig (gennemsnitsopstillingen: %3)</translation>
    </message>
    <message>
        <source>%1: on average %2 of players put one where yours stand (average setup: %3)</source>
        <extracomment>%1 a rank such as Bomb, %2 and %3 shares such as 19%</extracomment>
        <translation>%1: i gennemsnit stiller %2 af spillerne en der, hvor dine står (gennemsnitsopstillingen: %3)</translation>
    </message>
    <message>
        <source>Predictability: %1 of the average setup&apos;s</source>
        <extracomment>%1 how well the computer&apos;s guess fits, against the average setup, such as 64%</extracomment>
        <translation>Forudsigelighed: %1 af gennemsnitsopstillingens</translation>
    </message>
    <message>
        <source>Less predictable than the average setup: your Flag and Bombs stand where few players put theirs.</source>
        <translation>Mindre forudsigelig end gennemsnitsopstillingen: din fane og dine bomber står, hvor få spillere stiller deres.</translation>
    </message>
    <message>
        <source>About as predictable as the average setup.</source>
        <translation>Omtrent lige så forudsigelig som gennemsnitsopstillingen.</translation>
    </message>
    <message>
        <source>More predictable than the average setup: your Flag and Bombs stand where many players put theirs.</source>
        <translation>Mere forudsigelig end gennemsnitsopstillingen: din fane og dine bomber står, hvor mange spillere stiller deres.</translation>
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
        <translation>Erobr fjendens fane. Beskyt din egen.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Setups</source>
        <translation>Opstillinger</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Fortsæt spillet</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Endnu ingen spil mod computeren.</translation>
    </message>
    <message>
        <source>Your games against the computer</source>
        <translation>Dine spil mod computeren</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uafgjort</translation>
    </message>
</context>
<context>
    <name>TerminationText</name>
    <message>
        <source>the Flag was captured</source>
        <translation>fanen blev erobret</translation>
    </message>
    <message>
        <source>flag captured</source>
        <translation>fanen erobret</translation>
    </message>
    <message>
        <source>no legal move was left</source>
        <translation>der var ingen lovlige træk tilbage</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>ingen træk tilbage</translation>
    </message>
    <message>
        <source>neither side can move</source>
        <translation>ingen af siderne kan trække</translation>
    </message>
    <message>
        <source>neither can move</source>
        <translation>ingen kan trække</translation>
    </message>
    <message>
        <source>no attack in too many moves (no progress)</source>
        <translation>intet angreb i for mange træk (ingen fremgang)</translation>
    </message>
    <message>
        <source>no progress</source>
        <translation>ingen fremgang</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>afbrudt</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>et ulovligt træk</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>ulovligt træk</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>intet svar i tide</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>på tid</translation>
    </message>
    <message>
        <source>the program stopped</source>
        <translation>programmet stoppede</translation>
    </message>
    <message>
        <source>program crashed</source>
        <translation>programmet gik ned</translation>
    </message>
    <message>
        <source>an answer that could not be read</source>
        <translation>et svar, der ikke kunne læses</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>ulæseligt svar</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>grænsen for antal træk blev nået</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>grænse for træk</translation>
    </message>
    <message>
        <source>by resignation</source>
        <translation>ved opgivelse</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>efter aftale</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <source>not a zip archive</source>
        <translation>ikke et zip-arkiv</translation>
    </message>
    <message>
        <source>a ZIP64 archive, which is not supported</source>
        <translation>et ZIP64-arkiv, som ikke understøttes</translation>
    </message>
    <message>
        <source>the archive is damaged (its directory)</source>
        <translation>arkivet er beskadiget (dets indholdsfortegnelse)</translation>
    </message>
    <message>
        <source>the archive cannot be unpacked</source>
        <translation>arkivet kan ikke pakkes ud</translation>
    </message>
    <message>
        <source>the archive is damaged (a member does not unpack)</source>
        <translation>arkivet er beskadiget (en fil i det kan ikke pakkes ud)</translation>
    </message>
    <message>
        <source>an encrypted member</source>
        <translation>en krypteret fil i arkivet</translation>
    </message>
    <message>
        <source>a compression this program does not read</source>
        <translation>en komprimering, som dette program ikke kan læse</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <translation>filen er større end 16 MiB</translation>
    </message>
    <message>
        <source>the archive is damaged (a member&apos;s header)</source>
        <translation>arkivet er beskadiget (en fils header)</translation>
    </message>
    <message>
        <source>the archive is damaged (a member is cut short)</source>
        <translation>arkivet er beskadiget (en fil er afkortet)</translation>
    </message>
    <message>
        <source>the archive is damaged (a wrong checksum)</source>
        <translation>arkivet er beskadiget (forkert kontrolsum)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A setup or game file to open.</source>
        <translation>En opstillings- eller spilfil, der skal åbnes.</translation>
    </message>
</context>
</TS>
