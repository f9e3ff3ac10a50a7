# One image recipe for the workspace; docker-compose.yml picks a target per service.
FROM node:20-bookworm-slim AS workspace
WORKDIR /app
RUN npm install -g pnpm@10.34.9
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN pnpm install --frozen-lockfile

# The mock API: listens on 0.0.0.0:3001 inside the container (its admin surface then needs
# MOCK_ADMIN_TOKEN; docker-compose.yml says how).
FROM workspace AS mock-api
ENV HOST=0.0.0.0 PORT=3001
EXPOSE 3001
CMD ["pnpm", "--filter", "@formation/mock-api", "start"]

# The site: built and prerendered once from the API it calls (PRERENDER_API_URL, else
# VITE_API_BASE_URL, which must answer during the build; with neither, or PRERENDER=seeded-mock, a
# seeded mock started for the build; PRERENDER=off, the plain single page), served by nginx: each page
# as its HTML file, any other path as spa.html, with the Content-Security-Policy for the API and
# provider this build names (apps/web/nginx/site.conf). Unset, VITE_API_BASE_URL is the mock on
# http://localhost:3001.
FROM workspace AS web-build
ARG VITE_API_BASE_URL
ARG VITE_SITE_URL=http://localhost:5173
ARG PRERENDER_API_URL
ARG PRERENDER
ENV VITE_API_BASE_URL=$VITE_API_BASE_URL VITE_SITE_URL=$VITE_SITE_URL PRERENDER_API_URL=$PRERENDER_API_URL PRERENDER=$PRERENDER
RUN pnpm --filter @formation/web build \
  && pnpm --filter @formation/web exec tsx scripts/write-nginx-conf.ts /app/nginx-site.conf

FROM nginx:1.27-alpine AS web
COPY --from=web-build /app/apps/web/dist /usr/share/nginx/html
COPY --from=web-build /app/nginx-site.conf /etc/nginx/conf.d/default.conf
EXPOSE 80
