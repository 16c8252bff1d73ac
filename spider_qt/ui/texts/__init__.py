"""Texts shared by several parts: names, error messages, command-line texts, mnemonics."""
