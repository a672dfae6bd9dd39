# The site as one image: `docker build -t wedding .` (docker compose builds it too).
# Where no Docker daemon runs, `.ci/runtime-check` runs the runtime stage's commands on a copy.

# --- build: every dependency (Vite, esbuild, TypeScript), then the client and server bundles ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The embedded MongoDB is never used in the image (MONGODB_URI is required): skip its download.
ENV MONGOMS_DISABLE_POSTINSTALL=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies and the built dist/ only, run by node as PID 1 ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    MONGOMS_DISABLE_POSTINSTALL=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# Guests' videos are made with the system's ffmpeg (docs/videos.md); without it they are refused.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => r.json()).then((b) => process.exit(b.status === 'ok' ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1: server/main.ts handles SIGTERM (drain, close sockets, exit 0).
# The heap ceiling is the one every start uses (server/lib/build.ts, SERVER_HEAP_FLAG).
CMD ["node", "--max-old-space-size=512", "dist/server/main.js"]
