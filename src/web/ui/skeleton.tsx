/**
 * The space content will take while it loads, so that nothing moves when it arrives: a block of a
 * height, or (`isText`) a short run of text inside a line.
 */
export function Skeleton({
  height,
  width = '100%',
  isText = false,
}: {
  height?: number;
  width?: number | string;
  isText?: boolean;
}) {
  if (isText) return <span className="skeleton skeleton-text" aria-hidden="true" />;
  return <span className="skeleton" style={{ height, width }} aria-hidden="true" />;
}
