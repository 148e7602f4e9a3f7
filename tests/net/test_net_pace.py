"""A client keeps its sending under the server's limit (client.Pace: protocol.RATE a second on
average, BURST at once, with a margin), and a bot tries a refused move again at each move of the
game (bot.RETRIES each): two random bots answering each other at once had outrun the limit on
a quiet machine, their moves refused until the bot stopped trying (session 59)."""
import asyncio

import pytest

from game.net import bot as botmod
from game.net.client import Pace
from game.net.protocol import BURST, RATE


class Clock:
    def __init__(self):
        self.now, self.slept = 100.0, []

    def __call__(self):
        return self.now

    async def sleep(self, seconds):
        self.slept.append(seconds)
        self.now += seconds


def test_a_client_sends_its_burst_at_once_then_waits_at_its_rate(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(asyncio, "sleep", clock.sleep)
    pace = Pace(rate=10.0, burst=3.0, clock=clock)

    async def send(n):
        for _ in range(n):
            await pace.wait()
    asyncio.run(send(3))
    assert clock.slept == []   # the burst: at once
    asyncio.run(send(5))
    assert len(clock.slept) == 5 and clock.slept[0] == pytest.approx(0.1)   # then one each tenth of a second
    assert clock.now - 100.0 == pytest.approx(0.5)
    clock.now += 10.0   # a quiet while refills the burst, no more
    asyncio.run(send(3))
    assert len(clock.slept) == 5


def test_the_pace_stays_under_the_servers_limit():
    pace = Pace()
    assert pace.rate < RATE and pace.burst < BURST


def test_a_bot_tries_a_refused_move_again_at_every_move_of_the_game(monkeypatch):
    later = []
    monkeypatch.setattr(asyncio, "ensure_future", lambda coro: later.append(coro) or coro.close())
    bot = botmod.Bot("random", __import__("random").Random(1))
    bot.seat = "red"

    async def run():
        sent = []

        async def send(msg):
            sent.append(msg)
        for n in range(3):   # three moves of the game, each refused more often than RETRIES over all
            await bot.on_message({"kind": "update", "n": n, "to_move": "red", "legal": ["pass"]}, send)
            for _ in range(botmod.RETRIES // 2 + 1):
                await bot.on_message({"kind": "refused", "reason": "Too many messages: at most 100 a second"}, send)
        return sent
    sent = asyncio.run(run())
    assert [m["n"] for m in sent] == [0, 1, 2]
    assert len(later) == 3 * (botmod.RETRIES // 2 + 1)   # every refusal tried again: more than RETRIES in all
    assert bot.retries == botmod.RETRIES // 2 + 1
