# Ang mga aralin, ang quiz at ang kurso.
# Sa Tagalog, hindi nagbabago ang pangngalan sa dami, kaya [0] at *[other] lang ang gamit
# (ang "one" ng CLDR para sa Filipino ay sumasaklaw din sa 2, 3, 5…).

## Isang yugto ng aralin
tutor-step-header = { $title } · yugto { $step }/{ $total }
tutor-press-enter = Pindutin ang Enter para magpatuloy (o i-type ang { keyword-quit })
tutor-enter-again = Enter lang ang pindutin para magpatuloy, o i-type ang { $quit } para huminto rito.
tutor-your-move = Ang galaw mo
tutor-move-help = Mag-type ng galaw sa notasyong USI ({ $usi }, { $drop }), kanluranin ({ $western }, { $capture }) o Hapon ({ $japanese }), o ang numero ng galaw sa listahan ng { keyword-moves }. Puwede mo ring i-type ang { $words }. Kapag tinype mo ang { keyword-hint } o { keyword-solution }, bilang itong mali, isang beses bawat yugto.
tutor-input-help = I-type ang “{ $help }” para makita kung paano isinusulat ang galaw, o ang “{ $moves }” para makita ang mga ito nang may numero.
# A bare number typed at a move step before `moves` has listed the step's moves: the
# number of an unseen list is not played.
tutor-number-before-list = Hindi galaw ang { $number }: pumipili ang mga numero ng galaw mula sa listahang ipinapakita ng { $moves }. I-type ang { $moves } para makita ito, o isulat mismo ang galaw (ipinapakita ng { $help } kung paano).
tutor-hint = Pahiwatig: { $hint }
tutor-solution = Ang galaw ay { $usi } ({ $western }).
tutor-solution-one = Ang galaw ay { $usi }.
tutor-move-missed = Hindi pa: { $reason }. Subukan ulit, o i-type ang { $hint }.
tutor-move-missed-hint-follows = Hindi pa: { $reason }. Subukan ulit.
tutor-move-refused = { $reason }.
tutor-move-right = Tama! { $success }
tutor-reply = Sumagot ang { $side } ng { $usi } ({ $western }).
tutor-promotion-left-out = { $move }: hindi nag-promote; nagpo-promote ang { $promoted } (sa shogi, + ay promote at = ay hindi, hindi check).
tutor-choice-right = Tama! { $explanation }
tutor-choice-right-now = Ayan, tama! { $explanation }
tutor-choice-wrong = Hindi pa: hindi “{ $picked }” ang sagot. Subukan ulit.
tutor-choice-tried = ✗ { $option }
tutor-choice-wrong-because = Hindi pa: hindi “{ $picked }” ang sagot. { $reason } Subukan ulit.
tutor-choice-refused-again = Nasubukan mo na ang “{ $picked }”: hindi iyon ang sagot, at hindi na ito bibilangin ulit. Pumili ng iba.

## Ang dulo ng aralin
tutor-lesson-complete = Tapos ang aralin: { $stars } ({ $helps ->
    [0] { $mistakes ->
        [0] walang mali
       *[other] { $mistakes } mali
    }
   *[other] { $mistakes } mali: { $wrong } maling sagot + { $helps } pahiwatig
}).
tutor-lesson-best = Ang pinakamahusay mo sa araling ito ay nananatiling { $stars }.
tutor-lesson-stopped = Huminto ka sa yugto { $step } ng { $total }; magpapatuloy roon ang aralin (“{ menu-learn }” sa pangunahing menu, o `annan learn { $id }`){ $mistakes ->
    [0] .
   *[other] , at bilang pa rin ang { $mistakes } mali mo hanggang ngayon.
}
tutor-lesson-unsaved = Hindi na-save ang mga huling pagbabago (tingnan sa itaas): maaaring magpatuloy ang aralin mula sa mas naunang yugto.
tutor-resuming = Magpapatuloy sa yugto { $step } ({ $mistakes ->
    [0] wala pang mali
   *[other] { $mistakes } mali hanggang ngayon
}).
tutor-resume-question = Huminto ka sa gitna ng araling ito: itutuloy mo ba, o uulitin mula sa simula?
tutor-resume-go-on = Magpatuloy sa yugto { $step } ng { $total } ({ $mistakes ->
    [0] wala pang mali
   *[other] { $mistakes } mali hanggang ngayon
})
tutor-resume-start-over = Ulitin mula sa yugto 1, nang walang mali
tutor-next-lesson = Pindutin ang Enter para sa susunod na aralin, “{ $title }”, o i-type ang { $quit } para huminto
tutor-course-standing = { $done } sa { $lessons } aralin ang tapos · { $stars } sa { $max } bituin
tutor-course-done = Natapos mo na ang lahat ng aralin ng kurso. Naghihintay sa iyo ang quiz (`annan quiz`) at ang mga puzzle sa mate (`annan puzzle`).
tutor-part-done = Natapos mo na ang bahaging { $game } ng kurso: { $standing }. Naghihintay ang mga tanong nito: “{ menu-quiz }” sa pangunahing menu, o `annan quiz --variant { $variant }`.

