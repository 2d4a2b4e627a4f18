"""Builds the native library with cargo and ships it inside the package.

`pip install ./bindings/python` runs this: it builds `frost-ffi` from the
repository this package sits in (release profile by default;
`FROST_FFI_PROFILE=dev` for the quicker development build that CI shares
with the workspace tests) and copies the shared library next to the Python
modules. `FROST_FFI_LIB=/path/to/libfrost_ffi.so` ships an already built
library instead of building one.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = Path(__file__).resolve().parent
WORKSPACE = HERE.parent.parent
LIBRARY_NAMES = {
    "linux": "libfrost_ffi.so",
    "darwin": "libfrost_ffi.dylib",
    "win32": "frost_ffi.dll",
}


def library_name() -> str:
    for prefix, name in LIBRARY_NAMES.items():
        if sys.platform.startswith(prefix):
            return name
    return LIBRARY_NAMES["linux"]


def built_library() -> Path:
    """The path of the native library: the given one, or a fresh cargo build."""
    given = os.environ.get("FROST_FFI_LIB")
    if given:
        return Path(given)
    profile = os.environ.get("FROST_FFI_PROFILE", "release")
    command = ["cargo", "build", "-p", "frost-ffi"]
    if profile == "release":
        command.append("--release")
    elif profile != "dev":
        command += ["--profile", profile]
    subprocess.run(command, cwd=WORKSPACE, check=True)
    target = Path(os.environ.get("CARGO_TARGET_DIR", WORKSPACE / "target"))
    folder = "debug" if profile == "dev" else profile
    return target / folder / library_name()


class BuildWithNativeLibrary(build_py):
    """Copies the native library into the built package."""

    def run(self) -> None:
        super().run()
        source = built_library()
        if not source.is_file():
            raise RuntimeError(f"native library not found at {source}")
        destination = Path(self.build_lib) / "frost" / library_name()
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, destination)


class NativeDistribution(Distribution):
    """A wheel holding a native library is platform-specific."""

    def has_ext_modules(self) -> bool:
        return True


setup(cmdclass={"build_py": BuildWithNativeLibrary}, distclass=NativeDistribution)
