import sharp from 'sharp';

/**
 * A phone's photo as it leaves the camera: 300 × 200 stored, to be shown turned a quarter (EXIF
 * orientation 6), with a GPS position, a camera serial number and the time it was taken.
 */
export async function phonePhoto(background = '#884422'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD2: { DateTimeOriginal: '2026:06:14 09:30:00', OffsetTimeOriginal: '+02:00', BodySerialNumber: 'SN-998877' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A small, valid PDF of one empty page. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
