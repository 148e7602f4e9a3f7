"""A frame's pixels as bytes, to compare two frames: a whole surface's buffer as it is, in a
tenth of the time `pygame.image.tobytes` takes to convert it (the tests that compare a frame
after every mouse move spent an eighth of their time there); a subsurface, whose rows are not
contiguous, through tobytes."""
import pygame


def pixels(surface: pygame.Surface) -> bytes:
    if surface.get_parent() is None:
        return surface.get_buffer().raw
    return pygame.image.tobytes(surface, "RGB")
