# "Bakit checkmate?": ang check sa hari, hinimay. Sino ang nagche-check, ano ang nagbabantay
# sa bawat square na puwedeng hakbangan ng hari, bakit walang makadakip sa nagche-check o
# makaharang. Galing sa rules-piece-on ang $checkers, $guards, $piece, $checker,
# $backer, $attacker, $taken, $enemy (pinagdugtong ng mate-and kapag marami); mga pangalan
# ng square ang $squares (pinagdugtong ng mate-and o rules-or); bilang ng square ang $count,
# ng piyesa ang $attackers; galing sa rules-side ang $side, sa rules-role-a ang $like; isa sa
# mga rules-movement-* ang $movement; dahilan mula sa rules-illegal-* o mate-taker-exposes
# ang $reason; mate-own ang $own; mga mate-covers (at mate-own) na pinagdugtong ng "; " ang $why.

mate-and = { $rest } at { $last }
mate-why = Bakit checkmate: { $attackers ->
    [1] nagche-check
   *[other] sabay na nagche-check
} ang { $checkers }.
mate-check = { $attackers ->
    [1] Nagche-check
   *[other] Sabay na nagche-check
} ang { $checkers } sa { $side }.
mate-steps = Hindi makahakbang ang hari sa { $squares }: { $why }.
mate-covers-them = binabantayan { $count ->
    [1] ito
   *[other] ang mga ito
} ng { $piece }
mate-covers = binabantayan ng { $piece } ang { $squares }
mate-own = { $count ->
    [1] may sarili nitong piyesa sa { $squares }
   *[other] may sarili nitong mga piyesa sa { $squares }
}
mate-hemmed = Walang mahahakbangan ang hari: { $own }.
mate-no-step = Walang square na naaabot ang galaw ng hari.
mate-escape = Puwedeng humakbang ang hari sa { $squares }.
mate-king-guarded = Hindi madadakip ng hari ang { $checker }: { $attackers ->
    [1] binabantayan
   *[other] sabay na binabantayan
} ng { $guards } ang square na iyon.
mate-king-takes = Madadakip ng hari ang { $checker }.
mate-no-taker = Walang piyesang makakadakip sa { $checker }.
mate-taker = Madadakip ng { $piece } ang { $checker }.
mate-taker-refused = Hindi madadakip ng { $piece } ang { $checker }: { $reason }.
mate-taker-exposes = maiiwang naka-check ang hari, dahil aatakehin ito ng { $attacker }
mate-near = Hindi rin maaabot ng { $piece } ang { $square }: { $how }.
mate-how-backed = may { $backer } sa likod nito, kaya gumagalaw ito gaya ng { $like }
mate-how-alone = walang piyesa sa likod nito, kaya gumagalaw ito gaya ng { $like }
mate-how-enemy = piyesa ng kalaban ang { $enemy } sa likod nito at wala itong ipinapahiram, kaya gumagalaw ito gaya ng { $like }
mate-backer-taker = Kapag nadakip ang { $backer }, mawawala ang hiram na galaw ng { $checker }, at kaya itong gawin ng { $piece }.
mate-backer-refused = Kapag nadakip ang { $backer }, mawawala ang hiram na galaw ng { $checker }, pero hindi ito magagawa ng { $piece }: { $reason }.
mate-no-block = Walang piyesang maiharang sa { $squares }.
mate-block = May piyesang puwedeng iharang sa { $squares }.
mate-borrowed = { $movement }.
mate-after-taking = Kapag dinakip ng hari ang { $taken }, gagalaw ang { $piece } gaya ng { $like }.
