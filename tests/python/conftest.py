"""Shared fixtures: the installed command and module (run_installed.py sets the environment)."""
import json
import os
import subprocess

import pytest

SOURCE = os.environ.get("KIFUKIT_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))
KIFUKIT = os.environ.get("KIFUKIT_BIN", "kifukit")


@pytest.fixture(scope="session")
def kifukit_module():
    import kifukit
    prefix = os.environ.get("KIFUKIT_PREFIX")
    if prefix:  # the installed module, not one from the source or build tree
        assert os.path.realpath(kifukit.__file__).startswith(os.path.realpath(prefix))
    return kifukit


def cli_json(paths, *args):
    """The file objects of `kifukit validate --format json PATHS`, by file name."""
    r = subprocess.run([KIFUKIT, "validate", "--format", "json", "--jobs", "2", *args, *paths],
                       capture_output=True, text=True)
    assert r.returncode in (0, 1, 2), r.stderr
    return {f["file"]: f for f in json.loads(r.stdout)["files"]}


def source_path(*parts):
    return os.path.join(SOURCE, *parts)
