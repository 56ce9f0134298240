from click.testing import CliRunner

from clawmark.cli import main
from conftest import INSURANCE


def test_bench_prints_one_median_per_measure():
    out = CliRunner().invoke(main, ["bench", "--repeats", "1", str(INSURANCE)])
    assert out.exit_code == 0, out.output
    labels = [line.split("  ")[0] for line in out.output.splitlines()]
    assert [label.split(" ")[0] for label in labels] == ["world", "full", "oracle", "gate,", "gate,"]
    assert all(line.rstrip().endswith("ms") or "per task" in line for line in out.output.splitlines())
