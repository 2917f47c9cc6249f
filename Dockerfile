# render-spec in a container: the Linux renderer of the CI recipe (docs/ci/render-spec.yml runs in
# the same image), for a team on macOS or anywhere else. README.md, Docker:
#   docker build -t render-spec .
#   docker run --rm --user "$(id -u):$(id -g)" -v "$PWD":/work -w /work render-spec Specs --out-dir out
# and the image server (docs/serve.md):
#   docker run --rm -p 8080:8080 -v "$PWD/Specs":/specs:ro render-spec serve /specs --listen 0.0.0.0:8080
# Debian 12 with Swift: goldens are pixels of Debian 12's Cairo, Pango, HarfBuzz and FreeType.
FROM swift:6.2-bookworm

WORKDIR /opt/render-spec
COPY . .
# What rendering needs (apt, as root here), the release render-spec, render-spec-preview and
# render-spec-serve, linked into /usr/local/bin; the test tools (--dev) stay out. The apt lists
# are dropped from the layer.
RUN scripts/setup.sh && rm -rf /var/lib/apt/lists/*

# Any --user may run it: render-spec's and fontconfig's caches go where everyone can write.
ENV XDG_CACHE_HOME=/tmp/cache
WORKDIR /work
# `serve`'s port, when it is asked to listen on 0.0.0.0:8080.
EXPOSE 8080
ENTRYPOINT ["render-spec"]
CMD ["--help"]
