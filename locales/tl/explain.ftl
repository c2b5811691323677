# `annan explain`: paano gumagalaw ang isang piyesa at saan ito nakakarating, at kung legal
# ang isang galaw. Isa sa mga rules-movement-* ang $movement; pangalan mula sa rules-side ang $side.

explain-piece = { $side }: { $movement }.
explain-reaches = Naaabot nito ang { $squares }.
explain-reaches-nothing = Wala itong inaatakeng square.
explain-legal-moves = { $count ->
    [1] Legal na galaw
   *[other] Mga legal na galaw
}: { $moves }.
explain-no-legal-move = Wala itong legal na galaw ngayon.
explain-empty = Bakante ang { $square }.
explain-no-borrowed = Walang piyesa ang { $side } na nababago ang galaw dahil sa piyesa sa likod.
explain-no-backers = Walang piyesa sa likod na nagbabago ng galaw sa { $variant }: gumagalaw ang bawat piyesa ayon sa sariling uri. Magbigay ng square para maipaliwanag ang piyesa roon (annan explain 5e), o ng galaw gamit ang --move.
explain-marked = Ang mga square sa loob ng [ ] ang naaabot nito.
explain-marked-pieces = Gumagalaw ang mga piyesa sa loob ng [ ] gaya ng piyesa sa likod nila.
explain-legal = legal ang { $move }: { $movement }
explain-legal-check = legal ang { $move }: { $movement }, at nagche-check ito
explain-legal-drop = legal ang { $move }
explain-legal-drop-check = legal ang { $move }, at nagche-check ito
explain-error-move-as-square = galaw ang { $text }, hindi square: ibigay ito gamit ang --move para maipaliwanag
