import type { CapLevelController, Events, ManifestParsedData } from 'hls.js';

type CapLevelControllerClass = typeof CapLevelController;

/**
 * hls.js's own level capping (capLevelToPlayerSize), measuring the player's box as soon as the master
 * playlist is parsed.
 *
 * Why: hls.js learns the box from a ResizeObserver, whose first report comes with the next rendered frame.
 * On a busy phone the master playlist can be parsed before that frame, and loading starts right after
 * MANIFEST_PARSED. The first segments were then picked from every rung: a 375-pixel player was sent 720p
 * (e2e/player-addons "works at 375 px"). Here the box is read synchronously at that moment, by hls.js's
 * own rule (`detectPlayerSize`), so the first choice is capped too. The observer still follows later
 * changes (fullscreen, rotation). A box with no size yet (hidden) is left to the observer, as before.
 */
export function capToPlayerBoxNow(Base: CapLevelControllerClass): CapLevelControllerClass {
  return class CapToPlayerBoxNow extends Base {
    protected override onManifestParsed(event: Events.MANIFEST_PARSED, data: ManifestParsedData): void {
      super.onManifestParsed(event, data);
      // As upstream: capping is for video (a manifest that does not say so is capped once its codecs are known).
      if (data.video) this.detectPlayerSize();
    }
  };
}
