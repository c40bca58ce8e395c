/**
 * Audio and video in the browser's own player (document 1 §3: media_format MP4 is video, else
 * audio), at least 350 px high for video and 150 px for audio (document 1 §3, the media viewer).
 * `preload="none"` where the source is a counting path: the access is counted when played, not
 * when the page loads.
 */
import type { MediaKind } from "./links.ts";

export function MediaPlayer({
  kind,
  src,
  label,
  preload = "metadata",
}: {
  kind: MediaKind;
  src: string;
  label: string;
  preload?: "none" | "metadata";
}) {
  if (kind === "video") {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- catalogued media carry no caption track
      <video className="media-player media-player--video" controls preload={preload} src={src} aria-label={label} />
    );
  }
  // eslint-disable-next-line jsx-a11y/media-has-caption -- catalogued media carry no caption track
  return <audio className="media-player media-player--audio" controls preload={preload} src={src} aria-label={label} />;
}
