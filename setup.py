"""The packages: the code under game/, and the shipped files that live at the top of the
checkout (maps/, assets/, docs/rules/) mapped into the package as game.maps, game.assets
and game.ledgers, so that a wheel carries them and game/resources.py finds them through
importlib.resources however Sortie is installed. The rest of the build is pyproject.toml."""
from setuptools import find_packages, setup

SHIPPED = {"game.maps": "maps", "game.assets": "assets", "game.ledgers": "docs/rules"}

setup(packages=find_packages(include=["game", "game.*"]) + list(SHIPPED), package_dir=SHIPPED)
