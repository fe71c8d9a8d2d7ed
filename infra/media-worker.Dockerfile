# The media worker (infra/media.ts): the queue consumer bundled with esbuild, on Debian with the
# same ffmpeg, espeak-ng and Noto fonts the local stack uses.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
RUN npm ci --ignore-scripts --no-audit --no-fund
RUN npx esbuild packages/functions/src/worker/media-service.ts --bundle --platform=node --format=esm --target=node22 \
      --outfile=dist/media-service.mjs \
      --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"

FROM node:22-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg espeak-ng fonts-noto-core fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/dist/media-service.mjs ./
USER node
CMD ["node", "media-service.mjs"]