## Ang listahan ng mga aralin
tutor-which-lesson = Aling aralin?
tutor-which-part = Aling bahagi ng kurso?
tutor-course-part = { $game }: { $done } sa { $lessons } aralin ang tapos · { $stars } sa { $max } bituin
tutor-list-id = id
tutor-list-variant = laro
tutor-list-progress = progreso
tutor-list-title = pamagat
tutor-list-new = bago
# Ang mga bituin ng lesson sa salita, sa plain mode (binabasa ng screen reader ang «★★☆» bilang «black star, black star, white star»).
tutor-stars-words = { $stars }/3 bituin
tutor-list-step = yugto { $step }/{ $total }
tutor-no-such-lesson = walang aralin na `{ $id }`; ipinapakita ng `annan learn --list` ang mga ito
tutor-lesson-broken = sira ang isang kasamang aralin: { $reason }
tutor-demo-stopped = huminto ang demo ng { $id } sa yugto { $step }
tutor-lesson-step-broken = aralin { $id }: yugto { $step }: { $reason }
tutor-lesson-empty = walang yugto ang aralin { $id }

## Ang gabay sa mga simbolo
tutor-legend-title = Aling simbolo ang aling piyesa: kanji, letra at pangalan, at pagkatapos ng palaso ang piyesang kinalalabasan nito kapag nag-promote.
tutor-legend-gote = Naglalaro ang Sente mula sa ibaba ng board, pataas. Ang mga piyesa ng Gote, nasa itaas, ay nakaturo pababa: sa kanji board may v sa unahan nila (ang v歩 ay pawn ng Gote) at 王 ang hari ng Gote; sa letter board, maliliit na titik sila (ang p ay pawn ng Gote).
tutor-legend-to-letters = Mas madali bang magsimula sa mga letra? Piliin ang “{ menu-pieces }” sa pangunahing menu, o idagdag ang `--pieces letters` sa command, gaya ng `annan learn --pieces letters`.
tutor-legend-to-kanji = Para makita ang kanji, piliin ang “{ menu-pieces }” sa pangunahing menu, o gamitin ang `--pieces kanji`.
tutor-piece-king = hari
tutor-piece-rook = rook
tutor-piece-bishop = bishop
tutor-piece-gold = gold
tutor-piece-silver = silver
tutor-piece-knight = kabayo
tutor-piece-lance = lance
tutor-piece-pawn = pawn
tutor-piece-dragon = dragon
tutor-piece-horse = promoted na bishop
tutor-piece-promoted-silver = promoted na silver
tutor-piece-promoted-knight = promoted na kabayo
tutor-piece-promoted-lance = promoted na lance
tutor-piece-tokin = tokin

## Ang quiz
tutor-quiz-intro = Quiz: { $count } tanong (seed { $seed }; inuulit ng `{ $command }` ang parehong mga tanong).
tutor-quiz-header = Tanong { $number }/{ $total } · { $variant }
tutor-quiz-score = Iskor: { $right } sa { $asked } ang tama sa unang subok.
tutor-quiz-score-stopped = Iskor: { $right } sa { $asked } ang tama sa unang subok (huminto bago matapos).
tutor-quiz-broken = Sira ang tanong { $number } ({ $id }) kaya nilaktawan: { $reason }
tutor-quiz-file-broken = sira ang isang kasamang quiz file: { $reason }
tutor-quiz-none = walang tanong sa quiz na tumutugma
