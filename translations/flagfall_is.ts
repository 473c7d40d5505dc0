<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="is">
<context>
    <name>AdvicePanel</name>
    <message>
        <source>Setup advice</source>
        <translation>Ráð um uppstillingu</translation>
    </message>
    <message>
        <source>Setup advice is for the Classic army of 40 pieces.</source>
        <translation>Ráðin um uppstillingu eiga við 40 eininga her afbrigðisins Sígilt.</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>fylgt</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>ekki fylgt</translation>
    </message>
    <message>
        <source>Setup advice, checked once all pieces are placed</source>
        <translation>Ráð um uppstillingu, athuguð þegar allar einingar eru komnar á sinn stað</translation>
    </message>
    <message>
        <source>not yet checked</source>
        <translation>ekki enn athugað</translation>
    </message>
</context>
<context>
    <name>AdviceText</name>
    <message>
        <source>Flag on the back row, walled in by Bombs</source>
        <translation>Fáninn í öftustu röð, umkringdur sprengjum</translation>
    </message>
    <message>
        <source>A decoy walled in by Bombs</source>
        <translation>Tálbeita umkringd sprengjum</translation>
    </message>
    <message>
        <source>Few Bombs in the front row</source>
        <translation>Fáar sprengjur í fremstu röð</translation>
    </message>
    <message>
        <source>Strong and weak pieces mixed in front</source>
        <translation>Sterkar og veikar einingar í bland fremst</translation>
    </message>
    <message>
        <source>Scouts in front and at the back</source>
        <translation>Könnuðir bæði fremst og aftast</translation>
    </message>
    <message>
        <source>The Spy close to the General</source>
        <translation>Njósnarinn nálægt hershöfðingjanum</translation>
    </message>
    <message>
        <source>On the back row the Flag can only be reached from the front and sides; Bombs on every side keep all but Miners away.</source>
        <translation>Í öftustu röð er aðeins hægt að komast að fánanum að framan og frá hliðunum; sprengjur á alla vegu halda öllum frá nema sprengjueyðum.</translation>
    </message>
    <message>
        <source>Bombs around another back-row square make your opponent guess where the Flag really is.</source>
        <translation>Sprengjur umhverfis annan reit í öftustu röð neyða andstæðinginn til að giska á hvar fáninn er í raun.</translation>
    </message>
    <message>
        <source>You only have six Bombs, and in the front row they block your own pieces.</source>
        <translation>Þú hefur aðeins sex sprengjur og í fremstu röð loka þær leiðinni fyrir þínar eigin einingar.</translation>
    </message>
    <message>
        <source>Put a piece at least two ranks higher beside or behind each weak piece in the two front rows, so it can strike back.</source>
        <translation>Settu einingu sem er að minnsta kosti tveimur tignum hærri við hlið eða fyrir aftan hverja veika einingu í tveimur fremstu röðunum, svo að hún geti svarað árás.</translation>
    </message>
    <message>
        <source>Scouts in front find out what attacks you; Scouts at the back are kept for the end of the game.</source>
        <translation>Könnuðir fremst komast að því hvað ræðst á þig; könnuðir aftast eru geymdir til loka spilsins.</translation>
    </message>
    <message>
        <source>Keep the Spy within two squares of the General: when the enemy Marshal takes the General, your Spy can take the Marshal.</source>
        <translation>Hafðu njósnarann í mesta lagi tveimur reitum frá hershöfðingjanum: þegar marskálkur andstæðingsins tekur hershöfðingjann getur njósnarinn þinn tekið marskálkinn.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Computer&apos;s analysis (up: Red better, down: Blue better)</source>
        <translation>Greining tölvunnar (upp: Rauður stendur betur, niður: Blár stendur betur)</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Greina spilið</translation>
    </message>
    <message>
        <source>Judge every move by what its player could know, in the background</source>
        <translation>Meta hvern leik í bakgrunni út frá því sem leikmaðurinn gat vitað</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Framvinda greiningar</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Fyrri mistök</translation>
    </message>
    <message>
        <source>Previous marked move: inaccuracy, mistake or blunder (P)</source>
        <translation>Fyrri merkti leikur: ónákvæmni, mistök eða afleikur (P)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Næstu mistök</translation>
    </message>
    <message>
        <source>Next marked move: inaccuracy, mistake or blunder (N)</source>
        <translation>Næsti merkti leikur: ónákvæmni, mistök eða afleikur (N)</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>The %1 attacks a known %2.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 the known piece it attacked</extracomment>
        <translation>%1 ræðst á einingu sem vitað er að er %2.</translation>
    </message>
    <message>
        <source>The %1 attacks an unmoved piece: %2% chance of a Bomb.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage (38)</extracomment>
        <translation>%1 ræðst á einingu sem hefur ekki hreyfst: %2% líkur á sprengju.</translation>
    </message>
    <message>
        <source>The %1 attacks a hidden piece: %2% chance that it loses or ties.</source>
        <extracomment>why a move was bad: %1 the attacking piece, %2 a percentage</extracomment>
        <translation>%1 ræðst á óþekkta einingu: %2% líkur á að árásin tapist eða endi með jafntefli.</translation>
    </message>
    <message>
        <source>The %1 stops next to a known %2 that beats it.</source>
        <extracomment>why a move was bad: %1 the moved piece, %2 the known enemy piece next to it</extracomment>
        <translation>%1 nemur staðar við hliðina á einingu sem vitað er að er %2 og hún sigrar hann.</translation>
    </message>
    <message>
        <source>The %1 could have taken a known %2.</source>
        <extracomment>why a move was bad: %1 a piece that could have attacked, %2 the known weaker piece</extracomment>
        <translation>%1 hefði getað tekið einingu sem vitað var að væri %2.</translation>
    </message>
    <message>
        <source>%1: an inaccuracy (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: ónákvæmni (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a mistake (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: mistök (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: a blunder (%2% → %3%).</source>
        <extracomment>the analysis of a move: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: afleikur (%2% → %3%).</translation>
    </message>
    <message>
        <source>%1: %2% → %3%.</source>
        <extracomment>the analysis of a move without a mark: %1 the move, %2 and %3 the mover&apos;s chances in percent with the best move found and after the move played</extracomment>
        <translation>%1: %2% → %3%.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <extracomment>%1 the best move the computer found</extracomment>
        <translation>Betri leikur: %1.</translation>
    </message>
    <message>
        <source>%1: accuracy %2%, inaccuracies %3, mistakes %4, blunders %5; worst moves: %6</source>
        <extracomment>each side&apos;s analysis: %1 the side, %2 the accuracy in percent, %3 inaccuracies, %4 mistakes, %5 blunders, %6 the worst moves by their number (&quot;12., 40…, 7.&quot;: a dot for Red&apos;s move, &quot;…&quot; for Blue&apos;s) or &quot;-&quot;</extracomment>
        <translation>%1: nákvæmni %2%, ónákvæmir leikir %3, mistök %4, afleikir %5; verstu leikir: %6</translation>
    </message>
</context>
<context>
    <name>ArmyModel</name>
    <message>
        <source>%1: Red %2 left, %3 gone; Blue %4 left, %5 gone</source>
        <extracomment>a row of the army table: %1 the rank (Scout, Bomb, …); %2 and %4 how many Red and Blue still have, %3 and %5 how many they lost</extracomment>
        <translation>%1: Rauður á %2 eftir og hefur misst %3; Blár á %4 eftir og hefur misst %5</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read: %1 The file was kept as %2.</source>
        <extracomment>%1 the reason, a sentence of its own; %2 the path the damaged file was moved to</extracomment>
        <translation>Ekki tókst að lesa vistaða spilið: %1 Skráin var geymd sem %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be played on (%1). The file was kept as %2.</source>
        <extracomment>%1 what is wrong in the file; %2 the path the damaged file was moved to</extracomment>
        <translation>Vistaða spilið er skemmt og ekki er hægt að halda því áfram (%1). Skráin var geymd sem %2.</translation>
    </message>
    <message>
        <source>The saved game is damaged (%1). It can go on after move %2; what came after that is lost. The damaged file was kept as %3.</source>
        <extracomment>%1 what is wrong in the file; %2 the number of the last good move; %3 the path the damaged file was moved to</extracomment>
        <translation>Vistaða spilið er skemmt (%1). Það getur haldið áfram eftir leik %2; það sem kom á eftir er glatað. Skemmda skráin var geymd sem %3.</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Ekki tókst að vista spilið: %1</translation>
    </message>
</context>
<context>
    <name>BattleBanner</name>
    <message>
        <source>vs</source>
        <translation>gegn</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <extracomment>%1 the attacking piece, %2 the attacked piece (ranks such as Scout, Bomb)</extracomment>
        <translation>%1 gerir árás, %2 verst</translation>
    </message>
</context>
<context>
    <name>BeliefsLayer</name>
    <message>
        <source>%1 had no idea yet where the Flag was.</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue)</extracomment>
        <translation>%1 hafði enn enga hugmynd um hvar fáninn væri.</translation>
    </message>
    <message>
        <source>%1 thought the Flag most likely on %2 (%3%).</source>
        <extracomment>in the replay&apos;s beliefs layer: %1 a side (Red, Blue), %2 a square (&quot;B2&quot;), %3 a chance in percent</extracomment>
        <translation>%1 taldi fánann líklegast vera á %2 (%3%).</translation>
    </message>
    <message>
        <source>Beliefs</source>
        <translation>Ágiskanir</translation>
    </message>
    <message>
        <source>Show what a player believed of the other&apos;s hidden pieces at this move (B): on each piece its likeliest rank and that rank&apos;s chance, and tinted squares where the Flag might be. Worked out by the computer&apos;s own belief model from that player&apos;s view alone. A side&apos;s view shows that side&apos;s beliefs; with everything revealed, the computer&apos;s in a game against it.</source>
        <translation>Sýna hvað leikmaður taldi um faldar einingar hins í þessum leik (B): á hverri einingu líklegustu tign hennar og líkurnar á henni ásamt lituðum reitum þar sem fáninn gæti verið. Reiknað með eigin líkani tölvunnar út frá sýn þessa leikmanns eingöngu. Sýn leikmanns birtir ágiskanir hans; þegar allt er afhjúpað birtast ágiskanir tölvunnar í spili gegn henni.</translation>
    </message>
    <message>
        <source>Show beliefs</source>
        <translation>Sýna ágiskanir</translation>
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
        <translation>%1: vatn</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: auður reitur</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: þín eining, %2</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: óþekkt eining andstæðingsins</translation>
    </message>
    <message>
        <source>%1: unknown enemy piece, has moved</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: óþekkt eining andstæðingsins, hefur hreyfst</translation>
    </message>
    <message>
        <source>%1: enemy Scout, not yet revealed</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: könnuður andstæðingsins, ekki enn afhjúpaður</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>everything revealed: %1 the square (E4), %2 the owner (Red, Blue), %3 the rank (Scout, Bomb)</extracomment>
        <translation>%1: %3 (%2)</translation>
    </message>
    <message>
        <source>%1: enemy %2, revealed</source>
        <extracomment>%1 the square (E4), %2 the rank of the enemy piece</extracomment>
        <translation>%1: afhjúpuð eining andstæðingsins, %2</translation>
    </message>
    <message>
        <source>%1: your %2, known to the opponent</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: þín eining, %2, andstæðingurinn þekkir hana</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move as a Scout</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: þín eining, %2, sást hreyfast eins og könnuður</translation>
    </message>
    <message>
        <source>%1: your %2, seen to move</source>
        <extracomment>%1 the square, %2 the rank of the player&apos;s own piece</extracomment>
        <translation>%1: þín eining, %2, sást hreyfast</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Skráin er ekki til.</translation>
    </message>
    <message>
        <source>It is not a regular file (but a folder, a device or a pipe).</source>
        <translation>Þetta er ekki venjuleg skrá (heldur mappa, tæki eða pípa).</translation>
    </message>
    <message>
        <source>The file is larger than 16 MiB.</source>
        <translation>Skráin er stærri en 16 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <extracomment>%1 the system&apos;s reason, such as &quot;Permission denied&quot;</extracomment>
        <translation>Ekki er hægt að opna skrána: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <extracomment>%1 the system&apos;s reason</extracomment>
        <translation>Ekki er hægt að lesa skrána: %1</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>diskurinn er fullur</translation>
    </message>
    <message>
        <source>you may not write to that folder</source>
        <translation>þú mátt ekki skrifa í þessa möppu</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>ekki tókst að skrifa skrána</translation>
    </message>
</context>
<context>
    <name>EndOfGameBox</name>
    <message>
        <source>New game</source>
        <translation>Nýtt spil</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Endurspila þetta spil</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Vista</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>These files could not be read. They were left as they are:</source>
        <translation>Ekki tókst að lesa þessar skrár. Þær voru látnar óhreyfðar:</translation>
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
            <numerusform>Ekki tókst að lesa %n skrá; hún er ekki sýnd: %1</numerusform>
            <numerusform>Ekki tókst að lesa %n skrár; þær eru ekki sýndar: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 what is wrong there</extracomment>
        <translation>Lína %1, dálkur %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1 line, %2 what is wrong there</extracomment>
        <translation>Lína %1: %2</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>Date</source>
        <translation>Dagsetning</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Andstæðingur</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Afbrigði</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Úrslit</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Leikir</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Þinn litur</translation>
    </message>
</context>
<context>
    <name>GameLibraryPage</name>
    <message>
        <source>Delete game</source>
        <translation>Eyða spili</translation>
    </message>
    <message>
        <source>Delete the game against %1 for good?</source>
        <extracomment>%1 the opponent, such as &quot;Computer (level 3)&quot;</extracomment>
        <translation>Eyða spilinu (andstæðingur: %1) fyrir fullt og allt?</translation>
    </message>
    <message>
        <source>The file could not be deleted.</source>
        <translation>Ekki tókst að eyða skránni.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Flytja út spil</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spilaskrár (*.sgn)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Opna spil</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Engin nýleg spil</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Spilasafn</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Endurspila</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>E&amp;yða</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Nýleg</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Ekki tókst að skrifa %1: %2</translation>
    </message>
    <message>
        <source>Filter games…</source>
        <translation>Sía spil…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Flytja út…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>&amp;Opna skrá…</translation>
    </message>
    <message>
        <source>Games (*.sgn *.xml *.gsn);;Game records (*.sgn);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Spil (*.sgn *.xml *.gsn);;Spilaskrár (*.sgn);;Gravon-spil (*.xml *.gsn);;Allar skrár (*)</translation>
    </message>
    <message>
        <source>Import Gravon games</source>
        <translation>Flytja inn Gravon-spil</translation>
    </message>
    <message>
        <source>Zip archives (*.zip);;Gravon games (*.xml *.gsn);;All files (*)</source>
        <translation>Zip-skrár (*.zip);;Gravon-spil (*.xml *.gsn);;Allar skrár (*)</translation>
    </message>
    <message>
        <source>Importing Gravon games…</source>
        <translation>Flytur inn Gravon-spil…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>Import &amp;Gravon games…</source>
        <translation>Flytja &amp;inn Gravon-spil…</translation>
    </message>
    <message>
        <source>Store every Gravon game file (.xml, .gsn) of a folder or a zip archive in the game library</source>
        <translation>Setja allar Gravon-spilaskrár (.xml, .gsn) úr möppu eða zip-skrá í spilasafnið</translation>
    </message>
    <message>
        <source>From a &amp;folder…</source>
        <translation>Úr &amp;möppu…</translation>
    </message>
    <message>
        <source>From a &amp;zip archive…</source>
        <translation>Úr &amp;zip-skrá…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Greina</translation>
    </message>
    <message>
        <source>Let the computer judge every move of the chosen games, in the background; each game keeps its analysis</source>
        <translation>Láta tölvuna meta hvern leik í völdu spilunum í bakgrunni; hvert spil heldur greiningu sinni</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Tölfræði…</translation>
    </message>
    <message>
        <source>Your results against the computer by variant, level and setup</source>
        <translation>Árangur þinn gegn tölvunni eftir afbrigði, erfiðleikastigi og uppstillingu</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Engin spil enn</translation>
    </message>
    <message>
        <source>Every game you finish against the computer is kept here; you can also open any .sgn file or Gravon game.</source>
        <translation>Hvert spil sem þú klárar gegn tölvunni er geymt hér; þú getur líka opnað hvaða .sgn-skrá eða Gravon-spil sem er.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Looking for a good move…</source>
        <translation>Leitar að góðum leik…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 a suggested move such as E4-E5</extracomment>
        <translation>Vísbending: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Tölvan samþykkir jafntefli.</translation>
    </message>
    <message>
        <source>The computer declines the draw and plays on.</source>
        <translation>Tölvan hafnar jafntefli og heldur áfram að spila.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Ekki tókst að vista spilið: %1</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <extracomment>shown to the next player in a hot-seat game: %1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 lék %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spilinu er lokið</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 á leik</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Tölvan hugsar…</translation>
    </message>
    <message>
        <source>Your move (%1)</source>
        <extracomment>%1 the player&apos;s side (Red, Blue)</extracomment>
        <translation>Þú átt leik (%1)</translation>
    </message>
    <message>
        <source>The computer moves</source>
        <translation>Tölvan á leik</translation>
    </message>
    <message>
        <source>Not in a serious game</source>
        <translation>Ekki í alvöruspili</translation>
    </message>
    <message>
        <source>You offer a draw; the computer considers it…</source>
        <translation>Þú býður jafntefli; tölvan íhugar boðið…</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Jafntefli boðið</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <extracomment>asked of the other player in a hot-seat game; %1 that player&apos;s side (Red, Blue)</extracomment>
        <translation>%1, samþykkir þú jafntefli?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Gefast upp</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Viltu örugglega gefast upp í þessu spili?</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Vista spil</translation>
    </message>
    <message>
        <source>Game records (*.sgn)</source>
        <translation>Spilaskrár (*.sgn)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>%1 the path of the saved file</extracomment>
        <translation>Vistað sem %1</translation>
    </message>
    <message>
        <source>The saved game of last time was damaged; it was kept as %1.</source>
        <extracomment>%1 the path the damaged file was moved to</extracomment>
        <translation>Vistaða spilið frá síðast var skemmt; það var geymt sem %1.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Sprengjur og fáninn hreyfast aldrei.</translation>
    </message>
</context>
<context>
    <name>GameSidePanel</name>
    <message>
        <source>Armies: left and gone (Red | Blue)</source>
        <translation>Herir: einingar eftir og fallnar (Rauður | Blár)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Leikir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Afturkalla</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Vísbending</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Bjóða jafntefli</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Gefast upp</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Vista sem…</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Valmynd</translation>
    </message>
    <message>
        <source>Thinking… %p%</source>
        <translation>Hugsar… %p%</translation>
    </message>
</context>
<context>
    <name>GravonErrorText</name>
    <message>
        <source>This is not a Gravon game file (neither XML nor GSN).</source>
        <translation>Þetta er ekki Gravon-spilaskrá (hvorki XML né GSN).</translation>
    </message>
    <message>
        <source>The XML is not well formed: %1</source>
        <extracomment>%1 what is wrong, in English, from the XML reader</extracomment>
        <translation>XML-kóðinn er ekki rétt myndaður: %1</translation>
    </message>
    <message>
        <source>There is no &lt;game&gt; element: not a Gravon game file.</source>
        <translation>Það er ekkert stak &lt;game&gt;: þetta er ekki Gravon-spilaskrá.</translation>
    </message>
    <message>
        <source>The &lt;game&gt; element has no type.</source>
        <translation>Stakið &lt;game&gt; hefur enga gerð.</translation>
    </message>
    <message>
        <source>A game has two &lt;player&gt; elements; this file has %1.</source>
        <extracomment>%1 how many &lt;player&gt; elements the file has</extracomment>
        <translation>Spil hefur tvö stök &lt;player&gt;; þessi skrá hefur %1.</translation>
    </message>
    <message>
        <source>A GSN file starts with &apos;#X38FA11 Stratego-Notation v1&apos;.</source>
        <translation>GSN-skrá byrjar á &apos;#X38FA11 Stratego-Notation v1&apos;.</translation>
    </message>
    <message>
        <source>The second line of a GSN file is &apos;type N&apos; (0 classic, 1 barrage, …).</source>
        <translation>Önnur lína GSN-skrár er &apos;type N&apos; (0 classic, 1 barrage, …).</translation>
    </message>
    <message>
        <source>The file ends before END (is it cut short?).</source>
        <translation>Skráin endar á undan END (vantar aftan á hana?).</translation>
    </message>
    <message>
        <source>The file ends before the result line (is it cut short?).</source>
        <translation>Skráin endar á undan niðurstöðulínunni (vantar aftan á hana?).</translation>
    </message>
    <message>
        <source>There is text after the result line: &apos;%1&apos;.</source>
        <extracomment>%1 the text found after the last line of a GSN file</extracomment>
        <translation>Það er texti á eftir niðurstöðulínunni: &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The Gravon variant &apos;%1&apos; is not played here (Flagfall plays classic, barrage and duell).</source>
        <extracomment>%1 the Gravon game type found in the file</extracomment>
        <translation>Gravon-afbrigðið &apos;%1&apos; er ekki spilað hér (Flagfall spilar classic, barrage og duell).</translation>
    </message>
    <message>
        <source>The &lt;field&gt; element has no content.</source>
        <translation>Stakið &lt;field&gt; er tómt.</translation>
    </message>
    <message>
        <source>The file has no field: the game ended before both setups were complete.</source>
        <translation>Skráin hefur enga upphafsstöðu: spilinu lauk áður en báðar uppstillingarnar voru fullgerðar.</translation>
    </message>
    <message>
        <source>The field has %1 letters, not 100.</source>
        <extracomment>%1 how many letters the field has</extracomment>
        <translation>Fjöldi tákna í upphafsstöðunni er %1, ekki 100.</translation>
    </message>
    <message>
        <source>Letter %1 of the field (%2, &apos;%3&apos;)</source>
        <extracomment>%1 the letter&apos;s place in the field (1-100), %2 its square (C5), %3 the letter</extracomment>
        <translation>Tákn %1 í upphafsstöðunni (%2, &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: a lake must be &apos;_&apos;.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: vatn verður að vera &apos;_&apos;.</translation>
    </message>
    <message>
        <source>%1: &apos;_&apos; (a lake) where there is no lake.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: &apos;_&apos; (vatn) þar sem ekkert vatn er.</translation>
    </message>
    <message>
        <source>%1: no piece has this letter.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: engin eining hefur þetta tákn.</translation>
    </message>
    <message>
        <source>%1: a Blue piece outside rows 7-10.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: blá eining utan raða 7–10.</translation>
    </message>
    <message>
        <source>%1: a Red piece outside rows 1-4.</source>
        <extracomment>%1 where in the field (&quot;Letter 43 of the field (C5, &apos;B&apos;)&quot;)</extracomment>
        <translation>%1: rauð eining utan raða 1–4.</translation>
    </message>
    <message>
        <source>%1&apos;s setup: %2</source>
        <extracomment>%1 the side (Red, Blue), %2 what is wrong with its setup, in English</extracomment>
        <translation>Uppstilling (%1): %2</translation>
    </message>
    <message>
        <source>Move %1: a &lt;move&gt; needs a source and a target.</source>
        <extracomment>%1 the move&apos;s number as players count it (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s)</extracomment>
        <translation>Leikur %1: &lt;move&gt; þarf upphafsreit og markreit.</translation>
    </message>
    <message>
        <source>Move %1: expected a move like &apos;D4-D5&apos; or END, found &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the line found</extracomment>
        <translation>Leikur %1: búist var við leik eins og &apos;D4-D5&apos; eða END, en þar stóð &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1: there is no square &apos;%2&apos;.</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the square as written</extracomment>
        <translation>Leikur %1: enginn reitur heitir &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the move&apos;s number (&quot;7.&quot; Red&apos;s 7th move, &quot;7…&quot; Blue&apos;s), %2 the move (D4-D5), %3 why the rules refuse it</extracomment>
        <translation>Leikur %1 (%2) er ólöglegur: %3</translation>
    </message>
    <message>
        <source>There is no &lt;result&gt; element (is the file cut short?).</source>
        <translation>Það er ekkert stak &lt;result&gt; (vantar aftan á skrána?).</translation>
    </message>
    <message>
        <source>The result&apos;s type must be a number.</source>
        <translation>Gerð niðurstöðunnar verður að vera tala.</translation>
    </message>
    <message>
        <source>The winner must be %1 (Red), %2 (Blue) or %3 (a draw).</source>
        <extracomment>%1, %2, %3 the numbers the file uses for Red, Blue and a draw</extracomment>
        <translation>Sigurvegarinn verður að vera %1 (Rauður), %2 (Blár) eða %3 (jafntefli).</translation>
    </message>
    <message>
        <source>Expected &apos;NAME vs NAME result T winner W&apos;, found &apos;%1&apos;.</source>
        <extracomment>%1 the line found</extracomment>
        <translation>Búist var við &apos;NAME vs NAME result T winner W&apos;, en þar stóð &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no Gravon result of type %1.</source>
        <extracomment>%1 the result type found in the file</extracomment>
        <translation>Engin Gravon-niðurstaða er af gerð %1.</translation>
    </message>
    <message>
        <source>The result says a Flag was captured, but no move captures it (is the file cut short?).</source>
        <translation>Samkvæmt niðurstöðunni var fáni tekinn, en enginn leikur tekur hann (vantar aftan á skrána?).</translation>
    </message>
    <message>
        <source>The result says %1, but the moves end the game: %2, %3.</source>
        <extracomment>%1 the file&apos;s result (&quot;Red won&quot;), %2 the result of the moves, %3 how they end it</extracomment>
        <translation>Niðurstaðan er „%1“, en samkvæmt leikjunum endar spilið svona: %2, %3.</translation>
    </message>
    <message>
        <source>Red won</source>
        <translation>Rauður vann</translation>
    </message>
    <message>
        <source>Blue won</source>
        <translation>Blár vann</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>jafntefli</translation>
    </message>
    <message>
        <source>the two-squares rule forbids another move back.</source>
        <translation>tveggja reita reglan bannar enn einn leik til baka.</translation>
    </message>
    <message>
        <source>the chase rule forbids repeating a position of this chase.</source>
        <translation>eltingarreglan bannar að endurtaka stöðu úr þessari eltingu.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>spilinu er lokið.</translation>
    </message>
    <message>
        <source>there is no piece on the starting square.</source>
        <translation>það er engin eining á upphafsreitnum.</translation>
    </message>
    <message>
        <source>the piece there is not the mover&apos;s.</source>
        <translation>einingin þar tilheyrir ekki þeim sem á leik.</translation>
    </message>
    <message>
        <source>a Bomb or the Flag never moves.</source>
        <translation>sprengjur og fáninn hreyfast aldrei.</translation>
    </message>
    <message>
        <source>pieces move straight along a row or column.</source>
        <translation>einingar fara beint eftir röð eða dálki.</translation>
    </message>
    <message>
        <source>only a Scout moves more than one square.</source>
        <translation>aðeins könnuður fer meira en einn reit.</translation>
    </message>
    <message>
        <source>the way is blocked.</source>
        <translation>leiðin er lokuð.</translation>
    </message>
    <message>
        <source>no piece enters or crosses a lake.</source>
        <translation>engin eining fer út í vatn eða yfir það.</translation>
    </message>
    <message>
        <source>a piece cannot attack its own side.</source>
        <translation>eining getur ekki ráðist á eigið lið.</translation>
    </message>
    <message>
        <source>the rules do not allow it.</source>
        <translation>reglurnar leyfa það ekki.</translation>
    </message>
</context>
<context>
    <name>GravonImport</name>
    <message>
        <source>could not be saved: %1</source>
        <extracomment>%1 why the file could not be written (&quot;the disk is full&quot;)</extracomment>
        <translation>ekki tókst að vista: %1</translation>
    </message>
    <message>
        <source>Games imported: %1 of %2.</source>
        <extracomment>%1 games imported, %2 games tried</extracomment>
        <translation>Innflutt spil: %1 af %2.</translation>
    </message>
    <message>
        <source>The import was canceled.</source>
        <translation>Hætt var við innflutninginn.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <extracomment>%n how many more files could not be read, beyond those listed</extracomment>
        <translation>
            <numerusform>… og %n í viðbót</numerusform>
            <numerusform>… og %n í viðbót</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <source>%1 to move</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>%1 á leik</translation>
    </message>
    <message>
        <source>Hand the computer to the %1 player; the other player looks away.</source>
        <extracomment>%1 the side to move (Red, Blue)</extracomment>
        <translation>Nú fær %1 tölvuna; hinn leikmaðurinn lítur undan.</translation>
    </message>
    <message>
        <source>I am %1: show my board</source>
        <extracomment>a button; %1 the side to move (Red, Blue)</extracomment>
        <translation>Ég er %1: sýndu borðið mitt</translation>
    </message>
</context>
<context>
    <name>LibraryAnalysis</name>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <extracomment>%1 the game under analysis, %2 how many games are to be analysed</extracomment>
        <translation>Greinir spil %1 af %2…</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <source>The finished game could not be kept in the game library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Ekki tókst að geyma spilið sem lauk í spilasafninu: %1</translation>
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
        <translation>ekkert</translation>
    </message>
    <message>
        <source>no losses</source>
        <translation>ekkert tap</translation>
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
        <translation>&amp;Hjálp</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>&amp;Halda spilinu áfram</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nýtt spil…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Opna spil…</translation>
    </message>
    <message>
        <source>&amp;Setups</source>
        <translation>&amp;Uppstillingar</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Stillingar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Hæ&amp;tta</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglur</translation>
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
        <translation>Skrár sem ekki tókst að lesa</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Opna uppstillingu</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Ekki tókst að opna %1.
%2</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>%1 vs %2</source>
        <extracomment>after a move in the move list: %1 the attacking rank, %2 the attacked rank</extracomment>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nýtt spil</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Staðlaðar</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>ISF-mótsreglur</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Sígildar 1961</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Tölvan</translation>
    </message>
    <message>
        <source>A second player at this computer</source>
        <translation>Annar leikmaður við þessa tölvu</translation>
    </message>
    <message>
        <source>Red (moves first)</source>
        <translation>Rauður (á fyrsta leik)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blár</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Af handahófi</translation>
    </message>
    <message>
        <source>Serious game: no undo and no hints</source>
        <translation>Alvöruspil: engin afturköllun og engar vísbendingar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Byrja</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Halda áfram með ókláraða spilið</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Afbrigði:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglur:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Andstæðingur:</translation>
    </message>
    <message>
        <source>Your colour:</source>
        <translation>Liturinn þinn:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Erfiðleikastig tölvu:</translation>
    </message>
    <message>
        <source>Your setup:</source>
        <translation>Uppstillingin þín:</translation>
    </message>
</context>
<context>
    <name>OwnGamesDialog</name>
    <message>
        <source>Your games</source>
        <translation>Spilin þín</translation>
    </message>
    <message>
        <source>No finished games against the computer in the library yet.</source>
        <translation>Engin kláruð spil gegn tölvunni eru enn í spilasafninu.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished games against the computer in the library: won %1, drawn %2, lost %3.</source>
        <extracomment>%n the games counted; %1, %2 and %3 how many were won, drawn and lost</extracomment>
        <translation>
            <numerusform>%n klárað spil gegn tölvunni í spilasafninu: unnin %1, jafntefli %2, töpuð %3.</numerusform>
            <numerusform>%n kláruð spil gegn tölvunni í spilasafninu: unnin %1, jafntefli %2, töpuð %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Eftir afbrigði</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Eftir erfiðleikastigi tölvunnar</translation>
    </message>
    <message>
        <source>By setup</source>
        <translation>Eftir uppstillingu</translation>
    </message>
</context>
<context>
    <name>OwnGamesModel</name>
    <message>
        <source>Level %1</source>
        <extracomment>%1 the computer&apos;s level, 1 to 5</extracomment>
        <translation>Erfiðleikastig %1</translation>
    </message>
    <message>
        <source>Level not known</source>
        <translation>Óþekkt erfiðleikastig</translation>
    </message>
    <message>
        <source>Setups not kept</source>
        <translation>Uppstillingar sem ekki voru geymdar</translation>
    </message>
    <message>
        <source>Games won, a draw counting half</source>
        <translation>Unnin spil, jafntefli telst hálfur sigur</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Afbrigði</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tölva</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Uppstilling</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Unnin</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Jafntefli</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Töpuð</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Árangur</translation>
    </message>
</context>
<context>
    <name>PieceText</name>
    <message>
        <source>Flag</source>
        <translation>Fáni</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Njósnari</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Könnuður</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Sprengjueyðir</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Liðþjálfi</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Lautinant</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Höfuðsmaður</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Majór</translation>
    </message>
    <message>
        <source>Colonel</source>
        <translation>Ofursti</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Hershöfðingi</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>Marskálkur</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Sprengja</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>óþekkt eining</translation>
    </message>
    <message numerus="yes">
        <source>%n Flag(s) left</source>
        <extracomment>the setup editor&apos;s pieces still to place, in a list joined by commas; %n how many of this rank are left to place (the same for every rank below)</extracomment>
        <translation>
            <numerusform>%n fáni eftir</numerusform>
            <numerusform>%n fánar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Spy/Spies left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n njósnari eftir</numerusform>
            <numerusform>%n njósnarar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Scout(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n könnuður eftir</numerusform>
            <numerusform>%n könnuðir eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Miner(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n sprengjueyðir eftir</numerusform>
            <numerusform>%n sprengjueyðar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sergeant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n liðþjálfi eftir</numerusform>
            <numerusform>%n liðþjálfar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Lieutenant(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n lautinant eftir</numerusform>
            <numerusform>%n lautinantar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Captain(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n höfuðsmaður eftir</numerusform>
            <numerusform>%n höfuðsmenn eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Major(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n majór eftir</numerusform>
            <numerusform>%n majórar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Colonel(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n ofursti eftir</numerusform>
            <numerusform>%n ofurstar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n General(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n hershöfðingi eftir</numerusform>
            <numerusform>%n hershöfðingjar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Marshal(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n marskálkur eftir</numerusform>
            <numerusform>%n marskálkar eftir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bomb(s) left</source>
        <extracomment>%n how many of this rank are left to place</extracomment>
        <translation>
            <numerusform>%n sprengja eftir</numerusform>
            <numerusform>%n sprengjur eftir</numerusform>
        </translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rauður</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blár</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Sígilt</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Barrage</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Einvígi</translation>
    </message>
    <message>
        <source>Flag</source>
        <comment>in a sentence</comment>
        <translation>fáni</translation>
    </message>
    <message>
        <source>Spy</source>
        <comment>in a sentence</comment>
        <translation>njósnari</translation>
    </message>
    <message>
        <source>Scout</source>
        <comment>in a sentence</comment>
        <translation>könnuður</translation>
    </message>
    <message>
        <source>Miner</source>
        <comment>in a sentence</comment>
        <translation>sprengjueyðir</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <comment>in a sentence</comment>
        <translation>liðþjálfi</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <comment>in a sentence</comment>
        <translation>lautinant</translation>
    </message>
    <message>
        <source>Captain</source>
        <comment>in a sentence</comment>
        <translation>höfuðsmaður</translation>
    </message>
    <message>
        <source>Major</source>
        <comment>in a sentence</comment>
        <translation>majór</translation>
    </message>
    <message>
        <source>Colonel</source>
        <comment>in a sentence</comment>
        <translation>ofursti</translation>
    </message>
    <message>
        <source>General</source>
        <comment>in a sentence</comment>
        <translation>hershöfðingi</translation>
    </message>
    <message>
        <source>Marshal</source>
        <comment>in a sentence</comment>
        <translation>marskálkur</translation>
    </message>
    <message>
        <source>Bomb</source>
        <comment>in a sentence</comment>
        <translation>sprengja</translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <source>(%n characters in all; the rest is not shown)</source>
        <extracomment>after a long text that was cut short: %n its length in characters</extracomment>
        <translation>
            <numerusform>(%n stafur alls; restin er ekki sýnd)</numerusform>
            <numerusform>(%n stafir alls; restin er ekki sýnd)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPages</name>
    <message>
        <source>Unfinished game</source>
        <translation>Óklárað spil</translation>
    </message>
    <message numerus="yes">
        <source>A game you did not finish was saved after %n move(s). Go on playing it?</source>
        <extracomment>%n moves as players count them (one move of each side is one move)</extracomment>
        <translation>
            <numerusform>Spil sem þú kláraðir ekki var vistað eftir %n leik. Viltu halda áfram með það?</numerusform>
            <numerusform>Spil sem þú kláraðir ekki var vistað eftir %n leiki. Viltu halda áfram með það?</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is finished.</source>
        <translation>Þessu spili er lokið.</translation>
    </message>
    <message>
        <source>Abandon the unfinished game? It is kept in the game library, unfinished, and can be played on from there.</source>
        <translation>Hætta við ókláraða spilið? Það er geymt óklárað í spilasafninu og hægt er að halda því áfram þaðan.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept in the game library, so it stays where it is: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Ekki tókst að geyma ókláraða spilið í spilasafninu, svo það verður áfram þar sem það er: %1</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message numerus="yes">
        <source>Refused by the two-squares rule: a piece may not go back and forth between the same squares more than %n time(s) in a row. Move another piece or go elsewhere.</source>
        <extracomment>%n how many times in a row a piece may go back and forth (3 or 5)</extracomment>
        <translation>
            <numerusform>Hafnað samkvæmt tveggja reita reglunni: eining má ekki fara fram og til baka milli sömu reita oftar en %n sinni í röð. Hreyfðu aðra einingu eða farðu annað.</numerusform>
            <numerusform>Hafnað samkvæmt tveggja reita reglunni: eining má ekki fara fram og til baka milli sömu reita oftar en %n sinnum í röð. Hreyfðu aðra einingu eða farðu annað.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused by the chase rule: this chasing move would bring back a position that already occurred in this chase. An endless chase is not allowed; give up the chase or chase another way.</source>
        <translation>Hafnað samkvæmt eltingarreglunni: með þessum leik kæmi aftur upp staða sem hefur þegar komið upp í þessari eltingu. Endalaus elting er ekki leyfð; hættu eltingunni eða eltu á annan hátt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spilinu er lokið.</translation>
    </message>
    <message>
        <source>That square is not on the board.</source>
        <translation>Þessi reitur er ekki á borðinu.</translation>
    </message>
    <message>
        <source>There is no piece there.</source>
        <translation>Þar er engin eining.</translation>
    </message>
    <message>
        <source>That is not your piece.</source>
        <translation>Þetta er ekki þín eining.</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Sprengjur og fáninn hreyfast aldrei.</translation>
    </message>
    <message>
        <source>Pieces move straight along a row or column.</source>
        <translation>Einingar fara beint eftir röð eða dálki.</translation>
    </message>
    <message>
        <source>Only a Scout moves more than one square.</source>
        <translation>Aðeins könnuður fer meira en einn reit.</translation>
    </message>
    <message>
        <source>The way is blocked.</source>
        <translation>Leiðin er lokuð.</translation>
    </message>
    <message>
        <source>No piece may enter a lake.</source>
        <translation>Engin eining má fara út í vatn.</translation>
    </message>
    <message>
        <source>You cannot attack your own piece.</source>
        <translation>Þú getur ekki ráðist á eigin einingu.</translation>
    </message>
    <message>
        <source>Under these rules a Scout may not move and attack in the same turn.</source>
        <translation>Samkvæmt þessum reglum má könnuður ekki bæði færa sig og gera árás í sama leik.</translation>
    </message>
    <message>
        <source>%1 %2 attacks %3 %4: %5</source>
        <extracomment>%1 the attacking side (Red, Blue), %2 its rank, %3 the attacked side, %4 its rank, %5 the outcome (one of the next strings: &quot;the %1 wins.&quot;, …)</extracomment>
        <translation>%2 (%1) gerir árás, %4 (%3) verst: %5</translation>
    </message>
    <message>
        <source>the Flag is captured!</source>
        <translation>fáninn er tekinn!</translation>
    </message>
    <message>
        <source>the %1 wins.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacker</extracomment>
        <translation>%1 vinnur.</translation>
    </message>
    <message>
        <source>the %1 holds.</source>
        <extracomment>the outcome of an attack, after a colon: %1 the rank of the attacked piece</extracomment>
        <translation>%1 heldur velli.</translation>
    </message>
    <message>
        <source>both are removed.</source>
        <translation>báðar einingarnar falla.</translation>
    </message>
    <message>
        <source>Draw: %1.</source>
        <extracomment>%1 how the game ended, such as &quot;neither side can move&quot;</extracomment>
        <translation>Jafntefli: %1.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Spilið heldur áfram.</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Þú vinnur: %1.</translation>
    </message>
    <message>
        <source>You lose: %1.</source>
        <extracomment>against the computer; %1 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>Þú tapar: %1.</translation>
    </message>
    <message>
        <source>%1 wins: %2.</source>
        <extracomment>%1 the winning side (Red, Blue), %2 how the game ended, such as &quot;the Flag was captured&quot;</extracomment>
        <translation>%1 vinnur: %2.</translation>
    </message>
    <message>
        <source>Strongest: plays its best, thinks up to 5 seconds</source>
        <translation>Sterkastur: leikur af fullum styrk, hugsar í allt að 5 sekúndur</translation>
    </message>
    <message>
        <source>Strong: plays its best, thinks up to half a second</source>
        <translation>Sterkur: leikur af fullum styrk, hugsar í allt að hálfa sekúndu</translation>
    </message>
    <message>
        <source>That move does not match the target square: an attack needs an enemy piece there, a plain move an empty square.</source>
        <translation>Leikurinn passar ekki við markreitinn: árás krefst einingar andstæðingsins þar, venjulegur leikur auðs reits.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Jafntefli með samkomulagi.</translation>
    </message>
    <message>
        <source>You win: the computer resigned.</source>
        <translation>Þú vinnur: tölvan gafst upp.</translation>
    </message>
    <message>
        <source>You lose: you resigned.</source>
        <translation>Þú tapar: þú gafst upp.</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%1 the winning side, %2 the side that resigned (Red, Blue)</extracomment>
        <translation>%1 vinnur: %2 gafst upp.</translation>
    </message>
    <message>
        <source>Beginner: looks one move ahead, often blunders and soon forgets your pieces it has seen</source>
        <translation>Byrjandi: sér einn leik fram í tímann, gerir oft mistök og gleymir fljótt þeim mönnum þínum sem hann hefur séð</translation>
    </message>
    <message>
        <source>Casual player: looks a little further, still careless, forgets your pieces after a while</source>
        <translation>Áhugaspilari: sér aðeins lengra en er enn kærulaus og gleymir mönnum þínum eftir smástund</translation>
    </message>
    <message>
        <source>Club player, the default: plays its best at once, sets up anew every game</source>
        <translation>Klúbbspilari, sjálfgefna stigið: leikur strax af fullum styrk, stillir upp á nýjan hátt í hverju spili</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>Skrá</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drif</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Óþekkt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Opna</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Opna</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Skrár</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>„%1“ er skrifvarin.
Viltu samt eyða henni?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <extracomment>%1 a file or folder name</extracomment>
        <translation>Ertu viss um að þú viljir eyða „%1“?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Listi yfir staði og bókamerki</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Skráar&amp;heiti:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eyða</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ný mappa</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Yfirmappa</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ný mappa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjarlægja</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Leita í:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Búa til nýja möppu</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Skrár af gerðinni:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Finna möppu</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Sýna &amp;faldar skrár</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Vista sem</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <extracomment>%1 the folder name that was typed</extracomment>
        <translation>%1
Mappan fannst ekki.
Gakktu úr skugga um að rétt heiti möppu hafi verið gefið.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Hliðarstika</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listasýn</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Velja</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>E&amp;yða</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Allar skrár (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Allar skrár (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Möppur</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Endurnefna</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Ekki tókst að eyða möppunni.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappa:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>%1 a file name</extracomment>
        <translation>%1 er þegar til.
Viltu skipta henni út?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Áfram</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Fara áfram</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Fara í yfirmöppuna</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nýlegir staðir</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Fara til baka</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Skipta yfir í nákvæma sýn</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Búa til nýja möppu</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Nákvæm sýn</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <extracomment>%1 the file name that was typed</extracomment>
        <translation>%1
Skráin fannst ekki.
Gakktu úr skugga um að rétt skráarheiti hafi verið gefið.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Skipta yfir í listasýn</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Tegund</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Heiti</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Stærð</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Gerð</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Breytt</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tölva</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Tölvan mín</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Sýna nánar…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Fela nánar…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Í lagi</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Já</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjálp</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Opna</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hætta</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Virkja</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Loka</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Endurstilla</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reyna aftur</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Endurheimta sjálfgefin gildi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Hunsa</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ei við öllu</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Vista allt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Henda</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Já við &amp;öllu</translation>
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
        <translation>Jafntefli</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Óklárað</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>in the Result column: %1 the result (&quot;You won&quot;, &quot;Draw&quot;, …), %2 how the game ended (&quot;flag captured&quot;, &quot;by resignation&quot;, …)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Sérsniðin staða</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <extracomment>a player&apos;s name in the game library; %1 the level, 1 to 5</extracomment>
        <translation>Tölva (erfiðleikastig %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Þú</translation>
    </message>
    <message>
        <source>Red player</source>
        <translation>Rauður leikmaður</translation>
    </message>
    <message>
        <source>Blue player</source>
        <translation>Blár leikmaður</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Þú vannst</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Þú tapaðir</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>a comment in the move list: the computer suggested this move; %1 a move such as E4-E5</extracomment>
        <translation>Vísbending: %1</translation>
    </message>
    <message>
        <source>A move was taken back here.</source>
        <translation>Hér var leikur tekinn til baka.</translation>
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
        <translation>Hlé (bilslá)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Spila (bilslá)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Á upphafið (Home)</translation>
    </message>
    <message>
        <source>One move back (Left, wheel up)</source>
        <translation>Einn leik til baka (vinstri ör, hjól upp)</translation>
    </message>
    <message>
        <source>One move forward (Right, wheel down)</source>
        <translation>Einn leik áfram (hægri ör, hjól niður)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Á endann (End)</translation>
    </message>
    <message>
        <source>Scrub through the game</source>
        <translation>Fletta í gegnum spilið</translation>
    </message>
    <message>
        <source>Moves played / moves in the game</source>
        <translation>Leiknir leikir / leikir í spilinu</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>H&amp;raði:</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Mjög hægt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hægt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Venjulegt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hratt</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Mjög hratt</translation>
    </message>
</context>
<context>
    <name>ReplayFile</name>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <extracomment>%1 the number of the move, %2 the move (E4-E5), %3 why it is illegal</extracomment>
        <translation>Leikur %1 (%2) er ólöglegur: %3</translation>
    </message>
</context>
<context>
    <name>ReplayMovesModel</name>
    <message>
        <source>Start</source>
        <translation>Upphaf</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>Staðan fyrir fyrsta leik</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>the ranks that met in a battle, as numbers or letters: %1 the attacker, %2 the attacked piece</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 moves %2</source>
        <extracomment>%1 the side (Red, Blue), %2 a move such as E4-E5</extracomment>
        <translation>%1 leikur %2</translation>
    </message>
    <message>
        <source>%1: the %2 takes the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 sigrar, %3 fellur</translation>
    </message>
    <message>
        <source>%1: the %2 falls to the %3</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: %2 fellur, %3 heldur velli</translation>
    </message>
    <message>
        <source>%1: the %2 and the %3 are both removed</source>
        <extracomment>%1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank</extracomment>
        <translation>%1: bæði %2 og %3 falla</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>This game cannot be shown.
%1</source>
        <extracomment>%1 what is wrong in the game</extracomment>
        <translation>Ekki er hægt að sýna þetta spil.
%1</translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Ekki tókst að opna %1.
%2</translation>
    </message>
    <message>
        <source>No comment on this move.</source>
        <translation>Engin athugasemd við þennan leik.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>in the replay&apos;s header: %n the length of the game in moves as players count them (one of each side)</extracomment>
        <translation>
            <numerusform>%n leikur</numerusform>
            <numerusform>%n leikir</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Endurspilun</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Ekkert spil opið.</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>S&amp;ýna:</translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation>Sýn Rauðs</translation>
    </message>
    <message>
        <source>Blue&apos;s view</source>
        <translation>Sýn Blás</translation>
    </message>
    <message>
        <source>Everything revealed</source>
        <translation>Allt afhjúpað</translation>
    </message>
    <message>
        <source>A side&apos;s view shows only what that player knew at the shown move.</source>
        <translation>Sýn leikmanns birtir aðeins það sem hann vissi á þeim stað í spilinu sem er sýndur.</translation>
    </message>
    <message>
        <source>%1 lost:</source>
        <extracomment>%1 a side (Red, Blue); a list of its lost pieces follows</extracomment>
        <translation>%1 missti:</translation>
    </message>
    <message>
        <source>Material balance (up: Red ahead, down: Blue ahead)</source>
        <translation>Liðsmunur (upp: Rauður með forskot, niður: Blár með forskot)</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Athugasemd:</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>Halda á&amp;fram héðan</translation>
    </message>
    <message>
        <source>Play on against the computer from the shown position</source>
        <translation>Spila áfram gegn tölvunni frá stöðunni sem er sýnd</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Leikir</translation>
    </message>
    <message>
        <source>Material balance</source>
        <translation>Liðsmunur</translation>
    </message>
    <message>
        <source>The analysis could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Ekki tókst að vista greininguna í %1.
%2</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Skrifaðu athugasemd við þennan leik</translation>
    </message>
    <message>
        <source>The comment could not be saved in %1.
%2</source>
        <extracomment>%1 the file name, %2 the reason</extracomment>
        <translation>Ekki tókst að vista athugasemdina í %1.
%2</translation>
    </message>
</context>
<context>
    <name>ReviewPages</name>
    <message>
        <source>Open game</source>
        <translation>Opna spil</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rank</source>
        <translation>Tign</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Eining</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Borð</translation>
    </message>
    <message>
        <source>The board has 10 × 10 squares: columns A to J, rows 1 to 10 counted from Red&apos;s side.</source>
        <translation>Borðið er 10 × 10 reitir: dálkar A til J og raðir 1 til 10, taldar frá hlið Rauðs.</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Vötn</translation>
    </message>
    <message>
        <source>The two lakes in the middle (C5, D5, C6, D6 and G5, H5, G6, H6) can never be entered or crossed.</source>
        <translation>Aldrei má fara út í eða yfir vötnin tvö á miðju borðinu (C5, D5, C6, D6 og G5, H5, G6, H6).</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Tignir</translation>
    </message>
    <message>
        <source>The higher the rank, the stronger the piece. The table below shows every piece and how many each army has.</source>
        <translation>Því hærri sem tignin er, því sterkari er einingin. Taflan hér fyrir neðan sýnir allar einingarnar og hve margar eru af hverri í hvorum her.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Uppstilling</translation>
    </message>
    <message>
        <source>Red sets up in rows 1 to 4, Blue in rows 7 to 10. In Classic all 40 squares are filled; in Barrage and Duel the pieces go anywhere in the four rows. You never see the ranks of enemy pieces until they fight.</source>
        <translation>Rauður stillir upp í röðum 1 til 4, Blár í röðum 7 til 10. Í afbrigðinu Sígilt eru allir 40 reitirnir fylltir; í Barrage og Einvígi má setja einingarnar hvar sem er í röðunum fjórum. Þú sérð aldrei tign eininga andstæðingsins fyrr en þær berjast.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Leikjaröð</translation>
    </message>
    <message>
        <source>Red moves first, then the players take turns. You must move: you cannot pass.</source>
        <translation>Rauður á fyrsta leik og síðan skiptast leikmenn á að leika. Þú verður að leika: þú getur ekki sleppt leik.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Hreyfing</translation>
    </message>
    <message>
        <source>A piece moves one square forward, back, left or right, never diagonally, onto an empty square or onto an enemy piece to attack it.</source>
        <translation>Eining fer einn reit áfram, aftur á bak, til vinstri eða til hægri, aldrei á ská, á auðan reit eða á einingu andstæðingsins til að ráðast á hana.</translation>
    </message>
    <message>
        <source>Bombs and Flag</source>
        <translation>Sprengjur og fáninn</translation>
    </message>
    <message>
        <source>Bombs and the Flag never move.</source>
        <translation>Sprengjur og fáninn hreyfast aldrei.</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Könnuðir</translation>
    </message>
    <message>
        <source>A Scout moves any number of empty squares in a straight line, and (with attack at range on) may attack the first enemy piece on that line.</source>
        <translation>Könnuður fer eins marga auða reiti og hann vill í beinni línu og má (ef árás úr fjarlægð er virk) ráðast á fyrstu einingu andstæðingsins á þeirri línu.</translation>
    </message>
    <message>
        <source>Revealing</source>
        <translation>Afhjúpun</translation>
    </message>
    <message>
        <source>An attack shows both pieces&apos; ranks to both players, for the rest of the game.</source>
        <translation>Árás sýnir báðum leikmönnum tign beggja eininganna það sem eftir er spilsins.</translation>
    </message>
    <message>
        <source>Higher wins</source>
        <translation>Hærri tign vinnur</translation>
    </message>
    <message>
        <source>The lower rank is removed. If the attacker wins, it moves onto the square.</source>
        <translation>Einingin með lægri tign er fjarlægð. Ef einingin sem gerði árásina vinnur færist hún á reitinn.</translation>
    </message>
    <message>
        <source>Equal ranks</source>
        <translation>Jöfn tign</translation>
    </message>
    <message>
        <source>When both ranks are equal, both pieces are removed.</source>
        <translation>Þegar tignirnar eru jafnar eru báðar einingarnar fjarlægðar.</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Sprengjur</translation>
    </message>
    <message>
        <source>Every attacker except a Miner loses against a Bomb. A Miner removes the Bomb and takes its square.</source>
        <translation>Allar einingar nema sprengjueyðir tapa fyrir sprengju sem þær ráðast á. Sprengjueyðir fjarlægir sprengjuna og tekur reitinn hennar.</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Njósnari</translation>
    </message>
    <message>
        <source>A Spy that attacks the Marshal wins. A Spy that is attacked loses to anything.</source>
        <translation>Njósnari sem ræðst á marskálkinn vinnur. Njósnari sem ráðist er á tapar fyrir hvaða einingu sem er.</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Fáni</translation>
    </message>
    <message>
        <source>Whoever attacks the enemy Flag captures it and wins at once.</source>
        <translation>Sá sem ræðst á fána andstæðingsins tekur hann og vinnur samstundis.</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Engir leikir</translation>
    </message>
    <message>
        <source>Two-squares rule</source>
        <translation>Tveggja reita reglan</translation>
    </message>
    <message>
        <source>A piece may not go back and forth between the same squares more than three times in a row (five in the ISF preset).</source>
        <translation>Eining má ekki fara fram og til baka milli sömu reita oftar en þrisvar í röð (fimm sinnum í ISF-mótsreglunum).</translation>
    </message>
    <message>
        <source>Chase rule</source>
        <translation>Eltingarreglan</translation>
    </message>
    <message>
        <source>You may not chase an enemy piece endlessly: a chasing move may not repeat a position that occurred since the chase began.</source>
        <translation>Þú mátt ekki elta einingu andstæðingsins endalaust: leikur í eltingu má ekki endurtaka stöðu sem hefur komið upp síðan eltingin hófst.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Engin framvinda</translation>
    </message>
    <message>
        <source>If 200 moves in a row pass without an attack, the game is a draw.</source>
        <translation>Ef 200 leikir í röð líða án árásar endar spilið með jafntefli.</translation>
    </message>
    <message>
        <source>Resign and draw</source>
        <translation>Uppgjöf og jafntefli</translation>
    </message>
    <message>
        <source>You may resign at any time. Two players may agree a draw; the computer accepts or declines a draw offer itself.</source>
        <translation>Þú mátt gefast upp hvenær sem er. Tveir leikmenn geta samið um jafntefli; tölvan ákveður sjálf hvort hún þiggur jafnteflisboð eða hafnar því.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglur</translation>
    </message>
    <message>
        <source>Each player has an army. Capture the enemy Flag, or leave your opponent without a move, to win.</source>
        <translation>Hver leikmaður hefur her. Þú vinnur ef þú tekur fána andstæðingsins eða sérð til þess að hann geti ekki leikið.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Einingar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>A player who cannot move loses. If neither player can move, the game is a draw.</source>
        <translation>Leikmaður sem getur ekki leikið tapar. Ef hvorugur leikmaðurinn getur leikið endar spilið með jafntefli.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The file is not in the settings format.</source>
        <translation>Skráin er ekki á sniði stillinganna.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Stillingar</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Tungumál:</translation>
    </message>
    <message>
        <source>&amp;Numbering:</source>
        <translation>&amp;Númerakerfi:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglur:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Erfiðleikastig tölvu:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Hreyfimyndir:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Tungumál kerfisins</translation>
    </message>
    <message>
        <source>Modern (Marshal 10, Spy 1)</source>
        <translation>Nútímalegt (marskálkur 10, njósnari 1)</translation>
    </message>
    <message>
        <source>Classic (Marshal 1, Scout 9, Spy S)</source>
        <translation>Sígilt (marskálkur 1, könnuður 9, njósnari S)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Staðlaðar</translation>
    </message>
    <message>
        <source>ISF tournament</source>
        <translation>ISF-mótsreglur</translation>
    </message>
    <message>
        <source>Classic 1961</source>
        <translation>Sígildar 1961</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Engar</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hraðar</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Venjulegar</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hægar</translation>
    </message>
</context>
<context>
    <name>SetupBoardModel</name>
    <message>
        <source>%1: empty</source>
        <extracomment>%1 the square (E4)</extracomment>
        <translation>%1: auður reitur</translation>
    </message>
    <message>
        <source>%1: your %2</source>
        <extracomment>%1 the square (E4), %2 the rank of the piece placed there</extracomment>
        <translation>%1: þín eining, %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Koma fyrir: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Færa: %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>an undo step; %1 a rank such as Scout</extracomment>
        <translation>Fjarlægja: %1</translation>
    </message>
</context>
<context>
    <name>SetupChooser</name>
    <message>
        <source>Another one</source>
        <translation>Draga aðra</translation>
    </message>
    <message>
        <source>Draw a different army</source>
        <translation>Búa til aðra uppstillingu</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Breyta…</translation>
    </message>
    <message>
        <source>Change this army in the setup editor first</source>
        <translation>Breyta þessari uppstillingu fyrst í uppstillingarritlinum</translation>
    </message>
    <message>
        <source>The army you will get</source>
        <translation>Uppstillingin sem þú færð</translation>
    </message>
    <message>
        <source>Human-like, drawn for you</source>
        <translation>Að hætti manna, gerð fyrir þig</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Af handahófi</translation>
    </message>
    <message>
        <source>The one last edited in the setup editor</source>
        <translation>Sú sem þú breyttir síðast í uppstillingarritlinum</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <extracomment>%1 is the name of a setup in the player&apos;s setup library</extracomment>
        <translation>Úr safni: %1</translation>
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Afturkalla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Endurtaka</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Hreinsa</translation>
    </message>
    <message>
        <source>Put every piece back in the tray</source>
        <translation>Setja allar einingar aftur í bakkann</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Af handahófi</translation>
    </message>
    <message>
        <source>Place the remaining pieces at random</source>
        <translation>Koma einingunum sem eftir eru fyrir af handahófi</translation>
    </message>
    <message>
        <source>Human-like</source>
        <translation>Að hætti manna</translation>
    </message>
    <message>
        <source>Place the remaining pieces where human players tend to put them</source>
        <translation>Koma einingunum sem eftir eru fyrir þar sem mennskir leikmenn setja þær gjarnan</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Opna…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Vista…</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Geyma</translation>
    </message>
    <message>
        <source>Keep this setup in your setup library</source>
        <translation>Geyma þessa uppstillingu í uppstillingasafninu þínu</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Afrita</translation>
    </message>
    <message>
        <source>Copy the setup string to the clipboard</source>
        <translation>Afrita uppstillingarstrenginn á klippispjaldið</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Líma</translation>
    </message>
    <message>
        <source>Paste a setup string or Gravon&apos;s 40 letters</source>
        <translation>Líma uppstillingarstreng eða 40 stafi frá Gravon</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Afbrigði:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Heiti:</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Einingar sem á eftir að koma fyrir</translation>
    </message>
    <message>
        <source>Your setup area</source>
        <translation>Uppstillingarsvæðið þitt</translation>
    </message>
    <message numerus="yes">
        <source>All %n pieces are placed.</source>
        <extracomment>%n the size of the army (40 in Classic)</extracomment>
        <translation>
            <numerusform>Allar einingarnar (%n) eru komnar á sinn stað.</numerusform>
            <numerusform>Allar %n einingarnar eru komnar á sinn stað.</numerusform>
        </translation>
    </message>
    <message>
        <source>My setup</source>
        <translation>Mín uppstilling</translation>
    </message>
    <message>
        <source>Random fill</source>
        <translation>Fyllt af handahófi</translation>
    </message>
    <message>
        <source>Human-like fill</source>
        <translation>Fyllt að hætti manna</translation>
    </message>
    <message>
        <source>There is no %1 left to place.</source>
        <extracomment>%1 a rank such as Scout</extracomment>
        <translation>Engar einingar af gerðinni %1 eru eftir til að koma fyrir.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Ekki tókst að opna %1: %2</translation>
    </message>
    <message>
        <source>Place all pieces first.</source>
        <translation>Komdu fyrst öllum einingunum fyrir.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 the path of the file, %2 the reason</extracomment>
        <translation>Ekki tókst að vista %1: %2</translation>
    </message>
    <message>
        <source>Kept in your setup library.</source>
        <translation>Geymd í uppstillingasafninu þínu.</translation>
    </message>
    <message>
        <source>That is not a setup string or a Gravon setup.</source>
        <translation>Þetta er hvorki uppstillingarstrengur né Gravon-uppstilling.</translation>
    </message>
    <message>
        <source>Open setup</source>
        <translation>Opna uppstillingu</translation>
    </message>
    <message>
        <source>Setups (*.setup);;All files (*)</source>
        <translation>Uppstillingar (*.setup);;Allar skrár (*)</translation>
    </message>
    <message>
        <source>Save setup</source>
        <translation>Vista uppstillingu</translation>
    </message>
    <message>
        <source>Setups (*.setup)</source>
        <translation>Uppstillingar (*.setup)</translation>
    </message>
    <message>
        <source>Could not keep it in your setup library: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Ekki tókst að geyma hana í uppstillingasafninu þínu: %1</translation>
    </message>
    <message>
        <source>“%1” is not complete, so it cannot be kept in your setup library. Leave it and lose the changes?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>„%1“ er ekki fullgerð og því er ekki hægt að geyma hana í uppstillingasafninu þínu. Fara samt og glata breytingunum?</translation>
    </message>
    <message>
        <source>Keep “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Geyma „%1“ í uppstillingasafninu þínu?</translation>
    </message>
    <message>
        <source>Keep the changes to “%1” in your setup library?</source>
        <extracomment>%1 is the name the player gave the setup</extracomment>
        <translation>Geyma breytingarnar á „%1“ í uppstillingasafninu þínu?</translation>
    </message>
    <message>
        <source>Changes not kept</source>
        <translation>Breytingar ekki geymdar</translation>
    </message>
</context>
<context>
    <name>SetupErrorText</name>
    <message>
        <source>A setup has four rows of ten pieces, separated by &apos;/&apos;.</source>
        <translation>Uppstilling hefur fjórar raðir með tíu einingum, aðskildar með &apos;/&apos;.</translation>
    </message>
    <message>
        <source>A &apos;/&apos; is missing at column %1.</source>
        <extracomment>%1 a column number in the setup string</extracomment>
        <translation>Það vantar &apos;/&apos; í dálk %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is no piece.</source>
        <extracomment>%1 the character found, %2 its column</extracomment>
        <translation>&apos;%1&apos; í dálki %2 er engin eining.</translation>
    </message>
    <message>
        <source>The %1 army has %2 of &apos;%3&apos;; this setup has %4.</source>
        <extracomment>%1 the variant, %2 how many pieces of kind %3 its army has, %4 how many the setup has</extracomment>
        <translation>Herinn í %1 hefur %2 af &apos;%3&apos;; þessi uppstilling hefur %4.</translation>
    </message>
    <message>
        <source>There is no variant called &apos;%1&apos;.</source>
        <extracomment>%1 the variant name found in the file</extracomment>
        <translation>Það er ekkert afbrigði sem heitir &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A second setup: a file holds only one.</source>
        <translation>Önnur uppstilling: skrá geymir aðeins eina.</translation>
    </message>
    <message>
        <source>The file holds no setup.</source>
        <translation>Skráin geymir enga uppstillingu.</translation>
    </message>
</context>
<context>
    <name>SetupLibraryModel</name>
    <message>
        <source>%1 (copy)</source>
        <extracomment>the name of a duplicated setup; %1 the original name</extracomment>
        <translation>%1 (afrit)</translation>
    </message>
</context>
<context>
    <name>SetupLibraryPage</name>
    <message>
        <source>Delete setup</source>
        <translation>Eyða uppstillingu</translation>
    </message>
    <message>
        <source>Delete the setup “%1”?</source>
        <extracomment>%1 the name of the setup</extracomment>
        <translation>Eyða uppstillingunni „%1“?</translation>
    </message>
    <message>
        <source>Your setups</source>
        <translation>Uppstillingarnar þínar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Ný uppstilling</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Breyta</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Endurnefna</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Gera afrit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eyða</translation>
    </message>
    <message>
        <source>The setup could not be saved: %1</source>
        <extracomment>%1 the reason, such as &quot;the disk is full&quot;</extracomment>
        <translation>Ekki tókst að vista uppstillinguna: %1</translation>
    </message>
    <message>
        <source>Play with this setup</source>
        <translation>Spila með þessari uppstillingu</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Tómt borð</translation>
    </message>
    <message>
        <source>Human-like army</source>
        <translation>Uppstilling að hætti manna</translation>
    </message>
    <message>
        <source>Random army</source>
        <translation>Uppstilling af handahófi</translation>
    </message>
    <message>
        <source>No setups yet</source>
        <translation>Engar uppstillingar enn</translation>
    </message>
    <message>
        <source>A setup you keep in the editor is kept here, with a picture of its army. Start one from:</source>
        <translation>Uppstillingar sem þú geymir í ritlinum birtast hér, með mynd af hernum. Veldu hvernig þú vilt byrja:</translation>
    </message>
</context>
<context>
    <name>SetupStatsPanel</name>
    <message>
        <source>There are no human setups of this army to compare with.</source>
        <translation>Engar uppstillingar mennskra leikmanna eru til fyrir þennan her til samanburðar.</translation>
    </message>
    <message>
        <source>Place the Flag and every Bomb to see how predictable they are.</source>
        <translation>Komdu fánanum og öllum sprengjunum fyrir til að sjá hversu fyrirsjáanleg þau eru.</translation>
    </message>
    <message>
        <source>What human players do</source>
        <translation>Hvað mennskir leikmenn gera</translation>
    </message>
    <message>
        <source>From the human setups of the Gravon archive, as the computer&apos;s setup prior counts them.</source>
        <translation>Úr uppstillingum mennskra leikmanna í Gravon-safninu, eins og forlíkan tölvunnar fyrir uppstillingar telur þær.</translation>
    </message>
    <message>
        <source>Heat map:</source>
        <translation>Hitakort:</translation>
    </message>
    <message>
        <source>Light the squares where many players put this piece and darken the rest. Choosing a piece in the tray shows its map.</source>
        <translation>Lýsa upp reitina þar sem margir leikmenn setja þessa einingu og dekkja hina. Ef þú velur einingu í bakkanum sést kortið hennar.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Slökkt</translation>
    </message>
</context>
<context>
    <name>SetupStatsText</name>
    <message>
        <source>%1 of players put their %2 here.</source>
        <extracomment>%1 a share such as 12%, %2 a rank of which the army has one, such as Flag</extracomment>
        <translation>%2: %1 leikmanna setja þessa einingu hér.</translation>
    </message>
    <message>
        <source>%1 of players put a %2 here.</source>
        <extracomment>%1 a share such as 34%, %2 a rank of which the army has several, such as Bomb</extracomment>
        <translation>%2: %1 leikmanna setja eina slíka einingu hér.</translation>
    </message>
    <message>
        <source>%1: %2 of players put theirs here (average setup: %3)</source>
        <extracomment>%1 a rank such as Flag, %2 and %3 shares such as 9%</extracomment>
        <translation>%1: %2 leikmanna nota sama reit og þú (meðaluppstilling: %3)</translation>
    </message>
    <message>
        <source>%1: on average %2 of players put one where yours stand (average setup: %3)</source>
        <extracomment>%1 a rank such as Bomb, %2 and %3 shares such as 19%</extracomment>
        <translation>%1: að meðaltali setja %2 leikmanna eina þar sem þínar standa (meðaluppstilling: %3)</translation>
    </message>
    <message>
        <source>Predictability: %1 of the average setup&apos;s</source>
        <extracomment>%1 how well the computer&apos;s guess fits, against the average setup, such as 64%</extracomment>
        <translation>Fyrirsjáanleiki: %1 af fyrirsjáanleika meðaluppstillingarinnar</translation>
    </message>
    <message>
        <source>Less predictable than the average setup: your Flag and Bombs stand where few players put theirs.</source>
        <translation>Minna fyrirsjáanleg en meðaluppstillingin: fáninn þinn og sprengjurnar þínar standa þar sem fáir leikmenn setja sinn fána og sínar sprengjur.</translation>
    </message>
    <message>
        <source>About as predictable as the average setup.</source>
        <translation>Álíka fyrirsjáanleg og meðaluppstillingin.</translation>
    </message>
    <message>
        <source>More predictable than the average setup: your Flag and Bombs stand where many players put theirs.</source>
        <translation>Fyrirsjáanlegri en meðaluppstillingin: fáninn þinn og sprengjurnar þínar standa þar sem margir leikmenn setja sinn fána og sínar sprengjur.</translation>
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
        <translation>Taktu fána andstæðingsins. Verndaðu þinn eigin.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nýtt spil</translation>
    </message>
    <message>
        <source>Setups</source>
        <translation>Uppstillingar</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Opna spil</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglur</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Stillingar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Hætta</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Halda spilinu áfram</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Engin spil gegn tölvunni enn.</translation>
    </message>
    <message>
        <source>Your games against the computer</source>
        <translation>Spilin þín gegn tölvunni</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Afbrigði</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Erfiðleikastig</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Unnin</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Töpuð</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Jafntefli</translation>
    </message>
</context>
<context>
    <name>TerminationText</name>
    <message>
        <source>the Flag was captured</source>
        <translation>fáninn var tekinn</translation>
    </message>
    <message>
        <source>flag captured</source>
        <translation>fáninn tekinn</translation>
    </message>
    <message>
        <source>no legal move was left</source>
        <translation>enginn löglegur leikur var eftir</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>engir leikir eftir</translation>
    </message>
    <message>
        <source>neither side can move</source>
        <translation>hvorugur getur leikið</translation>
    </message>
    <message>
        <source>neither can move</source>
        <translation>hvorugur getur leikið</translation>
    </message>
    <message>
        <source>no attack in too many moves (no progress)</source>
        <translation>engin árás í of mörgum leikjum (engin framvinda)</translation>
    </message>
    <message>
        <source>no progress</source>
        <translation>engin framvinda</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>hætt við</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>ólöglegur leikur</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>ólöglegur leikur</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>ekkert svar í tæka tíð</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>á tíma</translation>
    </message>
    <message>
        <source>the program stopped</source>
        <translation>forritið hætti</translation>
    </message>
    <message>
        <source>program crashed</source>
        <translation>forritið hrundi</translation>
    </message>
    <message>
        <source>an answer that could not be read</source>
        <translation>svar sem ekki var hægt að lesa</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>ólæsilegt svar</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>hámarksfjölda leikja var náð</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>hámark leikja</translation>
    </message>
    <message>
        <source>by resignation</source>
        <translation>uppgjöf</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>með samkomulagi</translation>
    </message>
</context>
<context>
    <name>ZipArchive</name>
    <message>
        <source>not a zip archive</source>
        <translation>ekki zip-skrá</translation>
    </message>
    <message>
        <source>a ZIP64 archive, which is not supported</source>
        <translation>ZIP64-skrá sem er ekki studd</translation>
    </message>
    <message>
        <source>the archive is damaged (its directory)</source>
        <translation>zip-skráin er skemmd (efnisyfirlitið)</translation>
    </message>
    <message>
        <source>the archive cannot be unpacked</source>
        <translation>ekki er hægt að afþjappa zip-skrána</translation>
    </message>
    <message>
        <source>the archive is damaged (a member does not unpack)</source>
        <translation>zip-skráin er skemmd (ekki er hægt að afþjappa skrá í henni)</translation>
    </message>
    <message>
        <source>an encrypted member</source>
        <translation>dulkóðuð skrá í zip-skránni</translation>
    </message>
    <message>
        <source>a compression this program does not read</source>
        <translation>þjöppun sem þetta forrit getur ekki lesið</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <translation>skráin er stærri en 16 MiB</translation>
    </message>
    <message>
        <source>the archive is damaged (a member&apos;s header)</source>
        <translation>zip-skráin er skemmd (haus skrár í henni)</translation>
    </message>
    <message>
        <source>the archive is damaged (a member is cut short)</source>
        <translation>zip-skráin er skemmd (skrá í henni er stýfð)</translation>
    </message>
    <message>
        <source>the archive is damaged (a wrong checksum)</source>
        <translation>zip-skráin er skemmd (röng gátsumma)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A setup or game file to open.</source>
        <translation>Uppstillingar- eða spilaskrá til að opna.</translation>
    </message>
</context>
</TS>
