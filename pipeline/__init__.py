"""narrate: turn Chinese novels into multi-voice audiobooks.

The pipeline runs load -> segment -> attribute -> cast -> synthesize -> assemble -> export,
one module per stage, passing the frozen records of ``pipeline.model`` between them.
"""

__version__ = "0.1.0"

import warnings

# pydub warns on import when ffmpeg is not on PATH; narrate hands it the ffmpeg of the
# imageio-ffmpeg wheel instead (pipeline.ffmpeg), so the warning would only mislead.
warnings.filterwarnings("ignore", message="Couldn't find ffmpeg or avconv",
                        category=RuntimeWarning)
