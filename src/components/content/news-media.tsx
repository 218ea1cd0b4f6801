import type { NewsItem } from '../../content/news.ts';
import { assetUrl } from './asset.ts';
import { VideoFacade } from './video-facade.tsx';

/** A news item's photo or embedded video (spec 2: 760x428 in the feed, 16:9 in the article). */
export function NewsMedia({ item, frame }: { item: Pick<NewsItem, 'src' | 'srcType' | 'headline'>; frame: '760x428' | '16:9' }) {
  if (item.srcType === 'video') {
    return <VideoFacade src={item.src} title={item.headline} frame={frame} />;
  }
  return (
    <img
      className={`news-media news-media--${frame === '16:9' ? 'wide' : 'feed'}`}
      src={assetUrl(item.src)}
      alt=""
      width={frame === '16:9' ? 1280 : 760}
      height={frame === '16:9' ? 720 : 428}
      loading="lazy"
    />
  );
}
