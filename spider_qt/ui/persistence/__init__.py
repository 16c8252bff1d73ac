"""What is kept between runs: the autosave, the records of finished games, saved files, profiles."""
