"""Check Sortie's Tiled maps: the same as `sortie check-maps [FILE...]` (game/mapcheck/__main__.py).

    python tools/check_maps.py [FILE...]      (every shipped map by default)
"""
from __future__ import annotations

import sys

from game.mapcheck.__main__ import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
