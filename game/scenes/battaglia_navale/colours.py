"""Battaglia Navale: the colours of the marks drawn over the chart and in the trays (what may be
selected, where units may go, what is under fire or lost)."""

GOLD_GLOW = (255, 214, 90)
GREEN = (110, 220, 140)
RED = (236, 80, 70)
