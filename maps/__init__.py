"""Sortie's Tiled maps, installed as the package game.maps (see setup.py); read through game.resources."""
