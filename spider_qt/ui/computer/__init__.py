"""The computer's help and play in child processes: hints, the demo, the solver, the opponent."""
