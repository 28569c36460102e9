import type { Page } from '@playwright/test';

/** Requests for OpenStreetMap tiles; the journeys never reach the internet. */
export const mapTileRequests = 'https://*.tile.openstreetmap.org/**';

/** A 1×1 sea-green PNG that Leaflet stretches over each tile. */
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWO48/oZAAVUAq7thj2IAAAAAElFTkSuQmCC',
  'base64',
);

/** Answers every tile request locally, as if the tile servers were reachable. */
export async function serveBlankMapTiles(page: Page): Promise<void> {
  await page.route(mapTileRequests, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
  );
}
