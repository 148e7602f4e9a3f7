"""Scenes: the title screen, menus, and one scene per game."""
