"""Duels across machines: the three signed messages of ``REMOTE_DUELS.md``, made, read and checked.

Pure Python (no Qt). The API, told in ``docs/remote-duels.md``:

- keys: ``KeyStore(data_dir)`` (one Ed25519 key per local profile), ``Identity``, ``fingerprint``,
  ``TrustStore`` and ``Trust`` (trust on first use);
- making: ``ChallengeSetup.new``, ``result_payload``, ``make_challenge``, ``make_answer``, ``make_reveal``;
- reading: ``read_message(bytes) -> Message`` (raises ``Refused``), ``check_messages([...]) -> CheckResult``;
- forms and files: ``Message.json_form``, ``Message.text_form``, ``file_name``, ``DuelsFolder``.
"""

from __future__ import annotations

from .check import CheckResult, Side, check_messages, commit_of, replay_result
from .folder import DuelsFolder, FolderScan, scan_duels_folder
from .keys import Identity, KeyFileError, KeyStore, Trust, TrustStore, fingerprint, key_text
from .make import (
    ChallengeSetup,
    Recipient,
    SealedChallenge,
    make_answer,
    make_challenge,
    make_reveal,
    result_payload,
)
from .messages import Message, deal_seed, file_name, read_message
from .textform import text_form
from .wire import CODES, MAX_BYTES, Refused, canonical, digest_of

__all__ = [
    "CODES",
    "MAX_BYTES",
    "ChallengeSetup",
    "CheckResult",
    "DuelsFolder",
    "FolderScan",
    "Identity",
    "KeyFileError",
    "KeyStore",
    "Message",
    "Recipient",
    "Refused",
    "SealedChallenge",
    "Side",
    "Trust",
    "TrustStore",
    "canonical",
    "check_messages",
    "commit_of",
    "deal_seed",
    "digest_of",
    "file_name",
    "fingerprint",
    "key_text",
    "make_answer",
    "make_challenge",
    "make_reveal",
    "read_message",
    "replay_result",
    "result_payload",
    "scan_duels_folder",
    "text_form",
]
