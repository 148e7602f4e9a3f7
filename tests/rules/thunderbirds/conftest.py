"""Fixtures for the Thunderbirds tests (helpers live in taw_helpers.py)."""
import pytest

from taw_helpers import ScriptedRng, prepare  # noqa: F401


@pytest.fixture
def scripted():
    return ScriptedRng


@pytest.fixture
def ready():
    return prepare


