"""Which of the player's data sets each game plays with now (issue 18): game id -> the key
(name, content hash) of the set installed; absent: House. Written by datacheck.house.install,
read by Game at every move (an empty dict while every game plays House, so that check is one
test). A module of its own, importing nothing: the rules and the data checker both read it."""

INSTALLED: dict = {}
