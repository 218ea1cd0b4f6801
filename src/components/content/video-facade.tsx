import { useActorRef, useSelector } from '@xstate/react';
import { selectVideoLoaded, videoFacadeMachine } from '../../../machines/video-facade.machine.ts';
import './video-facade.css';

export interface VideoFacadeProps {
  /** The video's https embed address (validated content). */
  src: string;
  /** What the video is about: the player's title and the play button's name. */
  title: string;
  /** spec 9: 760x428 frames in the news feed and on the Benefits page, 16:9 on the article page. */
  frame: '760x428' | '16:9';
  /** A local poster image (never fetched from the video host). */
  poster?: string | undefined;
}

/** Adds autoplay=1 so that one click both loads and starts the player. */
function withAutoplay(src: string): string {
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:') return 'about:blank';
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return 'about:blank';
  }
}

/**
 * An embedded external video behind a click-to-load facade: until the visitor presses play, the
 * page shows a local poster and makes no request to the video host (no third-party cookie or script).
 */
export function VideoFacade({ src, title, frame, poster }: VideoFacadeProps) {
  const video = useActorRef(videoFacadeMachine);
  const loaded = useSelector(video, selectVideoLoaded);
  const frameClass = `video-facade video-facade--${frame === '16:9' ? 'wide' : 'feed'}`;
  if (loaded) {
    return (
      <div className={frameClass}>
        <iframe
          src={withAutoplay(src)}
          title={title}
          width={frame === '16:9' ? 1280 : 760}
          height={frame === '16:9' ? 720 : 428}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }
  return (
    <div className={frameClass}>
      <button type="button" className="video-facade__poster" onClick={() => video.send({ type: 'video.play' })}>
        {poster ? <img src={poster} alt="" width="760" height="428" loading="lazy" /> : null}
        <span className="video-facade__play" aria-hidden="true" />
        <span className="video-facade__label">
          <span className="visually-hidden">Play video: </span>
          {title}
        </span>
      </button>
      <p className="video-facade__note">The video plays from an external site once you press play.</p>
    </div>
  );
}
