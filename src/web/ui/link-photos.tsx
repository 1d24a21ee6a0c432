import './link-page.css';

export interface LinkPhoto {
  /** The 400 px picture shown in the grid. */
  thumbnail: string;
  /** The whole photo, opened in its own tab. */
  href: string;
  name: string;
  caption: string | null;
}

/**
 * Photos on a customer's page (the customer's page, FIELD.md decision 1): a grid of thumbnails, each a
 * link to the whole photo, its caption under it. Loaded lazily and drawn in square boxes, so that a
 * job with twelve photos neither delays the page nor moves it as they arrive.
 */
export function LinkPhotos({ label, photos }: { label: string; photos: LinkPhoto[] }) {
  return (
    <ul className="link-photos" aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.href}>
          <a href={photo.href} target="_blank" rel="noopener">
            <img
              src={photo.thumbnail}
              alt={photo.caption ?? photo.name}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
          </a>
          {photo.caption && <span className="link-photos-caption">{photo.caption}</span>}
        </li>
      ))}
    </ul>
  );
}
