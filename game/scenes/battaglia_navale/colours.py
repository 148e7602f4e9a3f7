"""Battaglia Navale: the colours of the marks drawn over the chart and in the trays (what may be
selected, where units may go, what is under fire or lost), bound to the colour-vision palette
(ui/palette.py): read them as ``colours.GREEN``, never copied by a ``from`` import."""
from ...ui import palette

GOLD_GLOW = (255, 214, 90)
GREEN = (110, 220, 140)
RED = (236, 80, 70)

palette.bind(__name__, {"GOLD_GLOW": "bn glow", "GREEN": "bn legal", "RED": "bn target"})
