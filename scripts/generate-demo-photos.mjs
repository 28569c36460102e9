// Writes the demo illustrations in media/photos: one flat, editorial SVG per image name of the
// content (villas, gallery, hero), in each villa's colour, until the owner's photos replace them.
// A photo with the same name (villa-agave.jpg) wins over its illustration at build time.
// Run: node scripts/generate-demo-photos.mjs (the output is committed; the build does not run it).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'media/photos');

const W = 1600;
const H = 1067;

const palettes = {
  turquoise: { main: '#2bb3b1', light: '#bfe8e6', dark: '#1a7c7a', wall: '#e6f5f3' },
  coral: { main: '#f07c5f', light: '#fcd3c6', dark: '#bf523a', wall: '#fcebe4' },
  green: { main: '#7cb342', light: '#d7ebc0', dark: '#4f7d25', wall: '#eff6e6' },
  yellow: { main: '#f2c94c', light: '#fbebb6', dark: '#c4951b', wall: '#fdf6de' },
  lagoon: { main: '#0d5c63', light: '#bfe0de', dark: '#0b3b40', wall: '#eef6f4' },
};
const villaOrder = ['turquoise', 'coral', 'green', 'yellow'];

const skies = {
  morning: ['#f9d9bd', '#cfe8ea', '#a9dbe4'],
  day: ['#7ccbe0', '#b9e4ee', '#eaf7f6'],
  dusk: ['#3a3466', '#c9708a', '#f6b27a'],
  night: ['#071a2c', '#0f2d47', '#1f4a63'],
};

/** A small deterministic random source, so the set is the same on every run. */
function randomFor(seedText) {
  let seed = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value) => Math.round(value * 10) / 10;

function document(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${defs}
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>
</defs>
${body}
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>
`;
}

function verticalGradient(id, colors) {
  const stops = colors
    .map((color, index) => `<stop offset="${index / (colors.length - 1)}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

function sky(time, width, height) {
  return {
    defs: verticalGradient('sky', skies[time]),
    body: `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  };
}

function sun(time, x, y) {
  if (time === 'night') {
    return `<circle cx="${x}" cy="${y}" r="38" fill="#f4f1e1"/><circle cx="${x + 16}" cy="${y - 10}" r="34" fill="${skies.night[0]}"/>`;
  }
  const color = time === 'dusk' ? '#ffd59a' : '#fff4d6';
  return `<circle cx="${x}" cy="${y}" r="120" fill="${color}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="62" fill="${color}"/>`;
}

function stars(random, width, height) {
  return Array.from({ length: 60 }, () => {
    const r = round(random() * 1.8 + 0.6);
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height * 0.45)}" r="${r}" fill="#fff" opacity="${round(random() * 0.6 + 0.3)}"/>`;
  }).join('');
}

/** A coconut palm: a curved trunk and drooping fronds. */
function palm(x, y, height, { lean = 0, scale = 1, leaf = '#2f7d4f', shade = '#205c39' } = {}) {
  const topX = x + lean;
  const topY = y - height;
  const trunkWidth = 16 * scale;
  const trunk = `<path d="M ${x - trunkWidth} ${y} Q ${x + lean * 0.15} ${y - height * 0.55} ${topX - 6 * scale} ${topY} L ${topX + 6 * scale} ${topY} Q ${x + lean * 0.15 + trunkWidth * 1.6} ${y - height * 0.55} ${x + trunkWidth} ${y} Z" fill="#8b6b4a"/>`;
  const rings = Array.from({ length: 9 }, (_, index) => {
    const t = (index + 1) / 10;
    const cx = x + (topX - x) * t * t + lean * 0.15 * 2 * t * (1 - t);
    const cy = y - height * t;
    const half = trunkWidth * (1 - t * 0.55);
    return `<path d="M ${round(cx - half)} ${round(cy)} q ${round(half)} 6 ${round(half * 2)} 0" stroke="#6e5238" stroke-width="${round(2.5 * scale)}" fill="none"/>`;
  }).join('');
  const length = 190 * scale;
  const frond = (angle, mirrored, color) =>
    `<path d="M 0 0 C ${length * 0.3} ${-length * 0.32} ${length * 0.72} ${-length * 0.3} ${length} ${length * 0.28} C ${length * 0.68} ${-length * 0.06} ${length * 0.32} ${-length * 0.08} 0 0 Z" fill="${color}" transform="translate(${round(topX)} ${round(topY)}) scale(${mirrored ? -1 : 1} 1) rotate(${angle})"/>`;
  const fronds = [
    frond(-38, false, shade),
    frond(-38, true, shade),
    frond(-8, false, leaf),
    frond(-8, true, leaf),
    frond(22, false, shade),
    frond(22, true, leaf),
    frond(-64, false, leaf),
    frond(-64, true, leaf),
  ].join('');
  const nuts = `<circle cx="${topX - 8 * scale}" cy="${topY + 10 * scale}" r="${9 * scale}" fill="#5d4327"/><circle cx="${topX + 8 * scale}" cy="${topY + 12 * scale}" r="${9 * scale}" fill="#6e5238"/>`;
  return `<g>${trunk}${rings}${fronds}${nuts}</g>`;
}

