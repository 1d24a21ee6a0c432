/** A plain-CSS spinner (ui/spinner.css): shown while a screen or the session check loads. */
export function PageSpinner({ label = 'Laddar' }: { label?: string }) {
  return (
    <div className="spinner-box">
      <div className="spinner" role="progressbar" aria-label={label} />
    </div>
  );
}
