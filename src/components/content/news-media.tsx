import type { NewsItem } from '../../content/news.ts';
import { assetUrl } from './asset.ts';
import { VideoFacade } from './video-facade.tsx';

/**
 * A news item's photo or embedded video (spec 2: 760x428 in the feed, 16:9 in the article). A photo
 * at the top of the page (`eager`: the article's, the feed's first) loads at once with high priority,
 * the others when they near the screen.
 */
export function NewsMedia({
  item,
  frame,
  eager = frame === '16:9',
}: {
  item: Pick<NewsItem, 'src' | 'srcType' | 'headline'>;
  frame: '760x428' | '16:9';
  eager?: boolean;
}) {
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
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
