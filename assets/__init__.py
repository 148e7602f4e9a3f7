"""Fonts, pictures, sounds and rulebooks, installed as the package game.assets (see setup.py); read through game.resources."""
