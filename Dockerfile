# syntax=docker/dockerfile:1
# The shop in one image: `docker build -t shop .`, then see compose.yaml (two instances, nginx, PostgreSQL, Redis).

# --- dependencies (cached while the lockfile is unchanged) ---
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm ci --no-audit --no-fund

# --- build the web app, then drop the build tools ---
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: sources (Node runs the TypeScript as is), the built web app, production dependencies ---
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    SHOP_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/core ./packages/core
COPY --from=build /app/apps/api ./apps/api
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/build ./apps/web/build
# PGlite's files and uploaded images (a single instance without DATABASE_URL / S3_BUCKET) live under /data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in-flight requests and jobs before exit (apps/server/src/main.ts)
STOPSIGNAL SIGTERM
# the V8 flags of apps/server/src/node-flags.ts (a test checks they match)
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "apps/server/src/main.ts"]
