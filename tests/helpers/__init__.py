"""Helpers shared by the test suites: positions, a clock moved by hand, main windows."""
