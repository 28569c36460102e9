// `npm run build` runs this first: every source in media/photos becomes AVIF and WebP files in
// public/photos (gitignored; Vite copies it into the build), at the widths and aspect that
// src/web/components/media/photo-variants.ts gives each image. Only sources that changed since
// their files were written are processed again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'media/photos');
const outputDir = path.join(root, 'public/photos');
const rulesFile = path.join(root, 'src/web/components/media/photo-variants.ts');
// What each image was last built from; outside public/ so it is never published.
const stampFile = path.join(root, 'node_modules/.cache/build-images.json');

register();
const { chooseSources, heightForWidth, photoFileName, photoFormats, photoShape, plannedOutputs } =
  await import(pathToFileURL(rulesFile).href);

// Low AVIF effort: a full build of the set takes about a minute of CPU, files stay small.
const encoders = {
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** Changes whenever this script or the rules change, so every image is built again then. */
async function pipelineVersion() {
  const hash = createHash('sha256');
  for (const file of [fileURLToPath(import.meta.url), rulesFile]) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function readStamps() {
  try {
    return JSON.parse(await readFile(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

/** Decodes a source upright, with SVG illustrations rasterized large enough for every width. */
async function decode(file, shape) {
  const largestWidth = shape.widths.at(-1);
  let density;
  if (file.endsWith('.svg')) {
    const { width, height } = await sharp(file).metadata();
    const scale = Math.max(1, largestWidth / width, heightForWidth(shape, largestWidth) / height);
    density = 72 * scale;
  }
  return sharp(file, { density }).rotate().raw().toBuffer({ resolveWithObject: true });
}

async function buildImage(name, fileName) {
  const shape = photoShape(name);
  const { data, info } = await decode(path.join(sourceDir, fileName), shape);
  const outputs = plannedOutputs(shape, info.width, info.height);
  if (outputs.some((output) => output.outputWidth < output.width)) {
    console.warn(
      `  ${fileName} is ${info.width}x${info.height}: too small for ${shape.widths.at(-1)} px wide; larger sizes keep its full resolution`,
    );
  }
  await Promise.all(
    outputs.flatMap(({ width, outputWidth, outputHeight }) =>
      photoFormats.map((format) =>
        encoders[format](
          sharp(data, { raw: info }).resize(outputWidth, outputHeight, { fit: 'cover' }),
        ).toFile(path.join(outputDir, photoFileName(name, width, format))),
      ),
    ),
  );
}

function expectedFiles(name) {
  return photoShape(name).widths.flatMap((width) =>
    photoFormats.map((format) => photoFileName(name, width, format)),
  );
}

const startedAt = performance.now();
const sources = chooseSources(await readdir(sourceDir));
await mkdir(outputDir, { recursive: true });
const existing = new Set(await readdir(outputDir));
const version = await pipelineVersion();
const previousStamps = await readStamps();
const stamps = {};
let built = 0;

for (const [name, fileName] of sources) {
  const { size, mtimeMs } = await stat(path.join(sourceDir, fileName));
  const stamp = `${version} ${fileName} ${size} ${mtimeMs}`;
  const files = expectedFiles(name);
  if (previousStamps[name] !== stamp || files.some((file) => !existing.has(file))) {
    await buildImage(name, fileName);
    built += 1;
  }
  stamps[name] = stamp;
  for (const file of files) existing.delete(file);
}

// Whatever is left belongs to no source any more (a removed photo, a dropped width).
await Promise.all([...existing].map((file) => rm(path.join(outputDir, file))));
await mkdir(path.dirname(stampFile), { recursive: true });
await writeFile(stampFile, JSON.stringify(stamps, null, 2));

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(
  `Photos: ${sources.size} sources, ${built} built, ${sources.size - built} up to date, ${existing.size} stale files removed (${seconds} s)`,
);
