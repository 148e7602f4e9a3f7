"""Fixtures for the scene tests: a headless app with animations off."""
import pygame
import pytest

from game.app import App
from game.settings import Settings


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()
