"""Fixtures for the scene tests: a headless app with animations off."""
import pygame
import pytest

from game.app import App
from game.settings import Settings


@pytest.fixture
def app():
    # the "End the turn" confirmation is tested on its own (test_end_turn.py): the other
    # scene tests play moves as if it were turned off in Settings
    a = App(Settings(animation="off", confirm_end_turn=False), headless=True)
    yield a
    pygame.quit()
