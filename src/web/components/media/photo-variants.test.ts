import { describe, expect, it } from 'vitest';
import { galleryItems } from '../../../shared/content/gallery';
import { villas } from '../../../shared/content/villas';
import {
  chooseSources,
  heightForWidth,
  parseSourceFileName,
  photoShape,
  photoSrcSet,
  photoUrl,
  plannedOutputs,
} from './photo-variants';

describe('parseSourceFileName', () => {
  it('reads the image name and the format of a source file', () => {
    expect(parseSourceFileName('villa-agave.jpg')).toEqual({
      name: 'villa-agave',
      extension: 'jpg',
    });
    expect(parseSourceFileName('gallery-07.svg')).toEqual({ name: 'gallery-07', extension: 'svg' });
    expect(parseSourceFileName('Hero.JPEG')).toEqual({ name: 'hero', extension: 'jpeg' });
  });

  it('ignores files that are not image sources', () => {
    for (const fileName of [
      'README.md',
      '.DS_Store',
      'villa agave.jpg',
      'photo.gif',
      'x.jpg.bak',
    ]) {
      expect(parseSourceFileName(fileName), fileName).toBeNull();
    }
  });
});

describe('chooseSources', () => {
  it('prefers a photo to the SVG illustration of the same name', () => {
    const sources = chooseSources(['villa-agave.svg', 'villa-agave.jpg', 'villa-lime.svg']);
    expect(Object.fromEntries(sources)).toEqual({
      'villa-agave': 'villa-agave.jpg',
      'villa-lime': 'villa-lime.svg',
    });
  });

  it('picks one photo by a fixed order when several share a name', () => {
    expect(chooseSources(['hero.webp', 'hero.png', 'hero.jpg']).get('hero')).toBe('hero.jpg');
    expect(chooseSources(['hero.avif', 'hero.png']).get('hero')).toBe('hero.png');
  });

  it('skips files of other kinds', () => {
    expect(chooseSources(['notes.txt', 'gallery-01.svg']).size).toBe(1);
  });
});

describe('photo shapes and URLs', () => {
  it('makes the hero a 16:9 banner and every other image 3:2', () => {
    expect(photoShape('hero').aspect).toEqual([16, 9]);
    expect(photoShape('villa-agave').aspect).toEqual([3, 2]);
    expect(photoShape('gallery-101').aspect).toEqual([3, 2]);
    expect(heightForWidth(photoShape('gallery-01'), 1200)).toBe(800);
    expect(heightForWidth(photoShape('hero'), 1600)).toBe(900);
  });

  it('lists widths smallest first', () => {
    for (const name of ['hero', 'villa-lime']) {
      const { widths } = photoShape(name);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });

  it('names a file after the image, its width and its format', () => {
    expect(photoUrl('villa-lime', 800, 'avif')).toBe('/photos/villa-lime-800.avif');
    expect(photoSrcSet('gallery-02', 'webp')).toBe(
      '/photos/gallery-02-480.webp 480w, /photos/gallery-02-800.webp 800w, /photos/gallery-02-1200.webp 1200w, /photos/gallery-02-1600.webp 1600w',
    );
  });

  it('covers every image name the content uses', () => {
    const names = [
      ...villas.flatMap((villa) => [
        villa.image.name,
        ...villa.additionalImages.map((i) => i.name),
      ]),
      ...galleryItems.map((item) => item.image),
    ];
    for (const name of names) expect(parseSourceFileName(`${name}.svg`)?.name).toBe(name);
  });
});

describe('plannedOutputs', () => {
  const shape = photoShape('villa-agave');

  it('writes every width of the shape at its aspect from a large source', () => {
    expect(plannedOutputs(shape, 4000, 3000)).toEqual([
      { width: 480, outputWidth: 480, outputHeight: 320 },
      { width: 800, outputWidth: 800, outputHeight: 533 },
      { width: 1200, outputWidth: 1200, outputHeight: 800 },
      { width: 1600, outputWidth: 1600, outputHeight: 1067 },
    ]);
  });

  it('never enlarges: the widths a small source cannot fill hold its largest crop', () => {
    const outputs = plannedOutputs(shape, 1000, 900);
    expect(outputs.map((output) => output.width)).toEqual([480, 800, 1200, 1600]);
    expect(outputs.map((output) => output.outputWidth)).toEqual([480, 800, 1000, 1000]);
    expect(outputs.at(-1)?.outputHeight).toBe(667);
  });

  it('limits the crop by the height of a wide source', () => {
    // 3000 x 900 at 3:2 crops to 1350 x 900.
    expect(plannedOutputs(shape, 3000, 900).at(-1)).toEqual({
      width: 1600,
      outputWidth: 1350,
      outputHeight: 900,
    });
  });
});
