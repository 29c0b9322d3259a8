"""Settings for the whole suite.

Hypothesis's per-example deadline is a timing assertion, and tests assert no timings (speed is
measured by ``followsuit bench``), so it is off everywhere; the CI machine is shared and slow
examples are not failures. ``derandomize`` keeps CI runs repeatable.
"""

from hypothesis import settings

settings.register_profile("followsuit", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("followsuit")
