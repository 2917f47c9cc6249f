# Pillow's GaussianBlur(8) on a 1024×1024 'L' image of random bytes, in-process: the median of 20
# runs after 3 warm-up runs, the same protocol as Benchmarks/blur/main.swift.
import random, statistics, time
from PIL import Image, ImageFilter, __version__

random.seed(1)
image = Image.frombytes("L", (1024, 1024), bytes(random.getrandbits(8) for _ in range(1024 * 1024)))
blur = ImageFilter.GaussianBlur(8)
for _ in range(3):
    image.filter(blur)
times = []
for _ in range(20):
    start = time.perf_counter()
    image.filter(blur)
    times.append((time.perf_counter() - start) * 1000)
print(f"Pillow {__version__} GaussianBlur(8) 1024×1024 L: median {statistics.median(times):.3f} ms, "
      f"min {min(times):.3f} ms, max {max(times):.3f} ms")
