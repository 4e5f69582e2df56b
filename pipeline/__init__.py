"""narrate: turn Chinese novels into multi-voice audiobooks.

The pipeline runs load -> segment -> attribute -> cast -> synthesize -> assemble -> export,
one module per stage, passing the frozen records of ``pipeline.model`` between them.
"""

__version__ = "0.1.0"
