/**
 * OpenStreetMap's standard tiles for the location map: the only external origin the site loads
 * from, so the server's Content Security Policy reads its hosts from here.
 */
const tileSubdomains = ['a', 'b', 'c'];

export const mapTiles = {
  urlTemplate: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  subdomains: tileSubdomains,
  hosts: tileSubdomains.map((subdomain) => `https://${subdomain}.tile.openstreetmap.org`),
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
} as const;
