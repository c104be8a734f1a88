# The Agaia Online website as one image: the API and the built web app on one port (docs/deploy.md, "Docker").
# Build: docker build -t agaia-site .      Run: compose.yaml beside this file (PostgreSQL, Redis and the site).
# Checked in `npm test` by apps/api/test/deploy-files.test.ts (dockerfile-utils and the rules that matter here);
# never built on the machine that wrote it (no Docker engine there): see docs/deploy.md.
#
# The base image is pinned by its Node.js major and Debian release. To pin it to the byte, replace the tag with
# its digest (docker buildx imagetools inspect node:20-bookworm-slim), in all three stages.

# 1. Build: every dependency (the build tools are dev dependencies), then the web app and the compiled server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that a change of source code alone reuses the installed node_modules layer.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# apps/web/dist (the browser's files, precompressed) and dist-server (the page renderer), apps/api/dist/server.
RUN npm run build

# 2. Production dependencies only. The compiled server bundles its own code and the contract but imports every npm
# package from node_modules at run time (apps/api/scripts/build.mjs), and so does the page renderer (react,
# react-router, ...). The native parts (@node-rs/argon2, sharp with its libvips) come as prebuilt glibc packages
# from the npm registry: no compiler is needed, and the runtime stage has the same Debian, so they load there.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Runtime: production dependencies, the build's output, and the sources the CLI runs through tsx
# (`npm run cli -- backup FILE` and the other commands: apps/api/src and the contract's source).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps --chown=root:root /app ./
COPY --chown=root:root tsconfig.base.json ./
COPY --chown=root:root packages/contract ./packages/contract
COPY --chown=root:root apps/api/src ./apps/api/src
COPY --chown=root:root apps/api/tsconfig.json ./apps/api/
COPY --from=build --chown=root:root /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /app/apps/web/dist-server ./apps/web/dist-server
# The code belongs to root and is read-only to the server; only DATA_DIR (the launcher under download/, the mail
# outbox when no SMTP_URL is set, backups you write there) is the server's to write.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The image's own unprivileged user (uid 1000).
USER node
EXPOSE 3000
# 200 while the database answers (status ok, or degraded while only the game back end is down); 503 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets requests in flight finish within the server's 25 s grace: give `docker stop` 30 s (compose.yaml does).
STOPSIGNAL SIGTERM
# As apps/api's `start` script, without the build it runs first (done above).
CMD ["node", "--max-semi-space-size=4", "apps/api/dist/server/main.js"]
