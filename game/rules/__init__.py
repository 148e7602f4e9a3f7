"""The rules layer: one package per game, and core.py. Never imports pygame."""
