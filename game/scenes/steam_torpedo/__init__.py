"""Steam Torpedo on screen: scene.py is the game scene (SCENE); the other modules draw its parts and read its input."""
