# Biclou: one image for every instance (docs/operations.md "Containers").
# Build: docker build -t biclou .   Run: see compose.yaml.

# ---- build: install everything, build the site, then keep only what runs ----
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# postinstall applies patches/ with patch-package (docs/decisions.md "React's server writer").
COPY patches/ patches/
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf e2e bench docs .ci

# ---- run: non-root, sources run through tsx as with `npm start` ----
FROM node:20.20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false \
    TRUST_PROXY=true
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = the database, Redis and the media storage answer (GET /api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains then exits 0 (SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS): give it the grace period.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
