"""Medians of generating and reading back each artifact of a bundle (default: the example bundle).

    .venv/bin/python bench/artifacts.py [BUNDLE] [--repeats N]

Prints, per artifact, the median seconds of `generate` and of the readability proof (`recovered`).
"""

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from clawmark.artifacts.recipes import load_recipes

FIXTURE = Path(__file__).resolve().parent.parent / "tests/fixtures/artifacts"


def median_seconds(action, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            action(Path(tmp))
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("bundle", nargs="?", type=Path, default=FIXTURE)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"{'artifact':36} {'kind':6} {'bytes':>7} {'generate s':>10} {'read s':>7}")
    for recipe in load_recipes(args.bundle):
        path = args.bundle / recipe.path
        make = median_seconds(recipe.generate, args.repeats)
        read = median_seconds(lambda work: recipe.recovered(path, work), args.repeats)
        print(f"{recipe.path:36} {recipe.kind:6} {path.stat().st_size:>7} {make:>10.3f} {read:>7.3f}")


if __name__ == "__main__":
    main()