/** A mound of tropical shrubs with a few hibiscus flowers. */
function shrubs(random, x, y, width, { flowers = '#f07c5f', dark = false } = {}) {
  const greens = dark ? ['#123d33', '#184a3c', '#0f332b'] : ['#3f8f5a', '#2f7d4f', '#4ea066'];
  const count = Math.max(4, Math.round(width / 45));
  const leaves = Array.from({ length: count }, (_, index) => {
    const cx = x + (width * (index + 0.5)) / count + (random() - 0.5) * 30;
    const r = 45 + random() * 40;
    return `<ellipse cx="${round(cx)}" cy="${round(y - r * 0.45)}" rx="${round(r)}" ry="${round(r * 0.8)}" fill="${greens[index % 3]}"/>`;
  }).join('');
  const blooms = Array.from({ length: Math.round(width / 90) }, () => {
    const cx = x + random() * width;
    const cy = y - 20 - random() * 70;
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="9" fill="${flowers}"/><circle cx="${round(cx)}" cy="${round(cy)}" r="3" fill="#fff3c4"/>`;
  }).join('');
  return `<g>${leaves}${dark ? '' : blooms}</g>`;
}

/** A Bahamian cottage facade: tinted walls, white trim, shutters and a door in the villa colour. */
function villaFacade(x, y, width, height, palette, { night = false, doorOpen = false } = {}) {
  const roofHeight = height * 0.42;
  const wall = night ? '#2b3b4a' : palette.wall;
  const windowGlow = night ? '#ffd98a' : '#9fd3dd';
  const doorWidth = width * 0.2;
  const doorX = x + width / 2 - doorWidth / 2;
  const windowWidth = width * 0.16;
  const windowY = y + height * 0.28;
  const windowHeight = height * 0.34;
  const shutter = (wx) =>
    `<rect x="${wx - windowWidth * 0.42}" y="${windowY}" width="${windowWidth * 0.38}" height="${windowHeight}" fill="${palette.main}"/>` +
    `<rect x="${wx}" y="${windowY}" width="${windowWidth}" height="${windowHeight}" fill="${windowGlow}" stroke="#fff" stroke-width="6"/>` +
    `<line x1="${wx + windowWidth / 2}" y1="${windowY}" x2="${wx + windowWidth / 2}" y2="${windowY + windowHeight}" stroke="#fff" stroke-width="4"/>` +
    `<rect x="${wx + windowWidth * 1.04}" y="${windowY}" width="${windowWidth * 0.38}" height="${windowHeight}" fill="${palette.main}"/>`;
  const door = doorOpen
    ? `<rect x="${doorX}" y="${y + height * 0.3}" width="${doorWidth}" height="${height * 0.7}" fill="#f7efe0"/><rect x="${doorX + doorWidth * 0.1}" y="${y + height * 0.42}" width="${doorWidth * 0.8}" height="${height * 0.2}" fill="${windowGlow}"/><path d="M ${doorX} ${y + height * 0.3} l ${-doorWidth * 0.45} ${height * 0.06} v ${height * 0.64} l ${doorWidth * 0.45} 0 Z" fill="${palette.main}"/>`
    : `<rect x="${doorX}" y="${y + height * 0.3}" width="${doorWidth}" height="${height * 0.7}" fill="${palette.main}" stroke="#fff" stroke-width="6"/><circle cx="${doorX + doorWidth * 0.8}" cy="${y + height * 0.68}" r="6" fill="#fff"/>`;
  return `<g>
<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${wall}"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#shade)"/>
<polygon points="${x - 24},${y + 6} ${x + width * 0.22},${y - roofHeight} ${x + width * 0.78},${y - roofHeight} ${x + width + 24},${y + 6}" fill="${night ? '#1b2733' : '#f4f1ea'}"/>
<polygon points="${x - 24},${y + 6} ${x + width * 0.22},${y - roofHeight} ${x + width * 0.78},${y - roofHeight} ${x + width + 24},${y + 6}" fill="none" stroke="${palette.dark}" stroke-opacity="0.35" stroke-width="4"/>
<rect x="${x - 24}" y="${y}" width="${width + 48}" height="14" fill="${night ? '#3a4a5a' : '#ffffff'}"/>
${shutter(x + width * 0.1)}${shutter(x + width * 0.74)}${door}
<rect x="${x - 10}" y="${y + height - 10}" width="${width + 20}" height="14" fill="#d9cdb8"/>
</g>`;
}

/** A pool in perspective: coping, gradient water and light ripples. */
function pool(random, x, y, width, height, { night = false } = {}) {
  const water = night ? ['#1a6f86', '#0f4c63'] : ['#6fd6d6', '#1fa3b0'];
  const ripples = Array.from({ length: 14 }, () => {
    const rx = x + 40 + random() * (width - 80);
    const ry = y + 20 + random() * (height - 40);
    const length = 40 + random() * 90;
    return `<path d="M ${round(rx)} ${round(ry)} q ${round(length / 2)} -10 ${round(length)} 0" stroke="#fff" stroke-opacity="${night ? 0.35 : 0.6}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const glow = night
    ? `<ellipse cx="${x + width * 0.3}" cy="${y + height * 0.55}" rx="${width * 0.18}" ry="${height * 0.3}" fill="#7ff0ff" opacity="0.35"/>`
    : '';
  return `<g>
${verticalGradient('water', water)}
<rect x="${x - 22}" y="${y - 22}" width="${width + 44}" height="${height + 44}" rx="18" fill="${night ? '#5d6b73' : '#efe6d6'}"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="url(#water)"/>
${glow}${ripples}
</g>`;
}

function lounger(x, y, palette) {
  return `<g><path d="M ${x} ${y} l 150 0 l 40 -50 l 16 8 l -34 52 l -172 0 Z" fill="#fff"/><rect x="${x + 10}" y="${y - 14}" width="140" height="14" rx="6" fill="${palette.main}"/><rect x="${x + 6}" y="${y}" width="8" height="26" fill="#b9a88c"/><rect x="${x + 160}" y="${y}" width="8" height="26" fill="#b9a88c"/></g>`;
}

function sea(random, y, width, height, time) {
  const colors =
    time === 'dusk'
      ? ['#e99a86', '#7a7aa8', '#3c5f86']
      : time === 'night'
        ? ['#16324d', '#0d2740']
        : ['#56c8d0', '#1fa3b0', '#137f93'];
  const waves = Array.from({ length: 10 }, () => {
    const wx = random() * width;
    const wy = y + 20 + random() * (height - 40);
    return `<path d="M ${round(wx)} ${round(wy)} q 30 -8 60 0 t 60 0" stroke="#fff" stroke-opacity="0.45" stroke-width="4" fill="none"/>`;
  }).join('');
  return `${verticalGradient('sea', colors)}<rect x="0" y="${y}" width="${width}" height="${height}" fill="url(#sea)"/>${waves}`;
}

function beachScene(name, { time = 'day', path: withPath = false, town = false } = {}) {
  const random = randomFor(name);
  const horizon = H * 0.5;
  const { defs, body } = sky(time, W, H);
  const sunX = time === 'dusk' ? W * 0.5 : W * 0.78;
  const sunY = time === 'dusk' ? horizon - 30 : H * 0.18;
  const shore = `<path d="M 0 ${H * 0.7} C ${W * 0.3} ${H * 0.64} ${W * 0.6} ${H * 0.74} ${W} ${H * 0.66} L ${W} ${H} L 0 ${H} Z" fill="${time === 'dusk' ? '#e8c39a' : '#f3e2c0'}"/>`;
  const foam = `<path d="M 0 ${H * 0.7} C ${W * 0.3} ${H * 0.64} ${W * 0.6} ${H * 0.74} ${W} ${H * 0.66}" stroke="#fff" stroke-width="10" stroke-opacity="0.8" fill="none"/>`;
  const reflection =
    time === 'dusk'
      ? `<rect x="${sunX - 50}" y="${horizon + 10}" width="100" height="12" fill="#ffd59a" opacity="0.7"/><rect x="${sunX - 30}" y="${horizon + 36}" width="60" height="8" fill="#ffd59a" opacity="0.5"/>`
      : '';
  const sandPath = withPath
    ? `<path d="M ${W * 0.38} ${H} C ${W * 0.44} ${H * 0.85} ${W * 0.5} ${H * 0.76} ${W * 0.52} ${H * 0.68} L ${W * 0.56} ${H * 0.68} C ${W * 0.58} ${H * 0.78} ${W * 0.64} ${H * 0.88} ${W * 0.72} ${H} Z" fill="#fbf1dc"/>` +
      shrubs(random, 0, H, W * 0.34) +
      shrubs(random, W * 0.74, H, W * 0.3)
    : '';
  const skyline = town
    ? Array.from({ length: 14 }, (_, index) => {
        const bx = 60 + index * 110 + random() * 20;
        const bh = 40 + random() * 90;
        const lights = `<rect x="${round(bx + 20)}" y="${round(horizon - bh + 20)}" width="10" height="10" fill="#ffd98a"/><rect x="${round(bx + 50)}" y="${round(horizon - bh + 40)}" width="10" height="10" fill="#ffd98a"/>`;
        return `<rect x="${round(bx)}" y="${round(horizon - bh)}" width="90" height="${round(bh)}" fill="#2c2c4e"/>${lights}`;
      }).join('') +
      `<rect x="0" y="${horizon - 6}" width="${W}" height="18" fill="#2c2c4e"/>` +
      `<path d="M 0 ${H * 0.62} q ${W / 2} 60 ${W} 0" stroke="#ffe6a8" stroke-width="3" fill="none" stroke-dasharray="2 28" stroke-linecap="round"/>`
    : '';
  const palms = withPath
    ? palm(W * 0.12, H * 0.98, 560, { lean: 60, scale: 1.2 }) +
      palm(W * 0.86, H * 0.95, 520, { lean: -70, scale: 1.1 })
    : palm(W * 0.1, H * 0.92, 520, { lean: 90, scale: 1.1 }) +
      (town ? '' : palm(W * 0.9, H * 0.96, 420, { lean: -50, scale: 0.9 }));
  const dark =
    time === 'dusk' ? '<rect width="100%" height="100%" fill="#2a1f3d" opacity="0.12"/>' : '';
  return document(
    W,
    H,
    defs,
    `${body}${time === 'night' ? stars(random, W, H) : ''}${sun(time, sunX, sunY)}${sea(random, horizon, W, H - horizon, time)}${reflection}${skyline}${town ? '' : shore + foam}${sandPath}${palms}${dark}`,
  );
}

function gardenScene(name, { time = 'day', feature = 'path', palette = palettes.coral } = {}) {
  const random = randomFor(name);
  const { defs, body } = sky(time, W, H);
  const night = time === 'night';
  const ground = `<rect x="0" y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="${night ? '#183a2f' : '#6aa86a'}"/><rect x="0" y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="url(#shade)"/>`;
  const back =
    villaFacade(W * 0.55, H * 0.36, 420, 270, palette, { night }) +
    shrubs(random, 0, H * 0.64, W, { dark: night });
  let focus = '';
  if (feature === 'path') {
    focus = `<path d="M ${W * 0.42} ${H} C ${W * 0.46} ${H * 0.84} ${W * 0.58} ${H * 0.74} ${W * 0.66} ${H * 0.64} L ${W * 0.7} ${H * 0.64} C ${W * 0.66} ${H * 0.76} ${W * 0.62} ${H * 0.88} ${W * 0.66} ${H} Z" fill="#eadcc0"/>`;
    focus += Array.from({ length: 6 }, (_, index) => {
      const t = index / 6;
      return `<ellipse cx="${round(W * (0.54 + t * 0.12))}" cy="${round(H * (0.96 - t * 0.3))}" rx="${round(34 - t * 20)}" ry="${round(10 - t * 5)}" fill="#d8c7a6"/>`;
    }).join('');
  } else if (feature === 'hammock') {
    focus = `<path d="M ${W * 0.22} ${H * 0.55} Q ${W * 0.42} ${H * 0.86} ${W * 0.62} ${H * 0.55}" stroke="#f6efe3" stroke-width="26" fill="none"/><path d="M ${W * 0.24} ${H * 0.57} Q ${W * 0.42} ${H * 0.84} ${W * 0.6} ${H * 0.57}" stroke="${palette.main}" stroke-width="8" fill="none" stroke-dasharray="30 18"/>`;
  } else if (feature === 'grill') {
    const gx = W * 0.36;
    const gy = H * 0.72;
    focus = `<path d="M ${gx - 110} ${gy} a 110 90 0 0 0 220 0 Z" fill="#2b2b2b"/><path d="M ${gx - 116} ${gy - 4} a 116 70 0 0 1 232 0 Z" fill="#3a3a3a"/><rect x="${gx - 120}" y="${gy - 6}" width="240" height="10" rx="4" fill="#555"/><line x1="${gx - 60}" y1="${gy + 70}" x2="${gx - 90}" y2="${gy + 190}" stroke="#2b2b2b" stroke-width="10"/><line x1="${gx + 60}" y1="${gy + 70}" x2="${gx + 90}" y2="${gy + 190}" stroke="#2b2b2b" stroke-width="10"/><circle cx="${gx}" cy="${gy - 54}" r="10" fill="#777"/>`;
    focus += [0, 1, 2]
      .map(
        (index) =>
          `<path d="M ${gx - 30 + index * 30} ${gy - 80} q -30 -60 0 -120 q 30 -60 0 -120" stroke="#fff" stroke-opacity="0.5" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
  } else if (feature === 'coffee') {
    const tx = W * 0.38;
    const ty = H * 0.74;
    focus = `<ellipse cx="${tx}" cy="${ty}" rx="280" ry="70" fill="#f6efe3"/><rect x="${tx - 12}" y="${ty}" width="24" height="220" fill="#cbbd9f"/><ellipse cx="${tx}" cy="${ty - 6}" rx="80" ry="20" fill="#fff"/><path d="M ${tx - 44} ${ty - 70} h 88 v 44 a 44 26 0 0 1 -88 0 Z" fill="${palette.main}"/><path d="M ${tx + 44} ${ty - 58} a 22 20 0 0 1 0 34" stroke="${palette.main}" stroke-width="10" fill="none"/><ellipse cx="${tx}" cy="${ty - 70}" rx="44" ry="10" fill="#5d3b22"/>`;
    focus += [0, 1]
      .map(
        (index) =>
          `<path d="M ${tx - 12 + index * 24} ${ty - 90} q -20 -40 0 -80 q 20 -40 0 -80" stroke="#fff" stroke-opacity="0.75" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    focus += `<circle cx="${tx + 170}" cy="${ty - 24}" r="26" fill="#f2c94c"/><circle cx="${tx + 206}" cy="${ty - 18}" r="22" fill="#f07c5f"/><circle cx="${tx + 140}" cy="${ty - 14}" r="20" fill="#7cb342"/>`;
  }
  const lights = night
    ? `<path d="M 0 ${H * 0.2} Q ${W / 2} ${H * 0.34} ${W} ${H * 0.18}" stroke="#2a3a40" stroke-width="3" fill="none"/>` +
      Array.from({ length: 16 }, (_, index) => {
        const t = (index + 0.5) / 16;
        const y = H * 0.2 + (H * 0.34 - H * 0.2) * 2 * t * (1 - t) * 2 - H * 0.02 * t;
        return `<circle cx="${round(W * t)}" cy="${round(y + 10)}" r="9" fill="#ffd98a"/><circle cx="${round(W * t)}" cy="${round(y + 10)}" r="22" fill="#ffd98a" opacity="0.25"/>`;
      }).join('')
    : '';
  const palms =
    palm(W * 0.16, H * 0.9, 600, {
      lean: 40,
      scale: 1.15,
      ...(night ? { leaf: '#1d4a36', shade: '#14382a' } : {}),
    }) +
    palm(W * 0.9, H * 0.86, 520, {
      lean: -60,
      scale: 1,
      ...(night ? { leaf: '#1d4a36', shade: '#14382a' } : {}),
    });
  return document(
    W,
    H,
    defs,
    `${body}${night ? stars(random, W, H) : sun(time, W * 0.8, H * 0.16)}${ground}${back}${focus}${palms}${lights}`,
  );
}

/** Looking up through the palm crowns at a clear sky. */
function palmsOverhead(name) {
  const random = randomFor(name);
  const { defs, body } = sky('day', W, H);
  const crowns = [
    [W * 0.08, H * 0.05, 30],
    [W * 0.92, H * 0.1, 160],
    [W * 0.2, H * 1.02, -40],
    [W * 0.85, H * 0.98, 210],
  ]
    .map(([x, y, angle]) => {
      const leaves = Array.from({ length: 7 }, (_, index) => {
        const length = 380 + random() * 160;
        const rotate = angle + index * 26 - 78;
        return `<path d="M 0 0 C ${length * 0.3} ${-length * 0.14} ${length * 0.7} ${-length * 0.12} ${length} ${length * 0.06} C ${length * 0.7} ${length * 0.02} ${length * 0.3} ${length * 0.06} 0 0 Z" fill="${index % 2 ? '#2f7d4f' : '#3f8f5a'}" transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)})"/>`;
      }).join('');
      return `${leaves}<circle cx="${round(x)}" cy="${round(y)}" r="40" fill="#6e5238"/>`;
    })
    .join('');
  return document(W, H, defs, `${body}${sun('day', W * 0.55, H * 0.42)}${crowns}`);
}

/** A room: tinted wall, floor and a window onto the garden. */
function room(
  palette,
  { windowX = W * 0.62, windowWidth = 420, floor = '#c9a97e', ceiling = false } = {},
) {
  const floorY = H * 0.72;
  const windowY = H * 0.16;
  const windowHeight = H * 0.4;
  const view =
    `<rect x="${windowX}" y="${windowY}" width="${windowWidth}" height="${windowHeight}" fill="#a9dbe4"/>` +
    `<rect x="${windowX}" y="${windowY + windowHeight * 0.62}" width="${windowWidth}" height="${windowHeight * 0.38}" fill="#4ea066"/>` +
    `<g clip-path="url(#window)">${palm(windowX + windowWidth * 0.7, windowY + windowHeight * 1.05, windowHeight * 0.85, { lean: -20, scale: 0.6 })}</g>`;
  const frame = `<rect x="${windowX}" y="${windowY}" width="${windowWidth}" height="${windowHeight}" fill="none" stroke="#fff" stroke-width="16"/><line x1="${windowX + windowWidth / 2}" y1="${windowY}" x2="${windowX + windowWidth / 2}" y2="${windowY + windowHeight}" stroke="#fff" stroke-width="10"/>`;
  const curtains = `<rect x="${windowX - 70}" y="${windowY - 30}" width="70" height="${windowHeight + 80}" fill="${palette.light}"/><rect x="${windowX + windowWidth}" y="${windowY - 30}" width="70" height="${windowHeight + 80}" fill="${palette.light}"/>`;
  const slope = H * 0.34;
  const planks = (side) =>
    Array.from({ length: 6 }, (_, index) => {
      const offset = (index + 1) * 0.14;
      const x = side < 0 ? 0 : W;
      return `<line x1="${x}" y1="${round(slope * (1 - offset))}" x2="${round(W / 2 + (x - W / 2) * offset)}" y2="0" stroke="#9c7448" stroke-width="5"/>`;
    }).join('');
  const beams = ceiling
    ? `<polygon points="0,0 ${W / 2},0 0,${slope}" fill="#c9a27a"/><polygon points="${W},0 ${W / 2},0 ${W},${slope}" fill="#c9a27a"/>${planks(-1)}${planks(1)}` +
      `<path d="M 0 ${slope} L ${W / 2} 0 L ${W} ${slope}" stroke="#8b6b4a" stroke-width="22" fill="none"/>`
    : '';
  return {
    defs: `<clipPath id="window"><rect x="${windowX}" y="${windowY}" width="${windowWidth}" height="${windowHeight}"/></clipPath>`,
    body:
      `<rect width="${W}" height="${H}" fill="${palette.wall}"/>` +
      `<rect x="0" y="0" width="${W}" height="${floorY}" fill="url(#shade)" opacity="0.35"/>` +
      `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>` +
      Array.from(
        { length: 8 },
        (_, index) =>
          `<line x1="${index * 220 - 80}" y1="${H}" x2="${index * 200}" y2="${floorY}" stroke="#000" stroke-opacity="0.06" stroke-width="4"/>`,
      ).join('') +
      `<rect x="0" y="${floorY - 12}" width="${W}" height="12" fill="#fff" opacity="0.8"/>` +
      beams +
      view +
      frame +
      curtains,
  };
}

function plant(x, y, scale = 1) {
  const leaves = [-60, -30, 0, 30, 60]
    .map(
      (angle) =>
        `<path d="M 0 0 C 20 -60 40 -120 0 -170 C -40 -120 -20 -60 0 0 Z" fill="${angle % 60 ? '#3f8f5a' : '#2f7d4f'}" transform="translate(${x} ${y - 60 * scale}) rotate(${angle}) scale(${scale})"/>`,
    )
    .join('');
  return `<g>${leaves}<path d="M ${x - 50 * scale} ${y - 70 * scale} h ${100 * scale} l -12 ${70 * scale} h ${-76 * scale} Z" fill="#e9dcc6"/></g>`;
}

function bedroomScene(name, palette, { closeUp = false } = {}) {
  const r = room(palette, { windowX: W * 0.6, windowWidth: 440 });
  const x = closeUp ? W * 0.05 : W * 0.1;
  const y = H * (closeUp ? 0.56 : 0.6);
  const width = closeUp ? W * 0.8 : W * 0.56;
  const bed =
    `<rect x="${x + width * 0.05}" y="${y - 220}" width="${width * 0.9}" height="240" rx="18" fill="#b48a5a"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="150" rx="20" fill="#ffffff"/>` +
    `<rect x="${x}" y="${y + 150}" width="${width}" height="40" fill="#e6ddd0"/>` +
    `<rect x="${x + width * 0.08}" y="${y - 70}" width="${width * 0.36}" height="90" rx="30" fill="#f7f3ec"/>` +
    `<rect x="${x + width * 0.56}" y="${y - 70}" width="${width * 0.36}" height="90" rx="30" fill="#f7f3ec"/>` +
    `<rect x="${x + width * 0.3}" y="${y - 40}" width="${width * 0.4}" height="64" rx="24" fill="${palette.main}"/>` +
    `<rect x="${x}" y="${y + 70}" width="${width}" height="90" fill="${palette.light}"/>` +
    `<rect x="${x}" y="${y + 90}" width="${width}" height="14" fill="${palette.main}"/>`;
  const towels = closeUp
    ? `<rect x="${W * 0.62}" y="${y + 10}" width="200" height="36" rx="10" fill="#fff" stroke="#e6ddd0" stroke-width="4"/><rect x="${W * 0.63}" y="${y - 26}" width="180" height="36" rx="10" fill="${palette.light}"/><rect x="${W * 0.64}" y="${y - 58}" width="160" height="32" rx="10" fill="#fff" stroke="#e6ddd0" stroke-width="4"/>`
    : '';
  const side = closeUp
    ? ''
    : `<rect x="${x + width + 40}" y="${y + 10}" width="150" height="170" rx="8" fill="#b48a5a"/><rect x="${x + width + 90}" y="${y - 110}" width="14" height="120" fill="#8b6b4a"/><path d="M ${x + width + 50} ${y - 110} h 110 l -20 -70 h -70 Z" fill="${palette.light}"/>` +
      plant(W * 0.92, H * 0.93, 1.1);
  const art = closeUp
    ? ''
    : `<rect x="${x + width * 0.2}" y="${H * 0.14}" width="${width * 0.6}" height="${H * 0.16}" fill="#fff"/><rect x="${x + width * 0.22}" y="${H * 0.155}" width="${width * 0.56}" height="${H * 0.13}" fill="${palette.light}"/><path d="M ${x + width * 0.22} ${H * 0.285} q ${width * 0.14} -80 ${width * 0.28} 0 t ${width * 0.28} 0" fill="${palette.main}" opacity="0.7"/>`;
  return document(W, H, r.defs, `${r.body}${art}${bed}${towels}${side}`);
}

function livingScene(name, palette, { doorways = false, daybed = false } = {}) {
  const r = room(palette, { windowX: W * 0.08, windowWidth: 380 });
  const y = H * 0.68;
  const x = W * 0.38;
  const width = W * 0.46;
  const sofa =
    `<rect x="${x}" y="${y - 190}" width="${width}" height="130" rx="30" fill="#cdb48e"/>` +
    `<rect x="${x - 30}" y="${y - 110}" width="${width + 60}" height="130" rx="28" fill="#dcc7a4"/>` +
    `<rect x="${x - 40}" y="${y - 150}" width="70" height="170" rx="30" fill="#c2a67c"/>` +
    `<rect x="${x + width - 30}" y="${y - 150}" width="70" height="170" rx="30" fill="#c2a67c"/>` +
    `<rect x="${x + 50}" y="${y - 170}" width="120" height="100" rx="22" fill="${palette.main}"/>` +
    `<rect x="${x + width - 170}" y="${y - 170}" width="120" height="100" rx="22" fill="${palette.light}"/>` +
    `<rect x="${x - 10}" y="${y + 20}" width="16" height="30" fill="#8b6b4a"/><rect x="${x + width - 6}" y="${y + 20}" width="16" height="30" fill="#8b6b4a"/>`;
  const rug = `<ellipse cx="${x + width / 2}" cy="${H * 0.86}" rx="${width * 0.62}" ry="70" fill="${palette.light}"/><ellipse cx="${x + width / 2}" cy="${H * 0.86}" rx="${width * 0.5}" ry="52" fill="none" stroke="${palette.main}" stroke-width="6"/>`;
  const table = `<ellipse cx="${x + width / 2}" cy="${H * 0.8}" rx="170" ry="34" fill="#b48a5a"/><rect x="${x + width / 2 - 8}" y="${H * 0.8}" width="16" height="60" fill="#8b6b4a"/><circle cx="${x + width / 2 - 40}" cy="${H * 0.78}" r="22" fill="#f2c94c"/><circle cx="${x + width / 2 + 6}" cy="${H * 0.775}" r="18" fill="#7cb342"/>`;
  const extra = doorways
    ? [0, 1, 2]
        .map((index) => {
          const color = palettes[villaOrder[(index + 1) % 4]];
          const dx = W * 0.4 + index * 70;
          const scale = 1 - index * 0.22;
          return `<rect x="${dx}" y="${H * 0.18 + index * 40}" width="${300 * scale}" height="${520 * scale}" fill="${color.wall}" stroke="${color.main}" stroke-width="${18 * scale}"/>`;
        })
        .join('') +
      `<rect x="${W * 0.54}" y="${H * 0.3}" width="90" height="${H * 0.26}" fill="#a9dbe4"/>`
    : '';
  const bed = daybed
    ? `<rect x="${W * 0.05}" y="${H * 0.74}" width="340" height="90" rx="16" fill="#fff"/><rect x="${W * 0.05}" y="${H * 0.74}" width="340" height="30" fill="${palette.main}"/>`
    : plant(W * 0.94, H * 0.9, 1.1);
  const art = doorways
    ? ''
    : `<rect x="${x + width * 0.25}" y="${H * 0.14}" width="${width * 0.5}" height="${H * 0.22}" fill="#fff"/><circle cx="${x + width * 0.5}" cy="${H * 0.25}" r="${H * 0.07}" fill="${palette.main}" opacity="0.8"/>`;
  return document(
    W,
    H,
    r.defs,
    `${r.body}${art}${extra}${rug}${doorways ? '' : sofa}${table}${bed}`,
  );
}

function kitchenScene(name, palette, { full = false } = {}) {
  const r = room(palette, { windowX: W * 0.36, windowWidth: 460 });
  const counterY = H * 0.6;
  const cabinets = Array.from({ length: full ? 7 : 4 }, (_, index) => {
    const cx = (full ? W * 0.04 : W * 0.2) + index * 200;
    return `<rect x="${cx}" y="${counterY + 30}" width="188" height="${H * 0.3}" rx="6" fill="${palette.main}"/><rect x="${cx + 80}" y="${counterY + 70}" width="28" height="8" rx="4" fill="#fff"/>`;
  }).join('');
  const start = full ? W * 0.03 : W * 0.19;
  const length = full ? W * 0.94 : 820;
  const counter = `<rect x="${start}" y="${counterY}" width="${length}" height="30" fill="#fbf8f3"/><rect x="${start}" y="${counterY - 160}" width="${length}" height="160" fill="#fff" opacity="0.6"/>`;
  const tiles = Array.from(
    { length: Math.floor(length / 40) },
    (_, index) =>
      `<line x1="${start + index * 40}" y1="${counterY - 160}" x2="${start + index * 40}" y2="${counterY}" stroke="${palette.light}" stroke-width="3"/>`,
  ).join('');
  const uppers = full
    ? [0, 1, 4, 5, 6]
        .map(
          (index) =>
            `<rect x="${W * 0.04 + index * 200}" y="${H * 0.1}" width="188" height="${H * 0.2}" rx="6" fill="${palette.main}"/>`,
        )
        .join('')
    : '';
  const bowl = `<path d="M ${W * 0.3} ${counterY} a 90 50 0 0 0 180 0 Z" fill="#fff"/><circle cx="${W * 0.3 + 50}" cy="${counterY - 14}" r="26" fill="#f2c94c"/><circle cx="${W * 0.3 + 95}" cy="${counterY - 20}" r="28" fill="#f07c5f"/><circle cx="${W * 0.3 + 135}" cy="${counterY - 10}" r="22" fill="#7cb342"/>`;
  const coffee = `<rect x="${W * 0.62}" y="${counterY - 120}" width="110" height="120" rx="10" fill="#3a3a3a"/><rect x="${W * 0.62 + 30}" y="${counterY - 40}" width="50" height="40" fill="#fff"/>`;
  const pendants = [0.3, 0.5, 0.7]
    .map(
      (t) =>
        `<line x1="${W * t}" y1="0" x2="${W * t}" y2="${H * 0.16}" stroke="#333" stroke-width="4"/><path d="M ${W * t - 50} ${H * 0.2} a 50 40 0 0 1 100 0 Z" fill="${palette.dark}"/>`,
    )
    .join('');
  return document(
    W,
    H,
    r.defs,
    `${r.body}${uppers}${counter}${tiles}${cabinets}${bowl}${coffee}${full ? pendants : ''}`,
  );
}

function diningScene(name, palette) {
  const r = room(palette, { windowX: W * 0.3, windowWidth: 640 });
  const tableY = H * 0.66;
  const chairs = [0.2, 0.4, 0.6, 0.8]
    .map(
      (t) =>
        `<rect x="${W * t - 50}" y="${tableY - 170}" width="100" height="170" rx="14" fill="${palette.main}"/><rect x="${W * t - 56}" y="${tableY + 20}" width="112" height="24" rx="8" fill="${palette.dark}"/><rect x="${W * t - 48}" y="${tableY + 44}" width="12" height="130" fill="${palette.dark}"/><rect x="${W * t + 36}" y="${tableY + 44}" width="12" height="130" fill="${palette.dark}"/>`,
    )
    .join('');
  const table = `<rect x="${W * 0.1}" y="${tableY - 20}" width="${W * 0.8}" height="36" rx="8" fill="#b48a5a"/><rect x="${W * 0.14}" y="${tableY + 16}" width="22" height="180" fill="#8b6b4a"/><rect x="${W * 0.84}" y="${tableY + 16}" width="22" height="180" fill="#8b6b4a"/>`;
  const settings = [0.2, 0.35, 0.5, 0.65, 0.8]
    .map(
      (t) =>
        `<ellipse cx="${W * t}" cy="${tableY - 26}" rx="52" ry="12" fill="#fff"/><rect x="${W * t + 60}" y="${tableY - 80}" width="14" height="54" rx="6" fill="#fff" opacity="0.8"/>`,
    )
    .join('');
  const centre = `<ellipse cx="${W / 2}" cy="${tableY - 40}" rx="90" ry="30" fill="#3f8f5a"/><circle cx="${W / 2 - 30}" cy="${tableY - 58}" r="14" fill="#f07c5f"/><circle cx="${W / 2 + 24}" cy="${tableY - 62}" r="14" fill="#f2c94c"/>`;
  const pendants = [0.35, 0.5, 0.65]
    .map(
      (t) =>
        `<line x1="${W * t}" y1="0" x2="${W * t}" y2="${H * 0.22}" stroke="#333" stroke-width="4"/><circle cx="${W * t}" cy="${H * 0.25}" r="40" fill="#fbf1dc"/><circle cx="${W * t}" cy="${H * 0.25}" r="70" fill="#ffe7a8" opacity="0.25"/>`,
    )
    .join('');
  return document(W, H, r.defs, `${r.body}${pendants}${chairs}${table}${settings}${centre}`);
}

function pianoScene(name, palette, { ceilingView = false, sheetMusic = false } = {}) {
  const r = room(palette, { windowX: W * 0.66, windowWidth: 360, floor: '#b89468', ceiling: true });
  const baseY = H * 0.74;
  const px = ceilingView ? W * 0.3 : W * 0.16;
  const scale = ceilingView ? 0.7 : 1;
  const body = `<g transform="translate(${px} ${baseY}) scale(${scale})">
<path d="M 0 -150 L 520 -150 C 700 -150 760 -60 700 -40 C 640 -20 560 -60 520 -40 L 520 -60 L 0 -60 Z" fill="#161616"/>
<path d="M 40 -160 L 560 -160 L 300 -420 Z" fill="#222"/>
<line x1="300" y1="-420" x2="300" y2="-160" stroke="#444" stroke-width="6"/>
<rect x="-20" y="-160" width="60" height="100" fill="#111"/>
<rect x="-4" y="-110" width="44" height="22" fill="#f8f5ee"/>
${Array.from({ length: 10 }, (_, index) => `<rect x="${-2 + index * 4.4}" y="-110" width="2" height="14" fill="#111"/>`).join('')}
<rect x="40" y="-60" width="18" height="60" fill="#161616"/><rect x="460" y="-60" width="18" height="60" fill="#161616"/><rect x="660" y="-50" width="18" height="50" fill="#161616"/>
<rect x="-190" y="-70" width="150" height="26" rx="6" fill="#161616"/><rect x="-180" y="-44" width="12" height="44" fill="#161616"/><rect x="-62" y="-44" width="12" height="44" fill="#161616"/>
${sheetMusic ? '<rect x="60" y="-240" width="110" height="80" fill="#fbf8f3" transform="rotate(-8 115 -200)"/><g stroke="#333" stroke-width="2">' + [0, 1, 2, 3].map((line) => `<line x1="70" y1="${-225 + line * 14}" x2="160" y2="${-225 + line * 14}" transform="rotate(-8 115 -200)"/>`).join('') + '</g>' : ''}
</g>`;
  const rug = `<ellipse cx="${px + 320 * scale}" cy="${baseY + 20}" rx="${520 * scale}" ry="60" fill="${palette.light}"/>`;
  const light = `<polygon points="${W * 0.74},${H * 0.16} ${W * 0.84},${H * 0.16} ${W * 0.6},${H} ${W * 0.3},${H}" fill="#fff6d8" opacity="0.25"/>`;
  return document(W, H, r.defs, `${r.body}${light}${rug}${body}${plant(W * 0.93, H * 0.95, 1.2)}`);
}

function bathroomScene(name, palette) {
  const tiles = Array.from({ length: 20 }, (_, column) =>
    Array.from(
      { length: 8 },
      (_, row) =>
        `<rect x="${column * 82}" y="${row * 82 + H * 0.36}" width="78" height="78" fill="${(column + row) % 5 === 0 ? palette.light : '#f7f3ec'}"/>`,
    ).join(''),
  ).join('');
  const vanity = `<rect x="${W * 0.28}" y="${H * 0.62}" width="${W * 0.44}" height="${H * 0.3}" rx="10" fill="#b48a5a"/><rect x="${W * 0.26}" y="${H * 0.6}" width="${W * 0.48}" height="30" fill="#fbf8f3"/><ellipse cx="${W / 2}" cy="${H * 0.6}" rx="140" ry="34" fill="#fff" stroke="#e6ddd0" stroke-width="4"/><rect x="${W / 2 - 8}" y="${H * 0.5}" width="16" height="70" fill="#c0c0c0"/><path d="M ${W / 2} ${H * 0.5} h 50" stroke="#c0c0c0" stroke-width="14" stroke-linecap="round"/>`;
  const mirror = `<ellipse cx="${W / 2}" cy="${H * 0.3}" rx="170" ry="200" fill="#d9eef0" stroke="#b48a5a" stroke-width="16"/><path d="M ${W / 2 - 80} ${H * 0.2} l 60 -60" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`;
  const towels = `<rect x="${W * 0.78}" y="${H * 0.4}" width="12" height="${H * 0.4}" fill="#c0c0c0"/><rect x="${W * 0.79}" y="${H * 0.42}" width="160" height="300" rx="8" fill="${palette.main}"/><rect x="${W * 0.79}" y="${H * 0.7}" width="160" height="20" fill="#fff" opacity="0.6"/>`;
  const folded = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${W * 0.31 + index * 8}" y="${H * 0.55 - index * 30}" width="${160 - index * 16}" height="30" rx="10" fill="${index === 1 ? palette.light : '#fff'}" stroke="#e6ddd0" stroke-width="3"/>`,
    )
    .join('');
  return document(
    W,
    H,
    '',
    `<rect width="${W}" height="${H}" fill="${palette.wall}"/>${tiles}${mirror}${vanity}${folded}${towels}${plant(W * 0.14, H * 0.95, 1.2)}`,
  );
}

function conchSalad(name) {
  const random = randomFor(name);
  const table = `<rect width="${W}" height="${H}" fill="#b48a5a"/>${Array.from({ length: 9 }, (_, index) => `<rect x="0" y="${index * 120}" width="${W}" height="4" fill="#8b6b4a" opacity="0.5"/>`).join('')}`;
  const cloth = `<rect x="${W * 0.12}" y="${H * 0.08}" width="${W * 0.76}" height="${H * 0.84}" rx="24" fill="${palettes.turquoise.light}"/>`;
  const bowl = `<circle cx="${W / 2}" cy="${H / 2}" r="330" fill="#fff"/><circle cx="${W / 2}" cy="${H / 2}" r="270" fill="#f7f0e2"/>`;
  const colors = ['#f4efe4', '#f07c5f', '#7cb342', '#f2c94c', '#fbe9d2', '#d84b3a'];
  const pieces = Array.from({ length: 140 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * 240;
    const x = W / 2 + Math.cos(angle) * distance;
    const y = H / 2 + Math.sin(angle) * distance;
    return `<rect x="${round(x - 12)}" y="${round(y - 12)}" width="24" height="24" rx="6" fill="${colors[Math.floor(random() * colors.length)]}" transform="rotate(${Math.round(random() * 90)} ${round(x)} ${round(y)})"/>`;
  }).join('');
  const lime = (x, y) =>
    `<circle cx="${x}" cy="${y}" r="70" fill="#7cb342"/><circle cx="${x}" cy="${y}" r="58" fill="#d7ebc0"/>${[0, 60, 120].map((angle) => `<line x1="${x}" y1="${y - 56}" x2="${x}" y2="${y + 56}" stroke="#a9cf7f" stroke-width="4" transform="rotate(${angle} ${x} ${y})"/>`).join('')}`;
  return document(
    W,
    H,
    '',
    `${table}${cloth}${bowl}${pieces}${lime(W * 0.8, H * 0.24)}${lime(W * 0.22, H * 0.78)}`,
  );
}

function poolScene(
  name,
  { time = 'day', palette = palettes.turquoise, loungers = true, closeUp = false } = {},
) {
  const random = randomFor(name);
  const night = time === 'night';
  const { defs, body } = sky(time, W, H);
  const deck = `<rect x="0" y="${H * 0.46}" width="${W}" height="${H * 0.54}" fill="${night ? '#4a5561' : '#efe6d6'}"/>`;
  const back =
    shrubs(random, 0, H * 0.5, W, { dark: night }) +
    villaFacade(W * 0.34, H * 0.22, 460, 260, palette, { night, doorOpen: true });
  const water = closeUp
    ? pool(random, -40, -40, W + 80, H + 80, { night })
    : pool(random, W * 0.14, H * 0.6, W * 0.72, H * 0.3, { night });
  const chairs =
    loungers && !closeUp
      ? lounger(W * 0.03, H * 0.62, palette) + lounger(W * 0.86, H * 0.64, palette)
      : '';
  const palms =
    palm(W * 0.08, H * 0.56, 520, {
      lean: 40,
      ...(night ? { leaf: '#1d4a36', shade: '#14382a' } : {}),
    }) +
    palm(W * 0.94, H * 0.58, 480, {
      lean: -40,
      ...(night ? { leaf: '#1d4a36', shade: '#14382a' } : {}),
    });
  return document(
    W,
    H,
    defs,
    closeUp
      ? `${water}`
      : `${body}${night ? stars(random, W, H) : sun(time, W * 0.14, H * 0.14)}${deck}${back}${water}${chairs}${palms}`,
  );
}

/** The four villas side by side around the pool: the hero and the overview images. */
function complexScene(name, width, height, { time = 'day', doorsOnly = false } = {}) {
  const random = randomFor(name);
  const night = time === 'night' || time === 'dusk';
  const { defs, body } = sky(time, width, height);
  const unit = width / 4.6;
  const facadeHeight = height * (doorsOnly ? 0.42 : 0.3);
  const baseY = height * (doorsOnly ? 0.86 : 0.58);
  const facades = villaOrder
    .map((color, index) =>
      villaFacade(
        unit * 0.3 + index * unit * 1.05,
        baseY - facadeHeight,
        unit * 0.9,
        facadeHeight,
        palettes[color],
        {
          night: time === 'night',
        },
      ),
    )
    .join('');
  const deck = `<rect x="0" y="${baseY}" width="${width}" height="${height - baseY}" fill="${time === 'night' ? '#4a5561' : '#efe6d6'}"/>`;
  const water = doorsOnly
    ? ''
    : pool(random, width * 0.12, baseY + height * 0.1, width * 0.76, height * 0.24, {
        night: time === 'night',
      });
  const greenery =
    shrubs(random, 0, baseY + 6, width * 0.06, { dark: night }) +
    shrubs(random, width * 0.94, baseY + 6, width * 0.06, { dark: night });
  const palms =
    palm(width * 0.04, baseY + height * 0.08, height * 0.62, { lean: 50, scale: height / 1000 }) +
    palm(width * 0.97, baseY + height * 0.1, height * 0.56, { lean: -60, scale: height / 1050 });
  const dusk =
    time === 'dusk'
      ? `<rect width="${width}" height="${height}" fill="#3a3466" opacity="0.18"/>`
      : '';
  return document(
    width,
    height,
    defs,
    `${body}${time === 'night' ? stars(random, width, height) : sun(time, width * 0.82, height * 0.16)}${deck}${facades}${greenery}${water}${palms}${dusk}`,
  );
}

const villaPalette = {
  agave: palettes.turquoise,
  coconut: palettes.coral,
  lime: palettes.green,
  pina: palettes.yellow,
};

/** Every image name of the content, with the scene that illustrates it. */
const scenes = {
  hero: () => complexScene('hero', 2400, 1350, { time: 'morning' }),
  'villa-agave': () => poolScene('villa-agave', { palette: villaPalette.agave }),
  'villa-agave-bedroom': () => bedroomScene('villa-agave-bedroom', villaPalette.agave),
  'villa-agave-pool': () =>
    poolScene('villa-agave-pool', { palette: villaPalette.agave, time: 'morning' }),
  'villa-coconut': () => livingScene('villa-coconut', villaPalette.coconut),
  'villa-coconut-bedroom': () => bedroomScene('villa-coconut-bedroom', villaPalette.coconut),
  'villa-coconut-kitchenette': () =>
    kitchenScene('villa-coconut-kitchenette', villaPalette.coconut),
  'villa-lime': () => kitchenScene('villa-lime', villaPalette.lime, { full: true }),
  'villa-lime-dining': () => diningScene('villa-lime-dining', villaPalette.lime),
  'villa-lime-bedroom': () => bedroomScene('villa-lime-bedroom', villaPalette.lime),
  'villa-pina': () => pianoScene('villa-pina', villaPalette.pina),
  'villa-pina-living': () => livingScene('villa-pina-living', villaPalette.pina),
  'villa-pina-bedroom': () => bedroomScene('villa-pina-bedroom', villaPalette.pina),
  'gallery-01': () => complexScene('gallery-01', W, H),
  'gallery-02': () => poolScene('gallery-02', { palette: villaPalette.agave, time: 'morning' }),
  'gallery-03': () => livingScene('gallery-03', villaPalette.agave),
  'gallery-04': () => bedroomScene('gallery-04', villaPalette.agave),
  'gallery-05': () => bathroomScene('gallery-05', villaPalette.agave),
  'gallery-06': () => livingScene('gallery-06', villaPalette.coconut),
  'gallery-07': () => bedroomScene('gallery-07', villaPalette.coconut),
  'gallery-08': () => kitchenScene('gallery-08', villaPalette.coconut),
  'gallery-09': () => kitchenScene('gallery-09', villaPalette.lime, { full: true }),
  'gallery-10': () => diningScene('gallery-10', villaPalette.lime),
  'gallery-11': () => livingScene('gallery-11', villaPalette.lime, { daybed: true }),
  'gallery-12': () => bedroomScene('gallery-12', villaPalette.lime),
  'gallery-13': () => pianoScene('gallery-13', villaPalette.pina),
  'gallery-14': () => pianoScene('gallery-14', villaPalette.pina, { ceilingView: true }),
  'gallery-15': () => bedroomScene('gallery-15', villaPalette.pina),
  'gallery-16': () => kitchenScene('gallery-16', villaPalette.pina),
  'gallery-17': () => gardenScene('gallery-17', { feature: 'hammock', palette: palettes.green }),
  'gallery-18': () =>
    gardenScene('gallery-18', { feature: 'none', palette: palettes.yellow, time: 'morning' }),
  'gallery-19': () => gardenScene('gallery-19', { feature: 'path', palette: palettes.turquoise }),
  'gallery-20': () =>
    gardenScene('gallery-20', { feature: 'grill', palette: palettes.coral, time: 'dusk' }),
  'gallery-21': () => poolScene('gallery-21', { time: 'night', palette: palettes.lagoon }),
  'gallery-22': () => poolScene('gallery-22', { closeUp: true }),
  'gallery-23': () => beachScene('gallery-23'),
  'gallery-24': () => beachScene('gallery-24', { time: 'morning' }),
  'gallery-25': () => beachScene('gallery-25', { time: 'dusk' }),
  'gallery-26': () => bedroomScene('gallery-26', palettes.lagoon, { closeUp: true }),
  'gallery-27': () => complexScene('gallery-27', W, H, { doorsOnly: true }),
  'gallery-28': () => complexScene('gallery-28', W, H, { doorsOnly: true, time: 'morning' }),
  'gallery-29': () =>
    gardenScene('gallery-29', { feature: 'coffee', palette: palettes.turquoise, time: 'morning' }),
  'gallery-30': () => palmsOverhead('gallery-30'),
  'gallery-31': () =>
    gardenScene('gallery-31', { feature: 'path', palette: palettes.coral, time: 'night' }),
  'gallery-100': () => poolScene('gallery-100', { palette: villaPalette.agave, loungers: false }),
  'gallery-101': () => livingScene('gallery-101', villaPalette.coconut, { doorways: true }),
  'gallery-102': () => livingScene('gallery-102', villaPalette.lime, { doorways: true }),
  'gallery-103': () => pianoScene('gallery-103', villaPalette.pina, { sheetMusic: true }),
  'gallery-104': () => beachScene('gallery-104', { path: true }),
  'gallery-105': () => conchSalad('gallery-105'),
  'gallery-106': () => beachScene('gallery-106', { time: 'dusk', town: true }),
};

await mkdir(outputDir, { recursive: true });
for (const [name, render] of Object.entries(scenes)) {
  await writeFile(path.join(outputDir, `${name}.svg`), render());
}
console.log(
  `Wrote ${Object.keys(scenes).length} illustrations to ${path.relative(root, outputDir)}`,
);
