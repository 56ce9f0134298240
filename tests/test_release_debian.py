"""The Debian packages of a release bundle (issue 27): which packages, from where, and an apt
repository that apt accepts.

The closure rules run on records shaped as dpkg-query gives them; the rest on this machine's
real dpkg database, the Debian archive's index and apt (skipped where there is no dpkg).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from clawmark.release import debian, debs
from clawmark.release.errors import ReleaseError
from tests.conftest import REPO


def package(name: str, depends: str = "", essential: bool = False, provides: tuple[str, ...] = ()) -> debian.Installed:
    return debian.Installed(name, "1.0-1", "amd64", essential, depends, provides)


DB = {p.package: p for p in [
    package("dash", essential=True, depends="libc6 (>= 2.34)"),
    package("libc6", depends="libgcc-s1"),
    package("libgcc-s1", depends="gcc-12-base (= 12.2.0-14), libc6 (>= 2.35)"),
    package("gcc-12-base"),
    package("apt", depends="libc6 (>= 2.34)"),
    package("perl-base", essential=True, depends="libcrypt1 (>= 1:4.1.0)"),
    package("libcrypt1"),
    package("perl", depends="perl-base (= 5.36.0-7), perl-modules-5.36 (>= 5.36.0-7)"),
    package("perl-modules-5.36", depends="perl-base (>= 5.36.0-2)"),
    package("mawk", provides=("awk",)),
    package("tool", depends="libmissing1 | libfoo2:any (>= 2), awk, perl:any, dash"),
    package("libfoo2", depends="libc6 (>= 2.17)"),
]}


def test_the_closure_follows_installed_alternatives_and_virtual_packages_and_stops_at_the_baseline():
    base = debian.baseline(DB)
    assert base == {"dash", "libc6", "libgcc-s1", "gcc-12-base", "apt", "perl-base", "libcrypt1"}
    assert debian.closure(["tool"], DB, stop=frozenset(base)) == {"tool", "libfoo2", "mawk", "perl", "perl-modules-5.36"}


def test_baseline_packages_needed_at_a_version_come_along_exact_ones_requested():
    chosen, _ = debian.select({"setup": ["tool"]}, DB)
    got = {c.package.package: (c.group, c.requested) for c in chosen}
    assert got == {
        **{name: ("setup", True) for name in ("tool", "libfoo2", "mawk", "perl", "perl-modules-5.36")},
        "perl-base": ("setup", True),  # perl needs its own version (=): apt is asked for it
        "libc6": ("baseline", False),  # libfoo2 needs libc6 >= 2.17: apt takes it only if the system's is older
        "libcrypt1": ("baseline", False),  # followed through perl-base's versioned dependency
    }  # gcc-12-base, libgcc-s1: reached only without a version, the system's will do


def test_a_second_group_bundles_only_what_the_first_does_not_hold():
    chosen, _ = debian.select({"setup": ["perl"], "containers": ["tool"]}, DB)
    groups = {c.package.package: c.group for c in chosen if c.requested}
    assert groups["perl"] == "setup" and groups["perl-modules-5.36"] == "setup"
    assert groups["tool"] == "containers" and groups["libfoo2"] == "containers"


def test_an_unsatisfied_dependency_and_a_root_not_installed_are_named():
    broken = {**DB, "odd": package("odd", depends="libgone3 | libgone4")}
    with pytest.raises(ReleaseError, match="odd depends on 'libgone3 | libgone4', which no installed package"):
        debian.closure(["odd"], broken)
    with pytest.raises(ReleaseError, match="not installed here: nosuch"):
        debian.closure(["nosuch", "tool"], DB)


def test_the_package_lists_name_what_tools_setup_installs():
    names = debian.read_list(REPO / debian.LISTS["setup"])
    assert {"python3", "dovecot-imapd", "ffmpeg", "tesseract-ocr", "bubblewrap", "locales"} <= set(names)
    assert all(not n.startswith("#") for n in names)
    script = (REPO / "tools/setup").read_text()
    assert "tools/debian-packages" in script  # setup reads the same list, never a copy


needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-query") is None or shutil.which("apt-get") is None,
                                reason="not a Debian system (no dpkg-query, apt-get)")


@needs_dpkg
def test_faketime_is_bundled_from_the_archive_and_apt_installs_it_from_the_bundle_alone(tmp_path):
    db = debian.installed()
    if "faketime" not in db:
        pytest.skip("faketime is not installed (tools/setup installs it)")
    chosen, base = debian.select({"setup": ["faketime"]}, db)
    requested = {c.package.package for c in chosen if c.requested}
    assert {"faketime", "libfaketime"} <= requested and not requested & (base - {"libc6"})
    assert all(c.package.version == db[c.package.package].version for c in chosen)
    repo = tmp_path / "debian"
    repo.mkdir()
    files = debs.fetch(chosen, repo)
    debs.write_repository(chosen, files, repo)
    assert sorted(p.name for p in repo.iterdir()) == sorted([*files.values(), "Packages", "Release", "setup.list"])
    assert f"faketime {db['faketime'].version}\n" in (repo / "setup.list").read_text()

    # apt, with the bundle as its only source, on a system like this one without faketime
    status = tmp_path / "status"
    paragraphs = Path("/var/lib/dpkg/status").read_text().split("\n\n")
    status.write_text("\n\n".join(p for p in paragraphs if not p.startswith(("Package: faketime\n", "Package: libfaketime\n"))))
    for sub in ("parts", "lists/partial", "cache/archives/partial"):
        (tmp_path / sub).mkdir(parents=True)
    (tmp_path / "sources.list").write_text(f"deb [trusted=yes] file:{repo} ./\n")
    apt = ["apt-get", "-o", f"Dir::Etc::SourceList={tmp_path}/sources.list", "-o", f"Dir::Etc::SourceParts={tmp_path}/parts",
           "-o", f"Dir::State::Lists={tmp_path}/lists", "-o", f"Dir::Cache={tmp_path}/cache",
           "-o", f"Dir::State::status={status}", "-o", "APT::Sandbox::User=root"]
    assert subprocess.run([*apt, "update"], capture_output=True, text=True).returncode == 0
    done = subprocess.run([*apt, "-s", "install", "--no-install-recommends", f"faketime={db['faketime'].version}"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    installs = sorted(line.split()[1] for line in done.stdout.splitlines() if line.startswith("Inst "))
    assert installs == ["faketime", "libfaketime"]

    deb = repo / files["faketime"]
    data = deb.read_bytes()
    deb.write_bytes(data[:100] + bytes([data[100] ^ 0x01]) + data[101:])
    record = next(c.package for c in chosen if c.package.package == "faketime")
    with pytest.raises(ReleaseError, match=rf"{deb.name}: SHA-256 [0-9a-f]{{64}}, the archive's index says"):
        debs.check(deb, record, _index_sha256(record))


def _index_sha256(record: debian.Installed) -> str:
    shown = subprocess.run(["apt-cache", "show", "--no-all-versions", f"{record.package}={record.version}"],
                           capture_output=True, text=True, check=True).stdout
    return next(line.split()[1] for line in shown.splitlines() if line.startswith("SHA256: "))
