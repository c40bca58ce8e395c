/** Audio and video in the browser's own player (document 1 §3: media_format MP4 is video, else audio). */
import type { MediaKind } from "../../records/links.ts";

export function MediaPlayer({ kind, src, label }: { kind: MediaKind; src: string; label: string }) {
  if (kind === "video") {
    // eslint-disable-next-line jsx-a11y/media-has-caption -- catalogued media carry no caption track
    return (
      <video className="media-player media-player--video" controls preload="metadata" src={src} aria-label={label} />
    );
  }
  return (
    <audio className="media-player media-player--audio" controls preload="metadata" src={src} aria-label={label} />
  );
}
