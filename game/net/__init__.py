"""Play across machines (issue 29): the table server (`sortie serve`), headless seats
(`sortie bot`) and the check of a finished table's record (`sortie verify`).

The rules layer knows nothing of this package: a table is a ``Game`` (game/session/) like
any other, and what each seat receives is written from ``Rules.view`` and
``notation_seen`` (docs/FAIRNESS.md). docs/ONLINE.md says how to host and the protocol."""
