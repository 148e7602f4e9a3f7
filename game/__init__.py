"""Sortie: five tabletop games of naval and air war, played on the desktop."""

__version__ = "0.1.0"
