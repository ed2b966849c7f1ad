"""kifukit: read, write, validate and replay shogi game records (docs/library.md)."""
import os
from typing import Iterator, Optional, Sequence, Union

PathLike = Union[str, os.PathLike]
Source = Union[str, bytes, bytearray, memoryview, os.PathLike]

__version__: str

class Error(Exception):
    """A reason code (docs/reasons.md) and where; str() is ``file:line:col: message [CODE]``.
    ``USAGE`` is a wrong argument (unknown format, variant or encoding)."""
    code: str
    file: str
    line: int  # 1-based; 0 = unknown
    column: int  # 1-based; 0 = unknown
    message: str
    @property
    def location(self) -> str: """``file:line:col`` as far as known."""

class Finding:
    """One finding of the JSON report; ply, seat, line and column are None where they do not
    apply (ply None: about the whole record)."""
    code: str
    severity: str  # "error" or "warning"
    ply: Optional[int]
    seat: Optional[str]
    line: Optional[int]
    column: Optional[int]
    message: str

class Report:
    """The file's object of ``kifukit validate --format json`` (docs/cli.md)."""
    file: str
    outcome: str  # "legal", "illegal-move", "invalid-setup" or "malformed"
    variant: Optional[str]
    profile: Optional[str]
    plies: Optional[int]
    illegal_ply: Optional[int]
    start_position: Optional[str]
    final_position: Optional[str]
    findings: list[Finding]
    codes: list[str]  # the findings' codes, in order
    result: Optional[dict]  # reason, void, ranking, eliminations, points; None unless ended
    exit_code: int  # what `kifukit validate` exits with for this file alone: 0, 1 or 2
    def as_dict(self) -> dict: """The JSON object, whole."""

class Record:
    """A game record; picklable (the copy reads the same bytes again)."""
    name: str
    format: str
    variant: str
    profile: str  # '' for the variant's default
    entries: int  # moves and events of the main line
    source: bytes
    warnings: list[Finding]
    def write(self, path: Optional[PathLike] = None, format: Optional[str] = None,
              encoding: Optional[str] = None) -> Optional[bytes]:
        """Bytes in ``format`` when ``path`` is None; else writes the file (format from its
        extension unless given). KIF and KI2 are CP932 unless encoding="utf-8"."""

class Event:
    type: str  # "check", "elimination", "game-end" or "foul"
    seat: str
    credited: Optional[str]
    code: Optional[str]

class Step:
    ply: int
    seat: str
    move: str  # kifukit / USI notation, or the event's name
    notation: str  # as the record wrote it (７六歩(77), +7776FU, 8d7d); '' when unknown
    line: int  # where the record wrote the entry; 0 = unknown
    column: int
    events: tuple[Event, ...]
    position: str  # after the entry: SFEN or the four-player string

class Replay:
    profile: str
    start_position: str
    steps: list[Step]
    report: Report
    def __iter__(self) -> Iterator[Step]: ...
    def __len__(self) -> int: ...

class ProfileInfo:
    name: str
    variant: str
    yaml: str

class VariantInfo:
    name: str
    seats: int
    start: str

def formats() -> list[str]: """yaml xml json text kif kifu ki2 ki2u csa jkf usi sfen tonykoval"""
def read(source: Source, format: Optional[str] = None, name: Optional[str] = None) -> Record:
    """A Record from a path, bytes or record text; the format by name, else the extension,
    else the content. Raises Error when unreadable."""
def validate(record_or_path: Union[Record, Source], profile: Optional[str] = None,
             profile_file: Optional[PathLike] = None,
             options: Optional[Sequence[str]] = None) -> Report:
    """What ``kifukit validate --format json`` reports; an unreadable path is a malformed
    report; a bad profile or option raises Error."""
def replay(record: Union[Record, Source], profile: Optional[str] = None,
           profile_file: Optional[PathLike] = None,
           options: Optional[Sequence[str]] = None) -> Replay:
    """The steps of the replay."""
def diff(record: Union[Record, Source],
         profiles: Optional[Sequence[str]] = None) -> dict[str, Report]:
    """The record under each profile (default: every built-in one of its variant)."""
def profiles() -> list[ProfileInfo]: """The built-in rule profiles."""
def variants() -> list[VariantInfo]: """The built-in variants."""
def perft(variant: str = "yonin", depth: int = 1, position: Optional[str] = None,
          profile: Optional[str] = None) -> int:
    """Leaf nodes ``depth`` plies below the position, as ``kifukit perft``."""
