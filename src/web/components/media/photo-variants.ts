/**
 * The rules of the photo pipeline, shared by the build step (`scripts/build-images.mjs`) and
 * `<Photo>`: every source in `media/photos/` becomes AVIF and WebP files at fixed widths, cropped
 * to a fixed aspect per kind of image, so a page knows each file's name and size without a
 * generated manifest.
 */

export const photoFormats = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

export interface PhotoShape {
  /** Output widths in pixels, smallest first. */
  readonly widths: readonly number[];
  /** Width and height of the aspect ratio every output is cropped to. */
  readonly aspect: readonly [width: number, height: number];
}

const heroShape: PhotoShape = { widths: [800, 1200, 1600, 2400], aspect: [16, 9] };
const standardShape: PhotoShape = { widths: [480, 800, 1200, 1600], aspect: [3, 2] };

/** The home hero is a wide banner; every other image (villas, gallery) is a 3:2 landscape. */
export function photoShape(name: string): PhotoShape {
  return name === 'hero' ? heroShape : standardShape;
}

export function heightForWidth(shape: PhotoShape, width: number): number {
  const [aspectWidth, aspectHeight] = shape.aspect;
  return Math.round((width * aspectHeight) / aspectWidth);
}

/** Where the build writes the files: `public/photos`, served at `/photos`. */
export const photoUrlPath = '/photos';

export function photoFileName(name: string, width: number, format: PhotoFormat): string {
  return `${name}-${width}.${format}`;
}

export function photoUrl(name: string, width: number, format: PhotoFormat): string {
  return `${photoUrlPath}/${photoFileName(name, width, format)}`;
}

export function photoSrcSet(name: string, format: PhotoFormat): string {
  return photoShape(name)
    .widths.map((width) => `${photoUrl(name, width, format)} ${width}w`)
    .join(', ');
}

/** Accepted source files, by preference: any photo beats the SVG illustration of the same name. */
export const sourceExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;
export type SourceExtension = (typeof sourceExtensions)[number];

export interface SourceFile {
  /** The image name the content uses, e.g. `villa-agave` or `gallery-07`. */
  readonly name: string;
  readonly extension: SourceExtension;
}

const sourceFilePattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]+)$/i;

/** `villa-agave.JPG` is `{ name: 'villa-agave', extension: 'jpg' }`; other files are null. */
export function parseSourceFileName(fileName: string): SourceFile | null {
  const match = sourceFilePattern.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  const extension = match[2].toLowerCase();
  const known = sourceExtensions.find((candidate) => candidate === extension);
  return known ? { name: match[1].toLowerCase(), extension: known } : null;
}

/** The file to build each image name from, keyed by name, with files of other kinds ignored. */
export function chooseSources(fileNames: readonly string[]): Map<string, string> {
  const best = new Map<string, { fileName: string; rank: number }>();
  for (const fileName of fileNames) {
    const source = parseSourceFileName(fileName);
    if (!source) continue;
    const rank = sourceExtensions.indexOf(source.extension);
    const current = best.get(source.name);
    if (!current || rank < current.rank) best.set(source.name, { fileName, rank });
  }
  return new Map([...best].map(([name, { fileName }]) => [name, fileName]));
}

export interface PlannedOutput {
  /** The width in the file name, the one `srcset` announces. */
  readonly width: number;
  /** The pixel size actually written. */
  readonly outputWidth: number;
  readonly outputHeight: number;
}

/**
 * The files to write for a source of the given size: one per width of the shape, cropped to
 * the shape's aspect. A source too small for a width is never enlarged: that file holds the
 * largest crop the source allows, so every file a page asks for exists.
 */
export function plannedOutputs(
  shape: PhotoShape,
  sourceWidth: number,
  sourceHeight: number,
): PlannedOutput[] {
  const [aspectWidth, aspectHeight] = shape.aspect;
  const largestCropWidth = Math.min(
    sourceWidth,
    Math.floor((sourceHeight * aspectWidth) / aspectHeight),
  );
  return shape.widths.map((width) => {
    const outputWidth = Math.min(width, largestCropWidth);
    return { width, outputWidth, outputHeight: heightForWidth(shape, outputWidth) };
  });
}
