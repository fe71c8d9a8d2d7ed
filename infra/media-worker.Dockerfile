# The media worker (infra/media.ts): the queue consumer bundled with esbuild, on Debian with the
# same ffmpeg, espeak-ng, Noto fonts and Chromium (for SEO audits' Lighthouse) the local stack uses.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
RUN npm ci --ignore-scripts --no-audit --no-fund
RUN npx esbuild packages/functions/src/worker/media-service.ts --bundle --platform=node --format=esm --target=node22 \
      --outfile=dist/media-service.mjs --external:lighthouse --external:chrome-launcher \
      --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"

FROM node:22-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg espeak-ng fonts-noto-core fonts-noto-cjk chromium \
 && rm -rf /var/lib/apt/lists/*
ENV CHROME_PATH=/usr/bin/chromium
WORKDIR /app
# Lighthouse loads its audits and locales from its own files at run time, so it is installed, not bundled.
COPY --from=build /app/packages/core/package.json ./core-package.json
RUN npm install --omit=dev --no-audit --no-fund --no-save "lighthouse@$(node -p "require('./core-package.json').dependencies.lighthouse")" \
 && rm core-package.json
COPY --from=build /app/dist/media-service.mjs ./
USER node
CMD ["node", "media-service.mjs"]
