# One container per institution: the OPAC and the library service in one Node process.
# NODE_IMAGE: any Debian-based image with Node 24 (24.8 or newer) and npm (scripts/docker-smoke.sh
# builds one locally where no image registry is reachable).
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/var/lib/acervo
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/data ./data
COPY --from=build /app/api ./api
COPY --from=build /app/package.json ./package.json
# The volume starts as this folder: it must belong to the user the server runs as.
RUN mkdir -p /var/lib/acervo && chown node:node /var/lib/acervo
VOLUME /var/lib/acervo
EXPOSE 3000
USER node
# Liveness only: /readyz (database and migrations) is for a load balancer (docs/operations.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/server.js"]
