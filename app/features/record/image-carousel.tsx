/**
 * The library's images. Without JavaScript (and on the first render, so hydration matches) they
 * are a plain list. With JavaScript they become a carousel following the WAI-ARIA APG pattern:
 * one image at a time, previous/next buttons, a pause/play button for the automatic rotation
 * (which starts only when the user does not prefer reduced motion, and stops while the carousel
 * has the keyboard focus or the pointer), a polite "image n of m" status when not rotating. No
 * focus is trapped: every control is an ordinary button in the tab order.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import type { LibraryImage } from "../../../api/contract.ts";

export const ROTATION_MS = 6000;

function ImageList({ images }: { images: LibraryImage[] }) {
  return (
    <ul className="library-images">
      {images.map((image) => (
        <li key={image.ordem}>
          <figure>
            <img src={image.url} alt={image.descricao} loading="lazy" />
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function ImageCarousel({ images, label }: { images: LibraryImage[]; label: string }) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hold, setHold] = useState(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    setEnhanced(true);
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    setPlaying(!reduce && images.length > 1);
  }, [images.length]);

  const go = useCallback(
    (step: number) => setIndex((i) => (i + step + images.length) % images.length),
    [images.length],
  );

  useEffect(() => {
    if (!playing || hold) return;
    const timer = setInterval(() => go(1), ROTATION_MS);
    return () => clearInterval(timer);
  }, [playing, hold, go]);

  if (!enhanced || images.length < 2) return <ImageList images={images} />;
  const image = images[index];
  const rotating = playing && !hold;
  return (
    <section
      ref={root}
      className="carousel"
      aria-roledescription={t("recordPages.library.carousel")}
      aria-label={label}
      onFocus={() => setHold(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setHold(false);
      }}
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
    >
      <div className="carousel__controls">
        <button type="button" className="button button--secondary" onClick={() => setPlaying((p) => !p)}>
          {playing ? t("recordPages.library.pause") : t("recordPages.library.play")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => go(-1)}>
          {t("recordPages.library.previous")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => go(1)}>
          {t("recordPages.library.next")}
        </button>
      </div>
      <div className="carousel__slides" aria-live={rotating ? "off" : "polite"}>
        {/* A div, not a figure: the APG slide is a group, and a figure with a caption may not take
            that role (axe's aria-allowed-role). */}
        <div
          key={image.ordem}
          className="carousel__slide"
          role="group"
          aria-roledescription={t("recordPages.library.slide")}
          aria-label={t("recordPages.library.position", { n: index + 1, total: images.length })}
        >
          <img src={image.url} alt={image.descricao} />
          <p className="carousel__position">
            {t("recordPages.library.position", { n: index + 1, total: images.length })}
          </p>
        </div>
      </div>
    </section>
  );
}
