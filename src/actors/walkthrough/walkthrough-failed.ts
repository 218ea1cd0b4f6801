/** The one log line a walk-through failure writes, followed by its reason (docs/decisions/walkthrough-script.md). */
export const WALKTHROUGH_FAILED = 'Walk-through script not loaded:';
