# syntax=docker/dockerfile:1
# Build stage: install everything, build the client, its server renderer and the prerendered pages,
# and compile the server into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Prerendered pages carry the public address in their canonical links.
ARG PUBLIC_URL
RUN npm run build

# Runtime stage: production dependencies only (no tsx, no TypeScript), the compiled server, the
# built client and the migrations; no source. The same files as a production install
# (productionFiles in scripts/build-server.ts).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
COPY migrations ./migrations
# npm run db:migrate, admin:create, admin:reset-second-factor and audit:verify run the compiled scripts.
COPY scripts/server-script.js ./scripts/server-script.js
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server/main.js"]
