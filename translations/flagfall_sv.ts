<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>AdvicePanel</name>
    <message>
        <source>Setup advice</source>
        <translation>Uppställningsråd</translation>
    </message>
    <message>
        <source>Setup advice is for the Classic army of 40 pieces.</source>
        <translation>Uppställningsråden gäller den klassiska armén med 40 pjäser.</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>följt</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>inte följt</translation>
    </message>
    <message>
        <source>Setup advice, checked once all pieces are placed</source>
        <translation>Uppställningsråd, kontrolleras när alla pjäser är placerade</translation>
    </message>
    <message>
        <source>not yet checked</source>
        <translation>ännu inte kontrollerat</translation>
    </message>
</context>
<context>
    <name>AdviceText</name>
    <message>
        <source>Flag on the back row, walled in by Bombs</source>
        <translation>Flaggan på bakersta raden, omringad av bomber</translation>
    </message>
    <message>
        <source>A decoy walled in by Bombs</source>
        <translation>Ett lockbete omringat av bomber</translation>
    </message>
    <message>
        <source>Few Bombs in the front row</source>
        <translation>Få bomber på främsta raden</translation>
    </message>
    <message>
        <source>Strong and weak pieces mixed in front</source>
        <translation>Starka och svaga pjäser blandade längst fram</translation>
    </message>
    <message>
        <source>Scouts in front and at the back</source>
        <translation>Spejare både längst fram och längst bak</translation>
    </message>
    <message>
        <source>The Spy close to the General</source>
        <translation>Spionen nära generalen</translation>
    </message>
    <message>
        <source>On the back row the Flag can only be reached from the front and sides; Bombs on every side keep all but Miners away.</source>
        <translation>På bakersta raden kan flaggan bara nås framifrån och från sidorna; bomber på alla sidor håller alla utom minörer borta.</translation>
    </message>
    <message>
        <source>Bombs around another back-row square make your opponent guess where the Flag really is.</source>
        <translation>Bomber runt en annan ruta på bakersta raden tvingar motståndaren att gissa var flaggan egentligen står.</translation>
    </message>
    <message>
        <source>You only have six Bombs, and in the front row they block your own pieces.</source>
        <translation>Du har bara sex bomber, och på främsta raden står de i vägen för dina egna pjäser.</translation>
    </message>
    <message>
        <source>Put a piece at least two ranks higher beside or behind each weak piece in the two front rows, so it can strike back.</source>
        <translation>Ställ en pjäs som är minst två steg högre i rang bredvid eller bakom varje svag pjäs på de två främsta raderna, så att den kan slå tillbaka.</translation>
    </message>
    <message>
        <source>Scouts in front find out what attacks you; Scouts at the back are kept for the end of the game.</source>
        <translation>Spejare längst fram tar reda på vad som anfaller dig; spejare längst bak sparas till slutet av spelet.</translation>
    </message>
    <message>
        <source>Keep the Spy within two squares of the General: when the enemy Marshal takes the General, your Spy can take the Marshal.</source>
        <translation>Håll spionen högst två rutor från generalen: när fiendens fältmarskalk slår generalen kan din spion slå fältmarskalken.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Computer&apos;s analysis (up: Red better, down: Blue better)</source>
        <translation>Datorns analys (uppåt: Röd står bättre, nedåt: Blå står bättre)</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Analysera spelet</translation>
    </message>
    <message>
        <source>Judge every move by what its player could know, in the background</source>
        <translation>Bedöm i bakgrunden varje drag utifrån vad spelaren som gjorde det kunde veta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Värdering</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Analysens förlopp</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Föregående misstag</translation>
    </message>
    <message>
        <source>Previous marked move: inaccuracy, mistake or blunder (P)</source>
        <translation>Föregående markerade drag: onoggrannhet, misstag eller bock (P)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Nästa misstag</translation>
    </message>
    <message>
        <source>Next marked move: inaccuracy, mistake or blunder (N)</source>
        <translation>Nästa markerade drag: onoggrannhet, misstag eller bock (N)</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>The %1 attacks a known %2.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 the known piece it attacked</extracomment>
        <translation>En %1 anfaller en känd %2.</translation>
    </message>
    <message>
        <source>The %1 attacks an unmoved piece: %2% chance of a Bomb.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage (38)</extracomment>
        <translation>En %1 anfaller en pjäs som inte har flyttats: %2% sannolikhet för en bomb.</translation>
    </message>
    <message>
        <source>The %1 attacks a hidden piece: %2% chance that it loses or ties.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage</extracomment>
        <translation>En %1 anfaller en dold pjäs: %2% sannolikhet att den förlorar eller att det blir oavgjort.</translation>
    </message>
    <message>
        <source>The %1 stops next to a known %2 that beats it.</source>
        <extracomment>why a move was bad: %1 the moved piece, %2 the known enemy piece next to it</extracomment>
        <translation>En %1 stannar bredvid en känd %2 som slår den.</translation>
    </message>
    <message>
        <source>The %1 could have taken a known %2.</source>
        <extracomment>why a move was bad: %1 a piece that could have attacked, %2 the known weaker piece</extracomment>
        <translation>En %1 kunde ha slagit en känd %2.</translation>
    </message>
    <message>
        <source>%1: an inaccuracy (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: en onoggrannhet (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a mistake (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: ett misstag (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a blunder (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: en bock (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: %2% → %3%.</source>
        <extracomment>the analysis of a move without a mark: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: %2% → %3%.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <extracomment>%1 the best move the computer found</extracomment>
        <translation>Bättre: %1.</translation>
    </message>
    <message>
        <source>%1: accuracy %2%, inaccuracies %3, mistakes %4, blunders %5; worst moves: %6</source>
        <extracomment>each side&apos;s analysis: %1 the side, %2 the accuracy in percent, %3 inaccuracies, %4 mistakes, %5 blunders, %6 the worst moves by their number (&quot;12., 40…, 7.&quot;: a dot for Red&apos;s move, &quot;…&quot; for Blue&apos;s) or &quot;-&quot;</extracomment>
        <translation>%1: noggrannhet %2%, onoggrannheter %3, misstag %4, bockar %5; sämsta drag: %6</translation>
    </message>
</context>
<context>
    <name>ArmyModel</name>
    <message>
        <source>%1: Red %2 left, %3 gone; Blue %4 left, %5 gone</source>
        <extracomment>a row of the army table: %1 the rank (Scout, Bomb, …); %2 and %4 how many Red and Blue still have, %3 and %5 how many they lost</extracomment>
        <translation>%1: Röd %2 kvar, %3 slagna; Blå %4 kvar, %5 slagna</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read: %1 The file was kept as %2.</source>
        <extracomment>%1 the reason, a sentence of its own; %2 the path the damaged file was moved to</extracomment>
        <translation>Det sparade spelet kunde inte läsas: %1 Filen sparades undan som %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be played on (%1). The file was kept as %2.</source>
        <extracomment>%1 what is wrong in the file; %2 the path the damaged file was moved to</extracomment>
        <translation>Det sparade spelet är skadat och kan inte spelas vidare (%1). Filen sparades undan som %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged (%1). It can go on after move %2; what came after that is lost. The damaged file was kept as %3.</source>
        <extracomment>%1 what is wrong in the file; %2 the number of the last good move; %3 the path the damaged file was moved to</extracomment>
        <translation>Det sparade spelet är skadat (%1). Det kan fortsätta efter drag %2; det som kom efter är förlorat. Den skadade filen sparades undan som %3.</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Spelet kunde inte sparas: %1</translation>
    </message>
</context>
<context>
    <name>BattleBanner</name>
    <message>
        <source>vs</source>
        <translation>mot</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <extracomment>%1 the attacking piece, %2 the attacked piece (ranks such as Scout, Bomb)</extracomment>
        <translation>%1 anfaller %2</translation>
    </message>
</context>
<context>
    <name>BeliefsLayer</name>
    <message>
        <source>%1 had no idea yet where the Flag was.</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue)</extracomment>
        <translation>%1 hade ännu ingen aning om var flaggan stod.</translation>
    </message>
    <message>
        <source>%1 thought the Flag most likely on %2 (%3%).</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue), %2 a square (&quot;B2&quot;), %3 a chance in percent</extracomment>
        <translation>%1 trodde att flaggan troligast stod på %2 (%3%).</translation>
    </message>
    <message>
        <source>Beliefs</source>
        <translation>Antaganden</translation>
    </message>
    <message>
        <source>Show what a player believed of the other&apos;s hidden pieces at this move (B): on each piece its likeliest rank and that rank&apos;s chance, and tinted squares where the Flag might be. Worked out by the computer&apos;s own belief model from that player&apos;s view alone. A side&apos;s view shows that side&apos;s beliefs; with everything revealed, the computer&apos;s in a game against it.</source>
        <translation>Visa vad en spelare antog om motståndarens dolda pjäser vid det här draget (B): på varje pjäs dess troligaste rang och sannolikheten för den, och färgade rutor där flaggan kan stå. Beräknat av datorns egen modell enbart utifrån vad den spelaren kunde se. Som en sida ser det visas den sidans antaganden; med allt avslöjat datorns i ett spel mot den.</translation>
    </message>
    <message>
        <source>Show beliefs</source>
        <translation>Visa antaganden</translation>
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
        <translation>%1: sjö</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: tom</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: okänd fientlig pjäs</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece, has moved</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: okänd fientlig pjäs, har flyttats</translation>
    </message>
    <message>
        <source>%1: enemy Scout, not yet revealed</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: fientlig spejare, ännu inte avslöjad</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>everything revealed: %1 the square (E4), %2 the owner (Red, Blue), %3 the rank (Scout, Bomb)</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: enemy %2, revealed</source>
        <extracomment>%1 the square (E4), %2 the rank of the enemy piece</extracomment>
        <translation>%1: fientlig %2, avslöjad</translation>
    </message>
    <message>
        <source>%1: your %2, known to the opponent</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2, känd av motståndaren</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move as a Scout</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2, har setts flytta som en spejare</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: din %2, har setts flytta</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Filen finns inte.</translation>
    </message>
    <message>
        <source>It is not a regular file (but a folder, a device or a pipe).</source>
        <translation>Det är ingen vanlig fil (utan en mapp, en enhet eller en pipe).</translation>
    </message>
    <message>
        <source>The file is larger than 16 MiB.</source>
        <translation>Filen är större än 16 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <extracomment>%1 the system&apos;s reason, such as &quot;Permission denied&quot;</extracomment>
        <translation>Filen kan inte öppnas: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>Filen kan inte läsas: %1</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <source>you may not write to that folder</source>
        <translation>du får inte skriva i den mappen</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>filen kunde inte skrivas</translation>
    </message>
</context>
<context>
    <name>EndOfGameBox</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Spela upp det här spelet</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>These files could not be read. They were left as they are:</source>
        <translation>De här filerna kunde inte läsas. De har lämnats som de är:</translation>
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
            <numerusform>%n fil kunde inte läsas och visas inte: %1</numerusform>
            <numerusform>%n filer kunde inte läsas och visas inte: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 what is wrong there</extracomment>
        <translation>Rad %1, kolumn %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1 line, %2 what is wrong there</extracomment>
        <translation>Rad %1: %2</translation>
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
        <translation>Motståndare</translation>
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
        <translation>Drag</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Din färg</translation>
    </message>
</context>
<context>
    <name>GameLibraryPage</name>
    <message>
        <source>Delete game</source>
        <translation>Ta bort spel</translation>
    </message>
    <message>
        <source>Delete the game against %1 for good?</source>
        <extracomment>%1 the opponent, such as &quot;Computer (level 3)&quot;</extracomment>
        <translation>Ta bort spelet mot %1 för alltid?</translation>
    </message>
    <message>
        <source>The file could not be deleted.</source>
        <translation>Filen kunde inte tas bort.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exportera spel</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spelprotokoll (*.sgn)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Öppna spel</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Inga nyligen öppnade spel</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Spelarkiv</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Spela upp</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Senaste</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Kunde inte skriva %1: %2</translation>
    </message>
    <message>
        <source>Filter games…</source>
        <translation>Filtrera spel…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportera…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>&amp;Öppna fil…</translation>
    </message>
    <message>
        <source>Games (*.sgn *.xml *.gsn);;Game records (*.sgn);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Spel (*.sgn *.xml *.gsn);;Spelprotokoll (*.sgn);;Gravon-spel (*.xml *.gsn);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Import Gravon games</source>
        <translation>Importera Gravon-spel</translation>
    </message>
    <message>
        <source>Zip archives (*.zip);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Zip-arkiv (*.zip);;Gravon-spel (*.xml *.gsn);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Importing Gravon games…</source>
        <translation>Importerar Gravon-spel …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Import &amp;Gravon games…</source>
        <translation>Importera &amp;Gravon-spel…</translation>
    </message>
    <message>
        <source>Store every Gravon game file (.xml, .gsn) of a folder or a zip archive in the game library</source>
        <translation>Lägg in alla Gravon-spelfiler (.xml, .gsn) från en mapp eller ett zip-arkiv i spelarkivet</translation>
    </message>
    <message>
        <source>From a &amp;folder…</source>
        <translation>Från en &amp;mapp…</translation>
    </message>
    <message>
        <source>From a &amp;zip archive…</source>
        <translation>Från ett &amp;zip-arkiv…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysera</translation>
    </message>
    <message>
        <source>Let the computer judge every move of the chosen games, in the background; each game keeps its analysis</source>
        <translation>Låt datorn bedöma varje drag i de valda spelen i bakgrunden; varje spel behåller sin analys</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Your results against the computer by variant, level and setup</source>
        <translation>Dina resultat mot datorn per variant, nivå och uppställning</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Inga spel än</translation>
    </message>
    <message>
        <source>Every game you finish against the computer is kept here; you can also open any .sgn file or Gravon game.</source>
        <translation>Varje spel som du spelar klart mot datorn sparas här; du kan också öppna vilken .sgn-fil eller vilket Gravon-spel som helst.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Looking for a good move…</source>
        <translation>Letar efter ett bra drag …</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 a suggested move such as E4-E5</extracomment>
        <translation>Tips: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Datorn går med på oavgjort.</translation>
    </message>
    <message>
        <source>The computer declines the draw and plays on.</source>
        <translation>Datorn tackar nej till oavgjort och spelar vidare.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Spelet kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>shown to the next player in a hot-seat game: %1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 drog %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 är på tur</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Datorn tänker …</translation>
    </message>
    <message>
        <source>Your move (%1)</source>
        <extracomment>%1 the player&apos;s side (Red, Blue)</extracomment>
        <translation>Din tur (%1)</translation>
    </message>
    <message>
        <source>The computer moves</source>
        <translation>Datorns tur</translation>
    </message>
    <message>
        <source>Not in a serious game</source>
        <translation>Inte i ett seriöst spel</translation>
    </message>
    <message>
        <source>You offer a draw; the computer considers it…</source>
        <translation>Du erbjuder oavgjort; datorn funderar …</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Erbjudande om oavgjort</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <extracomment>asked of the other player in a hot-seat game; %1 that player&apos;s side (Red, Blue)</extracomment>
        <translation>%1, går du med på oavgjort?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Vill du verkligen ge upp det här spelet?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spara spel</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spelprotokoll (*.sgn)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>%1 the path of the saved file</extracomment>
        <translation>Sparat som %1</translation>
    </message>
    <message>
        <source>The saved game of last time was damaged; it was kept as %1.</source>
        <extracomment>%1 the path the damaged file was moved to</extracomment>
        <translation>Det sparade spelet från förra gången var skadat; det sparades undan som %1.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomber och flaggan kan aldrig flyttas.</translation>
    </message>
</context>
<context>
    <name>GameSidePanel</name>
    <message>
        <source>Armies: left and gone (Red | Blue)</source>
        <translation>Arméer: kvar och slagna (Röd | Blå)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Erbjud oavgjort</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Spara som…</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
    <message>
        <source>Thinking… %p%</source>
        <translation>Tänker … %p%</translation>
    </message>
</context>
<context>
    <name>GravonErrorText</name>
    <message>
        <source>This is not a Gravon game file (neither XML nor GSN).</source>
        <translation>Det här är ingen Gravon-spelfil (varken XML eller GSN).</translation>
    </message>
    <message>
        <source>The XML is not well formed: %1</source>
        <extracomment>%1 what is wrong, in English, from the XML reader</extracomment>
        <translation>XML-koden är inte välformad: %1</translation>
    </message>
    <message>
        <source>There is no &lt;game&gt; element: not a Gravon game file.</source>
        <translation>Det finns inget element &lt;game&gt;: det är ingen Gravon-spelfil.</translation>
    </message>
    <message>
        <source>The &lt;game&gt; element has no type.</source>
        <translation>Elementet &lt;game&gt; saknar typ.</translation>
    </message>
    <message>
        <source>A game has two &lt;player&gt; elements; this file has %1.</source>
        <extracomment>%1 how many &lt;player&gt; elements the file has</extracomment>
        <translation>Ett spel har två element &lt;player&gt;; den här filen har %1.</translation>
    </message>
    <message>
        <source>A GSN file starts with &apos;#X38FA11 Stratego-Notation v1&apos;.</source>
        <translation>En GSN-fil börjar med &apos;#X38FA11 Stratego-Notation v1&apos;.</translation>
    </message>
    <message>
        <source>The second line of a GSN file is &apos;type N&apos; (0 classic, 1 barrage, …).</source>
        <translation>Andra raden i en GSN-fil är &apos;type N&apos; (0 classic, 1 barrage, …).</translation>
    </message>
    <message>
        <source>The file ends before END (is it cut short?).</source>
        <translation>Filen slutar före END (är den avkortad?).</translation>
    </message>
    <message>
        <source>The file ends before the result line (is it cut short?).</source>
        <translation>Filen slutar före resultatraden (är den avkortad?).</translation>
    </message>
    <message>
        <source>There is text after the result line: &apos;%1&apos;.</source>
        <extracomment>%1 the text found after the last line of a GSN file</extracomment>
        <translation>Det står text efter resultatraden: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The Gravon variant &apos;%1&apos; is not played here (Flagfall plays classic, barrage and duell).</source>
        <extracomment>%1 the Gravon game type found in the file</extracomment>
        <translation>Gravon-varianten &apos;%1&apos; spelas inte här (Flagfall spelar classic, barrage och duell).</translation>
    </message>
    <message>
        <source>The &lt;field&gt; element has no content.</source>
        <translation>Elementet &lt;field&gt; är tomt.</translation>
    </message>
    <message>
        <source>The file has no field: the game ended before both setups were complete.</source>
        <translation>Filen har ingen startställning: spelet tog slut innan båda uppställningarna var klara.</translation>
    </message>
    <message>
        <source>The field has %1 letters, not 100.</source>
        <extracomment>%1 how many letters the field has</extracomment>
        <translation>Startställningen har %1 tecken, inte 100.</translation>
    </message>
    <message>
        <source>Letter %1 of the field (%2, &apos;%3&apos;)</source>
        <extracomment>%1 the letter&apos;s place in the field (1-100), %2 its square (C5), %3 the letter</extracomment>
        <translation>Tecken %1 i startställningen (%2, &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: a lake must be &apos;_&apos;.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: en sjö måste vara &apos;_&apos;.</translation>
    </message>
    <message>
        <source>%1: &apos;_&apos; (a lake) where there is no lake.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: &apos;_&apos; (en sjö) där det inte finns någon sjö.</translation>
    </message>
    <message>
        <source>%1: no piece has this letter.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: tecknet står inte för någon pjäs.</translation>
    </message>
    <message>
        <source>%1: a Blue piece outside rows 7-10.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: en blå pjäs utanför raderna 7–10.</translation>
    </message>
    <message>
        <source>%1: a Red piece outside rows 1-4.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: en röd pjäs utanför raderna 1–4.</translation>
    </message>
    <message>
        <source>%1&apos;s setup: %2</source>
        <extracomment>%1 the side (Red, Blue), %2 what is wrong with its setup, in English</extracomment>
        <translation>Uppställningen för %1: %2</translation>
    </message>
    <message>
        <source>Move %1: a &lt;move&gt; needs a source and a target.</source>
        <extracomment>%1 the move&apos;s number as players count it (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s)</extracomment>
        <translation>Drag %1: ett &lt;move&gt; kräver en startruta och en målruta.</translation>
    </message>
    <message>
        <source>Move %1: expected a move like &apos;D4-D5&apos; or END, found &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the line found</extracomment>
        <translation>Drag %1: ett drag som &apos;D4-D5&apos; eller END förväntades, men det står &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1: there is no square &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the square as written</extracomment>
        <translation>Drag %1: det finns ingen ruta &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the move (D4-D5), %3 why the rules refuse it</extracomment>
        <translation>Drag %1 (%2) är otillåtet: %3</translation>
    </message>
    <message>
        <source>There is no &lt;result&gt; element (is the file cut short?).</source>
        <translation>Det finns inget element &lt;result&gt; (är filen avkortad?).</translation>
    </message>
    <message>
        <source>The result&apos;s type must be a number.</source>
        <translation>Resultatets typ måste vara ett tal.</translation>
    </message>
    <message>
        <source>The winner must be %1 (Red), %2 (Blue) or %3 (a draw).</source>
        <extracomment>%1, %2, %3 the numbers the file uses for Red, Blue and a draw</extracomment>
        <translation>Vinnaren måste vara %1 (Röd), %2 (Blå) eller %3 (oavgjort).</translation>
    </message>
    <message>
        <source>Expected &apos;NAME vs NAME result T winner W&apos;, found &apos;%1&apos;.</source>
        <extracomment>%1 the line found</extracomment>
        <translation>En rad som &apos;NAME vs NAME result T winner W&apos; förväntades, men det står &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no Gravon result of type %1.</source>
        <extracomment>%1 the result type found in the file</extracomment>
        <translation>Det finns inget Gravon-resultat av typen %1.</translation>
    </message>
    <message>
        <source>The result says a Flag was captured, but no move captures it (is the file cut short?).</source>
        <translation>Enligt resultatet erövrades en flagga, men inget drag erövrar den (är filen avkortad?).</translation>
    </message>
    <message>
        <source>The result says %1, but the moves end the game: %2, %3.</source>
        <extracomment>%1 the file&apos;s result (&quot;Red won&quot;), %2 the result of the moves, %3 how they end it</extracomment>
        <translation>Resultatet är ”%1”, men enligt dragen slutar spelet så här: %2, %3.</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>Röd vann</translation>
    </message>
    <message>
        <source>Blue won</source>
        <translation>Blå vann</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>oavgjort</translation>
    </message>
    <message>
        <source>the two-squares rule forbids another move back.</source>
        <translation>tvårutorsregeln förbjuder ännu ett drag tillbaka.</translation>
    </message>
    <message>
        <source>the chase rule forbids repeating a position of this chase.</source>
        <translation>jaktregeln förbjuder att en ställning från den här jakten upprepas.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>spelet är slut.</translation>
    </message>
    <message>
        <source>there is no piece on the starting square.</source>
        <translation>det står ingen pjäs på startrutan.</translation>
    </message>
    <message>
        <source>the piece there is not the mover&apos;s.</source>
        <translation>pjäsen där tillhör inte den som drar.</translation>
    </message>
    <message>
        <source>a Bomb or the Flag never moves.</source>
        <translation>bomber och flaggan kan aldrig flyttas.</translation>
    </message>
    <message>
        <source>pieces move straight along a row or column.</source>
        <translation>pjäser flyttas rakt längs en rad eller kolumn.</translation>
    </message>
    <message>
        <source>only a Scout moves more than one square.</source>
        <translation>bara en spejare kan flyttas mer än en ruta.</translation>
    </message>
    <message>
        <source>the way is blocked.</source>
        <translation>vägen är blockerad.</translation>
    </message>
    <message>
        <source>no piece enters or crosses a lake.</source>
        <translation>ingen pjäs får gå in i eller korsa en sjö.</translation>
    </message>
    <message>
        <source>a piece cannot attack its own side.</source>
        <translation>en pjäs kan inte anfalla den egna sidans pjäser.</translation>
    </message>
    <message>
        <source>the rules do not allow it.</source>
        <translation>reglerna tillåter det inte.</translation>
    </message>
</context>
<context>
    <name>GravonImport</name>
    <message>
        <source>could not be saved: %1</source>
        <extracomment>%1 why the file could not be written (&quot;the disk is full&quot;)</extracomment>
        <translation>kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>Games imported: %1 of %2.</source>
        <extracomment>%1 games imported, %2 games tried</extracomment>
        <translation>Importerade spel: %1 av %2.</translation>
    </message>
    <message>
        <source>The import was canceled.</source>
        <translation>Importen avbröts.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <extracomment>%n how many more files could not be read, beyond those listed</extracomment>
        <translation>
            <numerusform>… och %n till</numerusform>
            <numerusform>… och %n till</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 är på tur</translation>
    </message>
    <message>
        <source>Hand the computer to the %1 player; the other player looks away.</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Lämna över datorn till den som spelar %1; den andra spelaren tittar bort.</translation>
    </message>
    <message>
        <source>I am %1: show my board</source>
        <extracomment>a button; %1 the side to move (Red, Blue)</extracomment>
        <translation>Jag spelar %1: visa min spelplan</translation>
    </message>
</context>
<context>
    <name>LibraryAnalysis</name>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <extracomment>%1 the game under analysis, %2 how many games are to be analysed</extracomment>
        <translation>Analyserar spel %1 av %2 …</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <source>The finished game could not be kept in the game library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Det avslutade spelet kunde inte sparas i spelarkivet: %1</translation>
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
        <translation>ingenting</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>inga förluster</translation>
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
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>&amp;Fortsätt spelet</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>Ö&amp;ppna spel…</translation>
    </message>
    <message>
        <source>&amp;Setups</source>
        <translation>&amp;Uppställningar</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
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
        <translation>Filer som inte kunde läsas</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Öppna uppställning</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Kunde inte öppna %1.
%2</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>%1 vs %2</source>
        <extracomment>after a move in the move list: %1 the attacking rank, %2 the attacked rank</extracomment>
        <translation>%1 mot %2</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
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
        <translation>Datorn</translation>
    </message>
    <message>
        <source>A second player at this computer</source>
        <translation>En annan spelare vid den här datorn</translation>
    </message>
    <message>
        <source>Red (moves first)</source>
        <translation>Röd (börjar)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>Serious game: no undo and no hints</source>
        <translation>Seriöst spel: inga ångrade drag och inga tips</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Fortsätt det oavslutade spelet</translation>
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
        <translation>Motståndare:</translation>
    </message>
    <message>
        <source>Your colour:</source>
        <translation>Din färg:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Datorns nivå:</translation>
    </message>
    <message>
        <source>Your setup:</source>
        <translation>Din uppställning:</translation>
    </message>
</context>
<context>
    <name>OwnGamesDialog</name>
    <message>
        <source>Your games</source>
        <translation>Dina spel</translation>
    </message>
    <message>
        <source>No finished games against the computer in the library yet.</source>
        <translation>Inga färdigspelade spel mot datorn i spelarkivet än.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished games against the computer in the library: won %1, drawn %2, lost %3.</source>
        <extracomment>%n the games counted; %1, %2 and %3 how many were won, drawn and lost</extracomment>
        <translation>
            <numerusform>%n färdigspelat spel mot datorn i spelarkivet: vunna %1, oavgjorda %2, förlorade %3.</numerusform>
            <numerusform>%n färdigspelade spel mot datorn i spelarkivet: vunna %1, oavgjorda %2, förlorade %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Per variant</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Per datornivå</translation>
    </message>
    <message>
        <source>By setup</source>
        <translation>Per uppställning</translation>
    </message>
</context>
<context>
    <name>OwnGamesModel</name>
    <message>
        <source>Level %1</source>
        <extracomment>%1 the computer&apos;s level, 1 to 5</extracomment>
        <translation>Nivå %1</translation>
    </message>
    <message>
        <source>Level not known</source>
        <translation>Okänd nivå</translation>
    </message>
    <message>
        <source>Setups not kept</source>
        <translation>Uppställningar som inte behållits</translation>
    </message>
    <message>
        <source>Games won, a draw counting half</source>
        <translation>Vunna spel, där oavgjort räknas som ett halvt</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Uppställning</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
</context>
<context>
    <name>PieceText</name>
    <message>
        <source>Flag</source>
        <translation>Flagga</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Spejare</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minör</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Sergeant</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Löjtnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <translation>Överste</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>Fältmarskalk</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Bomb</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>okänd pjäs</translation>
    </message>
    <message numerus="yes">
        <source>%n Flag(s) left</source>
        <extracomment>the setup editor&apos;s pieces still to place, in a list joined by commas; %n how many of this rank are left to place (the same for every rank below)</extracomment>
        <translation>
            <numerusform>%n flagga kvar</numerusform>
            <numerusform>%n flaggor kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Spy/Spies left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n spion kvar</numerusform>
            <numerusform>%n spioner kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Scout(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n spejare kvar</numerusform>
            <numerusform>%n spejare kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Miner(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n minör kvar</numerusform>
            <numerusform>%n minörer kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sergeant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n sergeant kvar</numerusform>
            <numerusform>%n sergeanter kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lieutenant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n löjtnant kvar</numerusform>
            <numerusform>%n löjtnanter kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Captain(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n kapten kvar</numerusform>
            <numerusform>%n kaptener kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Major(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n major kvar</numerusform>
            <numerusform>%n majorer kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Colonel(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n överste kvar</numerusform>
            <numerusform>%n överstar kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n General(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n general kvar</numerusform>
            <numerusform>%n generaler kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marshal(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n fältmarskalk kvar</numerusform>
            <numerusform>%n fältmarskalkar kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bomb(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n bomb kvar</numerusform>
            <numerusform>%n bomber kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Röd</translation>
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
        <translation>flagga</translation>
    </message>
    <message>
        <source>Spy</source>
        <comment>in a sentence</comment>
        <translation>spion</translation>
    </message>
    <message>
        <source>Scout</source>
        <comment>in a sentence</comment>
        <translation>spejare</translation>
    </message>
    <message>
        <source>Miner</source>
        <comment>in a sentence</comment>
        <translation>minör</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <comment>in a sentence</comment>
        <translation>sergeant</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <comment>in a sentence</comment>
        <translation>löjtnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <comment>in a sentence</comment>
        <translation>kapten</translation>
    </message>
    <message>
        <source>Major</source>
        <comment>in a sentence</comment>
        <translation>major</translation>
    </message>
    <message>
        <source>Colonel</source>
        <comment>in a sentence</comment>
        <translation>överste</translation>
    </message>
    <message>
        <source>General</source>
        <comment>in a sentence</comment>
        <translation>general</translation>
    </message>
    <message>
        <source>Marshal</source>
        <comment>in a sentence</comment>
        <translation>fältmarskalk</translation>
    </message>
    <message>
        <source>Bomb</source>
        <comment>in a sentence</comment>
        <translation>bomb</translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <source>(%n characters in all; the rest is not shown)</source>
        <extracomment>after a long text that was cut short: %n its length in characters</extracomment>
        <translation>
            <numerusform>(%n tecken totalt; resten visas inte)</numerusform>
            <numerusform>(%n tecken totalt; resten visas inte)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPages</name>
    <message>
        <source>Unfinished game</source>
        <translation>Oavslutat spel</translation>
    </message>
    <message numerus="yes">
        <source>A game you did not finish was saved after %n move(s). Go on playing it?</source>
        <extracomment>%n moves as players count them (one move of each side is one move)</extracomment>
        <translation>
            <numerusform>Ett spel som du inte spelade klart sparades efter %n drag. Vill du fortsätta spela det?</numerusform>
            <numerusform>Ett spel som du inte spelade klart sparades efter %n drag. Vill du fortsätta spela det?</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is finished.</source>
        <translation>Det här spelet är avslutat.</translation>
    </message>
    <message>
        <source>Abandon the unfinished game? It is kept in the game library, unfinished, and can be played on from there.</source>
        <translation>Vill du överge det oavslutade spelet? Det sparas oavslutat i spelarkivet och kan spelas vidare därifrån.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept in the game library, so it stays where it is: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Det oavslutade spelet kunde inte sparas i spelarkivet, så det ligger kvar där det är: %1</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message numerus="yes">
        <source>Refused by the two-squares rule: a piece may not go back and forth between the same squares more than %n time(s) in a row. Move another piece or go elsewhere.</source>
        <extracomment>%n how many times in a row a piece may go back and forth (3 or 5)</extracomment>
        <translation>
            <numerusform>Otillåtet enligt tvårutorsregeln: en pjäs får inte gå fram och tillbaka mellan samma rutor mer än %n gång i rad. Flytta en annan pjäs eller gå någon annanstans.</numerusform>
            <numerusform>Otillåtet enligt tvårutorsregeln: en pjäs får inte gå fram och tillbaka mellan samma rutor mer än %n gånger i rad. Flytta en annan pjäs eller gå någon annanstans.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused by the chase rule: this chasing move would bring back a position that already occurred in this chase. An endless chase is not allowed; give up the chase or chase another way.</source>
        <translation>Otillåtet enligt jaktregeln: det här jaktdraget skulle återskapa en ställning som redan har förekommit under den här jakten. Oändlig jakt är inte tillåten; avbryt jakten eller jaga på ett annat sätt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Den rutan finns inte på spelplanen.</translation>
    </message>
    <message>
        <source>There is no piece there.</source>
        <translation>Det står ingen pjäs där.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>Det är inte din pjäs.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomber och flaggan kan aldrig flyttas.</translation>
    </message>
    <message>
        <source>Pieces move straight along a row or column.</source>
        <translation>Pjäser flyttas rakt längs en rad eller kolumn.</translation>
    </message>
    <message>
        <source>Only a Scout moves more than one square.</source>
        <translation>Bara en spejare kan flyttas mer än en ruta.</translation>
    </message>
    <message>
        <source>The way is blocked.</source>
        <translation>Vägen är blockerad.</translation>
    </message>
    <message>
        <source>No piece may enter a lake.</source>
        <translation>Ingen pjäs får gå in i en sjö.</translation>
    </message>
    <message>
        <source>You cannot attack your own piece.</source>
        <translation>Du kan inte anfalla din egen pjäs.</translation>
    </message>
    <message>
        <source>Under these rules a Scout may not move and attack in the same turn.</source>
        <translation>Med de här reglerna får en spejare inte både flytta och anfalla i samma drag.</translation>
    </message>
    <message>
        <source>%1 %2 attacks %3 %4: %5</source>
        <extracomment>%1 the attacking side (Red, Blue), %2 its rank, %3 the attacked side, %4 its rank, %5 the outcome (one of the next strings: &quot;the %1 wins.&quot;, …)</extracomment>
        <translation>%1 %2 anfaller %3 %4: %5</translation>
    </message>
    <message>
        <source>the Flag is captured!</source>
        <translation>flaggan är erövrad!</translation>
    </message>
    <message>
        <source>the %1 wins.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacker</extracomment>
        <translation>%1 vinner.</translation>
    </message>
    <message>
        <source>the %1 holds.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacked piece</extracomment>
        <translation>%1 håller stånd.</translation>
    </message>
    <message>
        <source>both are removed.</source>
        <translation>båda slås ut.</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <extracomment>%1 how the game ended, such as &quot;neither side can move&quot;</extracomment>
        <translation>Oavgjort: %1.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Spelet fortsätter.</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Du vinner: %1.</translation>
    </message>
    <message>
        <source>You lose: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Du förlorar: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <extracomment>%1 the winning side (Red, Blue), %2 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>%1 vinner: %2.</translation>
    </message>
    <message>
        <source>Strongest: plays its best, thinks up to 5 seconds</source>
        <translation>Starkast: spelar sitt bästa, tänker upp till 5 sekunder</translation>
    </message>
    <message>
        <source>Strong: plays its best, thinks up to half a second</source>
        <translation>Stark: spelar sitt bästa, tänker upp till en halv sekund</translation>
    </message>
    <message>
        <source>That move does not match the target square: an attack needs an enemy piece there, a plain move an empty square.</source>
        <translation>Draget stämmer inte med målrutan: ett anfall kräver en fientlig pjäs där, ett vanligt drag en tom ruta.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Oavgjort enligt överenskommelse.</translation>
    </message>
    <message>
        <source>You win: the computer resigned.</source>
        <translation>Du vinner: datorn gav upp.</translation>
    </message>
    <message>
        <source>You lose: you resigned.</source>
        <translation>Du förlorar: du gav upp.</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%1 the winning side, %2 the side that resigned (Red, Blue)</extracomment>
        <translation>%1 vinner: %2 gav upp.</translation>
    </message>
    <message>
        <source>Beginner: looks one move ahead, often blunders and soon forgets your pieces it has seen</source>
        <translation>Nybörjare: ser ett drag framåt, gör ofta misstag och glömmer snart vilka av dina pjäser den har sett</translation>
    </message>
    <message>
        <source>Casual player: looks a little further, still careless, forgets your pieces after a while</source>
        <translation>Fritidsspelare: ser lite längre fram men är fortfarande slarvig och glömmer efter ett tag dina pjäser</translation>
    </message>
    <message>
        <source>Club player, the default: plays its best at once, sets up anew every game</source>
        <translation>Klubbspelare, standardnivån: spelar sitt bästa direkt, ställer upp på ett nytt sätt i varje parti</translation>
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
        <translation>Mapp</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Okänd</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öppna</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>”%1” är skrivskyddad.
Vill du ta bort den ändå?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <extracomment>%1 a file or folder name</extracomment>
        <translation>Vill du verkligen ta bort ”%1”?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista över platser och bokmärken</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;namn:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mapp</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Överordnad mapp</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mapp</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Leta i:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Skapa en ny mapp</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Filer av typen:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Hitta mapp</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Visa &amp;dolda filer</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Spara som</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <extracomment>%1 the folder name that was typed</extracomment>
        <translation>%1
Mappen hittades inte.
Kontrollera att rätt mappnamn angavs.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidopanel</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listvy</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Välj</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mappar</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Byt namn</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Kunde inte ta bort mappen.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mapp:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 finns redan.
Vill du ersätta den?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå framåt</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå till den överordnade mappen</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Senaste platser</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tillbaka</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Byt till detaljvy</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Skapa ny mapp</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvy</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <extracomment>%1 the file name that was typed</extracomment>
        <translation>%1
Filen hittades inte.
Kontrollera att rätt filnamn angavs.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Byt till listvy</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ändrad</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min dator</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Visa detaljer…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Dölj detaljer…</translation>
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
        <translation>Hjälp</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Verkställ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Återställ standardvärden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorera</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ej till alla</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Spara alla</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Förkasta</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja till &amp;alla</translation>
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
        <translation>%1 vann</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Oavgjort</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Oavslutat</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>in the Result column: %1 the result (&quot;You won&quot;, &quot;Draw&quot;, …), %2 how the game ended (&quot;flag captured&quot;, &quot;by resignation&quot;, …)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Egen ställning</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <extracomment>a player&apos;s name in the game library; %1 the level, 1 to 5</extracomment>
        <translation>Dator (nivå %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Red player</source>
        <translation>Röd spelare</translation>
    </message>
    <message>
        <source>Blue player</source>
        <translation>Blå spelare</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Du vann</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Du förlorade</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>a comment in the move list: the computer suggested this move; %1 a move such as E4-E5</extracomment>
        <translation>Tips: %1</translation>
    </message>
    <message>
        <source>A move was taken back here.</source>
        <translation>Här togs ett drag tillbaka.</translation>
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
        <translation>Paus (mellanslag)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Spela (mellanslag)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Till början (Home)</translation>
    </message>
    <message>
        <source>One move back (Left, wheel up)</source>
        <translation>Ett drag bakåt (vänsterpil, hjulet uppåt)</translation>
    </message>
    <message>
        <source>One move forward (Right, wheel down)</source>
        <translation>Ett drag framåt (högerpil, hjulet nedåt)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Till slutet (End)</translation>
    </message>
    <message>
        <source>Scrub through the game</source>
        <translation>Bläddra genom spelet</translation>
    </message>
    <message>
        <source>Moves played / moves in the game</source>
        <translation>Spelade drag / drag i spelet</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Hasti&amp;ghet:</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Mycket långsam</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Mycket snabb</translation>
    </message>
</context>
<context>
    <name>ReplayFile</name>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the number of the move, %2 the move (E4-E5), %3 why it is illegal</extracomment>
        <translation>Drag %1 (%2) är otillåtet: %3</translation>
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
        <translation>Ställningen före första draget</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>the ranks that met in a battle, as numbers or letters: %1 the attacker, %2 the attacked piece</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 moves %2</source>
        <extracomment>%1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 drar %2</translation>
    </message>
    <message>
        <source>%1: the %2 takes the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 slår %3</translation>
    </message>
    <message>
        <source>%1: the %2 falls to the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 förlorar mot %3</translation>
    </message>
    <message>
        <source>%1: the %2 and the %3 are both removed</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 och %3 slås båda ut</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>This game cannot be shown.
%1</source>
        <extracomment>%1 what is wrong in the game</extracomment>
        <translation>Det här spelet kan inte visas.
%1</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Kunde inte öppna %1.
%2</translation>
    </message>
    <message>
        <source>No comment on this move.</source>
        <translation>Ingen kommentar till det här draget.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>in the replay&apos;s header: %n the length of the game in moves as players count them (one of each side)</extracomment>
        <translation>
            <numerusform>%n drag</numerusform>
            <numerusform>%n drag</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Uppspelning</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Inget spel är öppnat.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>V&amp;isa:</translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation>Som Röd ser det</translation>
    </message>
    <message>
        <source>Blue&apos;s view</source>
        <translation>Som Blå ser det</translation>
    </message>
    <message>
        <source>Everything revealed</source>
        <translation>Allt avslöjat</translation>
    </message>
    <message>
        <source>A side&apos;s view shows only what that player knew at the shown move.</source>
        <translation>Visar du spelet som en sida ser det, syns bara det som den spelaren visste vid det visade draget.</translation>
    </message>
    <message>
        <source>%1 lost:</source>
        <extracomment>%1 a side (Red, Blue); a list of its lost pieces follows</extracomment>
        <translation>%1 förlorade:</translation>
    </message>
    <message>
        <source>Material balance (up: Red ahead, down: Blue ahead)</source>
        <translation>Materialbalans (uppåt: Röd leder, nedåt: Blå leder)</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Fortsätt härifrån</translation>
    </message>
    <message>
        <source>Play on against the computer from the shown position</source>
        <translation>Spela vidare mot datorn från den visade ställningen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Material balance</source>
        <translation>Materialbalans</translation>
    </message>
    <message>
        <source>The analysis could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Analysen kunde inte sparas i %1.
%2</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Skriv en kommentar till det här draget</translation>
    </message>
    <message>
        <source>The comment could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Kommentaren kunde inte sparas i %1.
%2</translation>
    </message>
</context>
<context>
    <name>ReviewPages</name>
    <message>
        <source>Open game</source>
        <translation>Öppna spel</translation>
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
        <translation>Pjäs</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spelplan</translation>
    </message>
    <message>
        <source>The board has 10 × 10 squares: columns A to J, rows 1 to 10 counted from Red&apos;s side.</source>
        <translation>Spelplanen har 10 × 10 rutor: kolumnerna A till J och raderna 1 till 10, räknat från Röds sida.</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Sjöar</translation>
    </message>
    <message>
        <source>The two lakes in the middle (C5, D5, C6, D6 and G5, H5, G6, H6) can never be entered or crossed.</source>
        <translation>De två sjöarna i mitten (C5, D5, C6, D6 och G5, H5, G6, H6) får aldrig beträdas eller korsas.</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rangordning</translation>
    </message>
    <message>
        <source>The higher the rank, the stronger the piece. The table below shows every piece and how many each army has.</source>
        <translation>Ju högre rang, desto starkare pjäs. Tabellen nedan visar alla pjäser och hur många av varje som finns i en armé.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Uppställning</translation>
    </message>
    <message>
        <source>Red sets up in rows 1 to 4, Blue in rows 7 to 10. In Classic all 40 squares are filled; in Barrage and Duel the pieces go anywhere in the four rows. You never see the ranks of enemy pieces until they fight.</source>
        <translation>Röd ställer upp sina pjäser på raderna 1 till 4, Blå på raderna 7 till 10. I Klassisk fylls alla 40 rutorna; i Barrage och Duel får pjäserna stå var som helst på de fyra raderna. Du ser aldrig rangen på fiendens pjäser förrän de har varit i strid.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turordning</translation>
    </message>
    <message>
        <source>Red moves first, then the players take turns. You must move: you cannot pass.</source>
        <translation>Röd börjar, sedan turas spelarna om. Du måste göra ett drag: du kan inte stå över.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Förflyttning</translation>
    </message>
    <message>
        <source>A piece moves one square forward, back, left or right, never diagonally, onto an empty square or onto an enemy piece to attack it.</source>
        <translation>En pjäs flyttas en ruta framåt, bakåt, åt vänster eller åt höger, aldrig diagonalt, till en tom ruta eller till en fientlig pjäs för att anfalla den.</translation>
    </message>
    <message>
        <source>Bombs and Flag</source>
        <translation>Bomber och flaggan</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Bomber och flaggan kan aldrig flyttas.</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Spejare</translation>
    </message>
    <message>
        <source>A Scout moves any number of empty squares in a straight line, and (with attack at range on) may attack the first enemy piece on that line.</source>
        <translation>En spejare flyttas valfritt antal tomma rutor i rak linje och får (med anfall på avstånd påslaget) anfalla den första fientliga pjäsen på linjen.</translation>
    </message>
    <message>
        <source>Revealing</source>
        <translation>Avslöjande</translation>
    </message>
    <message>
        <source>An attack shows both pieces&apos; ranks to both players, for the rest of the game.</source>
        <translation>Ett anfall visar båda pjäsernas rang för båda spelarna under resten av spelet.</translation>
    </message>
    <message>
        <source>Higher wins</source>
        <translation>Högre rang vinner</translation>
    </message>
    <message>
        <source>The lower rank is removed. If the attacker wins, it moves onto the square.</source>
        <translation>Pjäsen med lägre rang slås ut. Om anfallaren vinner flyttar den in på rutan.</translation>
    </message>
    <message>
        <source>Equal ranks</source>
        <translation>Lika rang</translation>
    </message>
    <message>
        <source>When both ranks are equal, both pieces are removed.</source>
        <translation>När båda har samma rang slås båda pjäserna ut.</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <source>Every attacker except a Miner loses against a Bomb. A Miner removes the Bomb and takes its square.</source>
        <translation>Alla anfallare utom en minör förlorar mot en bomb. En minör röjer bomben och tar dess ruta.</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>A Spy that attacks the Marshal wins. A Spy that is attacked loses to anything.</source>
        <translation>En spion som anfaller fältmarskalken vinner. En spion som blir anfallen förlorar mot alla.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flagga</translation>
    </message>
    <message>
        <source>Whoever attacks the enemy Flag captures it and wins at once.</source>
        <translation>Den som anfaller fiendens flagga erövrar den och vinner direkt.</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Inga drag kvar</translation>
    </message>
    <message>
        <source>Two-squares rule</source>
        <translation>Tvårutorsregeln</translation>
    </message>
    <message>
        <source>A piece may not go back and forth between the same squares more than three times in a row (five in the ISF preset).</source>
        <translation>En pjäs får inte gå fram och tillbaka mellan samma rutor mer än tre gånger i rad (fem med förinställningen ISF-turnering).</translation>
    </message>
    <message>
        <source>Chase rule</source>
        <translation>Jaktregeln</translation>
    </message>
    <message>
        <source>You may not chase an enemy piece endlessly: a chasing move may not repeat a position that occurred since the chase began.</source>
        <translation>Du får inte jaga en fientlig pjäs i all oändlighet: ett jaktdrag får inte upprepa en ställning som har förekommit sedan jakten började.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Inga framsteg</translation>
    </message>
    <message>
        <source>If 200 moves in a row pass without an attack, the game is a draw.</source>
        <translation>Om 200 drag i rad görs utan något anfall blir det oavgjort.</translation>
    </message>
    <message>
        <source>Resign and draw</source>
        <translation>Ge upp och oavgjort</translation>
    </message>
    <message>
        <source>You may resign at any time. Two players may agree a draw; the computer accepts or declines a draw offer itself.</source>
        <translation>Du kan ge upp när som helst. Två spelare kan komma överens om oavgjort; datorn avgör själv om den går med på ett erbjudande om oavgjort.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Each player has an army. Capture the enemy Flag, or leave your opponent without a move, to win.</source>
        <translation>Varje spelare har en armé. Du vinner genom att erövra fiendens flagga eller lämna motståndaren utan drag.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pjäser</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>A player who cannot move loses. If neither player can move, the game is a draw.</source>
        <translation>En spelare som inte kan dra förlorar. Om ingen av spelarna kan dra blir det oavgjort.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The file is not in the settings format.</source>
        <translation>Filen har inte inställningarnas format.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <source>&amp;Numbering:</source>
        <translation>&amp;Numrering:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Datorns ni&amp;vå:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animering:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>Modern (Marshal 10, Spy 1)</source>
        <translation>Modern (fältmarskalk 10, spion 1)</translation>
    </message>
    <message>
        <source>Classic (Marshal 1, Scout 9, Spy S)</source>
        <translation>Klassisk (fältmarskalk 1, spejare 9, spion S)</translation>
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
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
</context>
<context>
    <name>SetupBoardModel</name>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: tom</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the piece placed there</extracomment>
        <translation>%1: din %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Placera %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Flytta %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Ta bort %1</translation>
    </message>
</context>
<context>
    <name>SetupChooser</name>
    <message>
        <source>Another one</source>
        <translation>En annan</translation>
    </message>
    <message>
        <source>Draw a different army</source>
        <translation>Ta fram en annan uppställning</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Redigera…</translation>
    </message>
    <message>
        <source>Change this army in the setup editor first</source>
        <translation>Ändra först uppställningen i uppställningsredigeraren</translation>
    </message>
    <message>
        <source>The army you will get</source>
        <translation>Uppställningen du får</translation>
    </message>
    <message>
        <source>Human-like, drawn for you</source>
        <translation>Som en människa, framtagen åt dig</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>The one last edited in the setup editor</source>
        <translation>Den du senast redigerade i uppställningsredigeraren</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <extracomment>%1 is the name of a setup in the player&apos;s setup library</extracomment>
        <translation>Uppställningar: %1</translation>
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gör om</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Töm</translation>
    </message>
    <message>
        <source>Put every piece back in the tray</source>
        <translation>Lägg tillbaka alla pjäser i facket</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpa</translation>
    </message>
    <message>
        <source>Place the remaining pieces at random</source>
        <translation>Placera de återstående pjäserna slumpvis</translation>
    </message>
    <message>
        <source>Human-like</source>
        <translation>Som en människa</translation>
    </message>
    <message>
        <source>Place the remaining pieces where human players tend to put them</source>
        <translation>Placera de återstående pjäserna där mänskliga spelare brukar ställa dem</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öppna…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Spara…</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <source>Keep this setup in your setup library</source>
        <translation>Behåll den här uppställningen bland dina uppställningar</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiera</translation>
    </message>
    <message>
        <source>Copy the setup string to the clipboard</source>
        <translation>Kopiera uppställningssträngen till urklipp</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Klistra in</translation>
    </message>
    <message>
        <source>Paste a setup string or Gravon&apos;s 40 letters</source>
        <translation>Klistra in en uppställningssträng eller Gravons 40 bokstäver</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Namn:</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Pjäser att placera</translation>
    </message>
    <message>
        <source>Your setup area</source>
        <translation>Ditt uppställningsområde</translation>
    </message>
    <message numerus="yes">
        <source>All %n pieces are placed.</source>
        <extracomment>%n the size of the army (40 in Classic)</extracomment>
        <translation>
            <numerusform>%n pjäs är placerad.</numerusform>
            <numerusform>Alla %n pjäser är placerade.</numerusform>
        </translation>
    </message>
    <message>
        <source>My setup</source>
        <translation>Min uppställning</translation>
    </message>
    <message>
        <source>Random fill</source>
        <translation>Slumpvis placering</translation>
    </message>
    <message>
        <source>Human-like fill</source>
        <translation>Placering som en människa</translation>
    </message>
    <message>
        <source>There is no %1 left to place.</source>
        <extracomment>%1 a rank such as Scout</extracomment>
        <translation>Det finns ingen %1 kvar att placera.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Kunde inte öppna %1: %2</translation>
    </message>
    <message>
        <source>Place all pieces first.</source>
        <translation>Placera alla pjäser först.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Kunde inte spara %1: %2</translation>
    </message>
    <message>
        <source>Kept in your setup library.</source>
        <translation>Uppställningen finns nu bland dina uppställningar.</translation>
    </message>
    <message>
        <source>That is not a setup string or a Gravon setup.</source>
        <translation>Det är varken en uppställningssträng eller en Gravon-uppställning.</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Öppna uppställning</translation>
    </message>
    <message>
        <source>Setups (*.setup);;All files (*)</source>
        <translation>Uppställningar (*.setup);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Save setup</source>
        <translation>Spara uppställning</translation>
    </message>
    <message>
        <source>Setups (*.setup)</source>
        <translation>Uppställningar (*.setup)</translation>
    </message>
    <message>
        <source>Could not keep it in your setup library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Kunde inte behålla den bland dina uppställningar: %1</translation>
    </message>
    <message>
        <source>“%1” is not complete, so it cannot be kept in your setup library. Leave it and lose the changes?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>”%1” är inte färdig, så den kan inte behållas bland dina uppställningar. Vill du lämna den och förlora ändringarna?</translation>
    </message>
    <message>
        <source>Keep “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Vill du behålla ”%1” bland dina uppställningar?</translation>
    </message>
    <message>
        <source>Keep the changes to “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Vill du behålla ändringarna i ”%1” bland dina uppställningar?</translation>
    </message>
    <message>
        <source>Changes not kept</source>
        <translation>Ändringar inte behållna</translation>
    </message>
</context>
<context>
    <name>SetupErrorText</name>
    <message>
        <source>A setup has four rows of ten pieces, separated by &apos;/&apos;.</source>
        <translation>En uppställning har fyra rader med tio pjäser, åtskilda av &apos;/&apos;.</translation>
    </message>
    <message>
        <source>A &apos;/&apos; is missing at column %1.</source>
        <extracomment>%1 a column number in the setup string</extracomment>
        <translation>Ett &apos;/&apos; saknas i kolumn %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is no piece.</source>
        <extracomment>%1 the character found, %2 its column</extracomment>
        <translation>&apos;%1&apos; i kolumn %2 är ingen pjäs.</translation>
    </message>
    <message>
        <source>The %1 army has %2 of &apos;%3&apos;; this setup has %4.</source>
        <extracomment>%1 the variant, %2 how many pieces of kind %3 its army has, %4 how many the setup has</extracomment>
        <translation>Armén i %1 har %2 av &apos;%3&apos;; den här uppställningen har %4.</translation>
    </message>
    <message>
        <source>There is no variant called &apos;%1&apos;.</source>
        <extracomment>%1 the variant name found in the file</extracomment>
        <translation>Det finns ingen variant som heter &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A second setup: a file holds only one.</source>
        <translation>En andra uppställning: en fil rymmer bara en.</translation>
    </message>
    <message>
        <source>The file holds no setup.</source>
        <translation>Filen innehåller ingen uppställning.</translation>
    </message>
</context>
<context>
    <name>SetupLibraryModel</name>
    <message>
        <source>%1 (copy)</source>
        <extracomment>the name of a duplicated setup; %1 the original name</extracomment>
        <translation>%1 (kopia)</translation>
    </message>
</context>
<context>
    <name>SetupLibraryPage</name>
    <message>
        <source>Delete setup</source>
        <translation>Ta bort uppställning</translation>
    </message>
    <message>
        <source>Delete the setup “%1”?</source>
        <extracomment>%1 the name of the setup</extracomment>
        <translation>Ta bort uppställningen ”%1”?</translation>
    </message>
    <message>
        <source>Your setups</source>
        <translation>Dina uppställningar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Ny uppställning</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Redigera</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Byt namn</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicera</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>The setup could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Uppställningen kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>Play with this setup</source>
        <translation>Spela med den här uppställningen</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Tom spelplan</translation>
    </message>
    <message>
        <source>Human-like army</source>
        <translation>Mänsklig uppställning</translation>
    </message>
    <message>
        <source>Random army</source>
        <translation>Slumpvis uppställning</translation>
    </message>
    <message>
        <source>No setups yet</source>
        <translation>Inga uppställningar än</translation>
    </message>
    <message>
        <source>A setup you keep in the editor is kept here, with a picture of its army. Start one from:</source>
        <translation>En uppställning som du behåller i redigeraren sparas här, med en bild av armén. Välj hur du vill börja:</translation>
    </message>
</context>
<context>
    <name>SetupStatsPanel</name>
    <message>
        <source>There are no human setups of this army to compare with.</source>
        <translation>Det finns inga mänskliga uppställningar av den här armén att jämföra med.</translation>
    </message>
    <message>
        <source>Place the Flag and every Bomb to see how predictable they are.</source>
        <translation>Placera flaggan och alla bomber för att se hur förutsägbara de är.</translation>
    </message>
    <message>
        <source>What human players do</source>
        <translation>Vad mänskliga spelare gör</translation>
    </message>
    <message>
        <source>From the human setups of the Gravon archive, as the computer&apos;s setup prior counts them.</source>
        <translation>Från de mänskliga uppställningarna i Gravons arkiv, så som datorns förhandsmodell för uppställningar räknar dem.</translation>
    </message>
    <message>
        <source>Heat map:</source>
        <translation>Värmekarta:</translation>
    </message>
    <message>
        <source>Light the squares where many players put this piece and darken the rest. Choosing a piece in the tray shows its map.</source>
        <translation>Lys upp rutorna där många spelare ställer den här pjäsen och gör resten mörkare. Väljer du en pjäs i facket visas dess karta.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
</context>
<context>
    <name>SetupStatsText</name>
    <message>
        <source>%1 of players put their %2 here.</source>
        <extracomment>%1 a share such as 12%, %2 a rank of which the army has one, such as Flag</extracomment>
        <translation>%1 av spelarna ställer sin %2 här.</translation>
    </message>
    <message>
        <source>%1 of players put a %2 here.</source>
        <extracomment>%1 a share such as 34%, %2 a rank of which the army has several, such as Bomb</extracomment>
        <translation>%1 av spelarna ställer en %2 här.</translation>
    </message>
    <message>
        <source>%1: %2 of players put theirs here (average setup: %3)</source>
        <extracomment>%1 a rank such as Flag, %2 and %3 shares such as 9%</extracomment>
        <translation>%1: %2 av spelarna ställer sin på samma ruta som du (genomsnittsuppställningen: %3)</translation>
    </message>
    <message>
        <source>%1: on average %2 of players put one where yours stand (average setup: %3)</source>
        <extracomment>%1 a rank such as Bomb, %2 and %3 shares such as 19%</extracomment>
        <translation>%1: i genomsnitt ställer %2 av spelarna en där dina står (genomsnittsuppställningen: %3)</translation>
    </message>
    <message>
        <source>Predictability: %1 of the average setup&apos;s</source>
        <extracomment>%1 how well the computer&apos;s guess fits, against the average setup, such as 64%</extracomment>
        <translation>Förutsägbarhet: %1 av genomsnittsuppställningens</translation>
    </message>
    <message>
        <source>Less predictable than the average setup: your Flag and Bombs stand where few players put theirs.</source>
        <translation>Mindre förutsägbar än genomsnittsuppställningen: din flagga och dina bomber står där få spelare ställer sina.</translation>
    </message>
    <message>
        <source>About as predictable as the average setup.</source>
        <translation>Ungefär lika förutsägbar som genomsnittsuppställningen.</translation>
    </message>
    <message>
        <source>More predictable than the average setup: your Flag and Bombs stand where many players put theirs.</source>
        <translation>Mer förutsägbar än genomsnittsuppställningen: din flagga och dina bomber står där många spelare ställer sina.</translation>
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
        <translation>Erövra fiendens flagga. Skydda din egen.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Setups</source>
        <translation>Uppställningar</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Öppna spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Fortsätt spelet</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Inga spel mot datorn än.</translation>
    </message>
    <message>
        <source>Your games against the computer</source>
        <translation>Dina spel mot datorn</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
</context>
<context>
    <name>TerminationText</name>
    <message>
        <source>the Flag was captured</source>
        <translation>flaggan erövrades</translation>
    </message>
    <message>
        <source>flag captured</source>
        <translation>flaggan erövrad</translation>
    </message>
    <message>
        <source>no legal move was left</source>
        <translation>inga tillåtna drag fanns kvar</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>inga drag kvar</translation>
    </message>
    <message>
        <source>neither side can move</source>
        <translation>ingen av sidorna kan dra</translation>
    </message>
    <message>
        <source>neither can move</source>
        <translation>ingen kan dra</translation>
    </message>
    <message>
        <source>no attack in too many moves (no progress)</source>
        <translation>inget anfall på för många drag (inga framsteg)</translation>
    </message>
    <message>
        <source>no progress</source>
        <translation>inga framsteg</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>avbrutet</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>ett otillåtet drag</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>otillåtet drag</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>inget svar i tid</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>på tid</translation>
    </message>
    <message>
        <source>the program stopped</source>
        <translation>programmet avslutades</translation>
    </message>
    <message>
        <source>program crashed</source>
        <translation>programmet kraschade</translation>
    </message>
    <message>
        <source>an answer that could not be read</source>
        <translation>ett svar som inte gick att läsa</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>oläsligt svar</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>gränsen för antalet drag nåddes</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>draggräns</translation>
    </message>
    <message>
        <source>by resignation</source>
        <translation>spelet gavs upp</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>enligt överenskommelse</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <source>not a zip archive</source>
        <translation>inte ett zip-arkiv</translation>
    </message>
    <message>
        <source>a ZIP64 archive, which is not supported</source>
        <translation>ett ZIP64-arkiv, vilket inte stöds</translation>
    </message>
    <message>
        <source>the archive is damaged (its directory)</source>
        <translation>arkivet är skadat (dess katalog)</translation>
    </message>
    <message>
        <source>the archive cannot be unpacked</source>
        <translation>arkivet kan inte packas upp</translation>
    </message>
    <message>
        <source>the archive is damaged (a member does not unpack)</source>
        <translation>arkivet är skadat (en fil i det går inte att packa upp)</translation>
    </message>
    <message>
        <source>an encrypted member</source>
        <translation>en krypterad fil i arkivet</translation>
    </message>
    <message>
        <source>a compression this program does not read</source>
        <translation>en komprimering som det här programmet inte kan läsa</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <translation>filen är större än 16 MiB</translation>
    </message>
    <message>
        <source>the archive is damaged (a member&apos;s header)</source>
        <translation>arkivet är skadat (en fils huvud)</translation>
    </message>
    <message>
        <source>the archive is damaged (a member is cut short)</source>
        <translation>arkivet är skadat (en fil är avkortad)</translation>
    </message>
    <message>
        <source>the archive is damaged (a wrong checksum)</source>
        <translation>arkivet är skadat (fel kontrollsumma)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A setup or game file to open.</source>
        <translation>En uppställnings- eller spelfil att öppna.</translation>
    </message>
</context>
</TS>
