"""The README's test command is the one CI runs."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text().strip().splitlines()[-1].strip()
    readme = (ROOT / "README.md").read_text()
    assert ci.startswith("python3 -m venv .venv") and ci in readme
